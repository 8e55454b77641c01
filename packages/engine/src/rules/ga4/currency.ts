/**
 * Currency: required whenever `value` is set (sent as `cu` or `ep.currency` on gtag.js hits, as
 * `params.currency` on the Measurement Protocol), and always an ISO 4217 code of three uppercase letters.
 * Exempt are the events whose `value` is no money:
 * - virtual-currency events: it counts coins or gems;
 * - Core Web Vitals sent as events (`CLS`, `FCP`, `FID`, `INP`, `LCP`, `TTFB`, or with the `metric_id`
 *   the web-vitals library gives each measurement): it is the measurement, in milliseconds (CLS × 1000),
 *   as Google's web-vitals documentation sends it;
 * - events in Universal Analytics' syntax (`event_category`, `event_label`, `value`) that are none of
 *   Google's money events and carry no items nor transaction id: gtag.js documented `value` there as
 *   the UA event value, a count (a scroll milestone's 100, a video's seconds).
 */
import { NO_HITS, type Rule, type RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { canonicalWireName, findParam } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { clip, isFilled, quote } from './text.js';
import type { Ga4View, WireValue } from './view.js';

/** Events whose `value` is an amount of virtual currency, which needs no ISO currency. */
export const VIRTUAL_CURRENCY_EVENTS: ReadonlySet<string> = new Set([
  'spend_virtual_currency',
  'earn_virtual_currency',
]);

/** The metrics the web-vitals library reports, under the names it sends them as events. */
const WEB_VITALS_EVENTS: ReadonlySet<string> = new Set(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']);

/** Google's recommended events whose `value` is money, sent with `currency` in Google's reference. */
const MONEY_EVENTS: ReadonlySet<string> = new Set([
  'add_payment_info',
  'add_shipping_info',
  'add_to_cart',
  'add_to_wishlist',
  'begin_checkout',
  'close_convert_lead',
  'close_unconvert_lead',
  'disqualify_lead',
  'generate_lead',
  'in_app_purchase',
  'purchase',
  'qualify_lead',
  'refund',
  'remove_from_cart',
  'view_cart',
  'view_item',
  'working_lead',
]);

const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** True when the event's `value` is money (so currency and item totals apply): see the exemptions above. */
export function valueIsMoney(view: Ga4View): boolean {
  const name = view.eventName?.value ?? '';
  if (VIRTUAL_CURRENCY_EVENTS.has(name)) return false;
  if (WEB_VITALS_EVENTS.has(name) || findParam(view, 'metric_id') !== undefined) return false;
  return !isUniversalAnalyticsEvent(view, name);
}

/** An event sent in Universal Analytics' syntax, none of Google's money events and about no order. */
function isUniversalAnalyticsEvent(view: Ga4View, name: string): boolean {
  return (
    findParam(view, 'event_category') !== undefined &&
    !MONEY_EVENTS.has(name) &&
    view.items.length === 0 &&
    findParam(view, 'transaction_id') === undefined
  );
}

/**
 * A hit for every currency the event sends that is not an ISO code: `cu` then `ep.currency` on gtag.js
 * hits, `params.currency` on MP. Nothing is allocated when they are all right (or absent).
 */
function invalidCurrencyHits(view: Ga4View): readonly RuleHit[] {
  let hits: RuleHit[] | null = null;
  const cu = view.protocol === 'gtag' ? view.first.get('cu') : undefined;
  if (cu !== undefined && isInvalidCurrency(cu))
    (hits ??= []).push(invalidCurrency({ wireName: 'cu', value: cu }));
  for (const param of view.eventParams) {
    if (param.name === 'currency' && isInvalidCurrency(param.value))
      (hits ??= []).push(invalidCurrency(param));
  }
  return hits ?? NO_HITS;
}

function isInvalidCurrency(value: string): boolean {
  return isFilled(value) && !CURRENCY_PATTERN.test(value);
}

function invalidCurrency(currency: WireValue): RuleHit {
  return {
    fieldPath: currency.wireName,
    parameter: 'currency',
    message: `The currency ${quote(currency.value)} is not an ISO 4217 code; GA4 expects three uppercase letters such as EUR, USD or GBP, and cannot convert this revenue.`,
    expected: 'three uppercase letters (ISO 4217), such as EUR',
    received: clip(currency.value),
  };
}

export const CURRENCY_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'currency-with-value',
    code: 'CURRENCY_MISSING_WITH_VALUE',
    severity: 'error',
    description:
      'currency is required whenever value is money (not virtual currency, Core Web Vitals nor Universal Analytics event values).',
    source: GA4_SOURCES.ecommerce,
    check: (view) => {
      const value = findParam(view, 'value');
      if (!isFilled(value?.value) || !valueIsMoney(view)) return [];
      const currency = findParam(view, 'currency');
      if (isFilled(currency?.value)) return [];
      return [
        {
          fieldPath: currency?.wireName ?? canonicalWireName(view.protocol, 'currency'),
          parameter: 'currency',
          message: `This event has a value (${value.value}) but no currency, so GA4 cannot count it as revenue. Send the currency (for example EUR or USD) with every value.`,
          expected: 'a three-letter currency code such as EUR',
          received: currency === undefined ? 'nothing' : 'an empty currency',
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'currency-format',
    code: 'CURRENCY_INVALID',
    severity: 'error',
    description: 'currency is an ISO 4217 code: three uppercase letters.',
    source: GA4_SOURCES.ecommerce,
    check: invalidCurrencyHits,
  }),
];
