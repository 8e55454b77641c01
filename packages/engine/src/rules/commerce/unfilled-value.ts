/**
 * Money and order fields the tag never filled, for every vendor whose purchases Tagproof reads (its
 * spec's `purchase`): a value, currency or order id sent as `undefined`, `NaN` or `[object Object]`,
 * what JavaScript writes for a variable that was never set (a data layer value missing when the tag
 * fired) or for an object put where a text belongs. The vendor receives the word, not the amount: a
 * real Snap `ADD_CART` sent `e_cur=undefined`. A warning, an error on a purchase (its revenue or
 * order is lost). GA4's and Meta's value and currency have their own format rules
 * (CURRENCY_INVALID, META_VALUE_FORMAT…): only their order id is checked here. Also the other fields a
 * vendor's spec lists (`unfilledFields`: Groovinads' `sku`, Blue's `pId`, the names a conversion is
 * counted under: Google Ads' `label`, Floodlight's `type` and `cat`, LinkedIn's `conversionId`), and
 * the words joined, as a
 * tag writes two unset variables it joins (`sku=undefined-undefined`, real on almundo.com.ar, 2025).
 * A currency is checked only beside a value: with none (Reddit's GTM template sends
 * `m.value=&m.currency=undefined` on every page visit, real on wise.com and linktr.ee, 2025) there is
 * no amount for a currency to qualify, and nothing is lost.
 */
import type { DecodedParameter, DecodedRequest } from '../../decode.js';
import { purchaseReader } from '../../checks/purchase-readers.js';
import type { PurchaseReader } from '../../vendors/purchase-reader.js';
import type { Vendor } from '../../vendors/define-vendor.js';
import { META_CODE } from '../../vendors/facebook/code.js';
import { GA4_CODE } from '../../vendors/ga4/code.js';
import { defineRule, NO_HITS, type RuleHit, type RuleSource } from '../define-rule.js';

/** What JavaScript writes for a value never set, a number that is none, or an object as text. */
const UNFILLED: ReadonlySet<string> = new Set(['undefined', 'NaN', '[object Object]']);
/** Several of them joined by `-`, `|`, `,` or `;`. */
const JOINED = /^(?:undefined|NaN|\[object Object\])(?:[-|,;](?:undefined|NaN|\[object Object\]))+$/;

/** The vendors whose value and currency their own rules check (GA4, Meta). */
const FORMAT_CHECKED: ReadonlySet<string> = new Set([GA4_CODE, META_CODE]);

/** What JavaScript writes for a value never set: the book of every VALUE_UNFILLED rule. */
export const UNFILLED_SOURCE: RuleSource = {
  book: 'JavaScript: values never set',
  url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/undefined',
  lastVerified: '2026-11-29',
};

/** What a field carries, for the message: `value`, `currency`, `order id` or a spec's own words. */
type Role = string;

/**
 * Per vendor, the role of each wire name of its purchase reader (the first role wins: readers never
 * share a name), GA4 and Meta only their order id, then of its spec's `unfilledFields`. Keyed by the
 * vendor, which fixes both the reader and what its own rules check; custom vendors, made per call, are
 * let go with it.
 */
const rolesByVendor = new WeakMap<Vendor, ReadonlyMap<string, Role>>();

function rolesOf(vendor: Vendor, reader: PurchaseReader | null): ReadonlyMap<string, Role> {
  let roles = rolesByVendor.get(vendor);
  if (roles === undefined) {
    const map = new Map<string, Role>();
    const add = (names: readonly string[], role: Role) => {
      for (const name of names) if (!map.has(name)) map.set(name, role);
    };
    if (reader !== null && !FORMAT_CHECKED.has(vendor.code)) {
      add(reader.value, 'value');
      add(reader.currency, 'currency');
    }
    if (reader !== null) add(reader.transactionId, 'order id');
    for (const [name, role] of Object.entries(vendor.unfilledFields ?? {})) add([name], role);
    roles = map;
    rolesByVendor.set(vendor, roles);
  }
  return roles;
}

/** True when a value is one of UNFILLED, or several joined: its first letter rules nearly every value out. */
export function isUnfilled(value: string): boolean {
  const first = value.charCodeAt(0);
  if (first !== 117 /* u */ && first !== 78 /* N */ && first !== 91 /* [ */) return false;
  const length = value.length;
  if (length === 3 || length === 9 || length === 15) return UNFILLED.has(value);
  return length > 6 && length <= 200 && JOINED.test(value);
}

function hitOf(param: DecodedParameter, role: Role, vendor: string, purchase: boolean): RuleHit {
  return {
    fieldPath: param.name,
    parameter: param.name,
    message:
      `${param.name} (the ${role}) is "${param.value}": the tag sent a variable that was never filled ` +
      `(a data layer value missing when the tag fired, or an object where a text belongs), so ${vendor} ` +
      `receives no ${role}${purchase ? ' for this purchase' : ''}. Check the variable that fills it.`,
    expected: `the ${role}`,
    received: param.value,
    ...(purchase ? { severity: 'error' as const } : {}),
  };
}

/** True when the request sends something under one of its purchase reader's value names. */
function sendsValue(request: DecodedRequest, reader: PurchaseReader | null): boolean {
  if (reader === null) return false;
  return request.parameters.some((param) => reader.value.includes(param.name) && param.value.trim() !== '');
}

export const unfilledValueRule = defineRule({
  id: 'commerce.unfilled-value',
  code: 'VALUE_UNFILLED',
  severity: 'warning',
  description:
    'Value, currency and order id are never `undefined`, `NaN` or `[object Object]` (a variable never filled).',
  source: UNFILLED_SOURCE,
  categories: 'all',
  check: (request: DecodedRequest) => {
    const vendor = request.vendor;
    if (vendor === null || (vendor.purchase === null && vendor.unfilledFields === undefined)) return NO_HITS;
    let found: DecodedParameter[] | null = null;
    for (const param of request.parameters) if (isUnfilled(param.value)) (found ??= []).push(param);
    if (found === null) return NO_HITS;
    const roles = rolesOf(vendor, vendor.purchase);
    const purchase = vendor.purchase !== null && purchaseReader(request) !== null;
    const name = request.vendorName ?? vendor.name;
    const hits: RuleHit[] = [];
    for (const param of found) {
      const role = roles.get(param.name);
      if (role === undefined || (role === 'currency' && !sendsValue(request, vendor.purchase))) continue;
      hits.push(hitOf(param, role, name, purchase));
    }
    return hits;
  },
});
