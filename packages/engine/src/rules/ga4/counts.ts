/**
 * GA4 count limits (errors): event parameters, user properties, items and custom item parameters.
 *
 * What counts as an event parameter: every distinct `ep.`/`epn.` name of the event (gtag.js; `ep.x` and
 * `epn.x` are one parameter), or every key of `params` but `items` (Measurement Protocol). Hit-level
 * fields (`dl`, `dt`, `cu`, `sid`, ...) are collected automatically and items are item-scoped: they do
 * not count. Custom item parameters count per event on gtag.js (distinct names over all items), per
 * item on the Measurement Protocol.
 */
import { NO_HITS, type Rule, type RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_LIMITS, LIMIT_SOURCES } from './limits.js';
import { GA4_SOURCES } from './sources.js';
import type { Ga4View, NamedValue, WireValue } from './view.js';

function tooMany(what: string, count: number, limit: number, from: WireValue, parameter: string): RuleHit {
  return {
    fieldPath: from.wireName,
    parameter,
    message: `This event sends ${count} ${what}; GA4 keeps at most ${limit} and drops the rest (from ${from.wireName} on).`,
    expected: `at most ${limit}`,
    received: String(count),
  };
}

/**
 * Past the limit: the first parameter whose name is the (limit + 1)-th distinct one, with the count of
 * distinct names; null within the limit.
 */
function pastLimit(
  params: readonly NamedValue[],
  limit: number,
): { count: number; first: NamedValue } | null {
  // No more parameters than the limit: no more distinct names either.
  if (params.length <= limit) return null;
  const names = new Set<string>();
  let first: NamedValue | undefined;
  for (const param of params) {
    if (names.has(param.name)) continue;
    names.add(param.name);
    if (names.size === limit + 1) first = param;
  }
  return first === undefined ? null : { count: names.size, first };
}

function customItemParamHits(view: Ga4View): readonly RuleHit[] {
  const limits = GA4_LIMITS[view.protocol];
  if (view.items.length === 0) return NO_HITS;
  if (limits.customItemParamsPer === 'event') {
    const past = pastLimit(
      view.items.flatMap((item) => item.custom),
      limits.customItemParams,
    );
    return past
      ? [tooMany('custom item parameters', past.count, limits.customItemParams, past.first, 'items')]
      : [];
  }
  return view.items.flatMap((item) => {
    const past = pastLimit(item.custom, limits.customItemParams);
    const label = `items[${item.position}]`;
    return past
      ? [tooMany(`custom parameters on ${label}`, past.count, limits.customItemParams, past.first, label)]
      : [];
  });
}

export const COUNT_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'event-param-count',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description: 'At most 25 event parameters per event.',
    source: LIMIT_SOURCES,
    check: (view) => {
      const limit = GA4_LIMITS[view.protocol].eventParams;
      const past = pastLimit(view.eventParams, limit);
      return past ? [tooMany('event parameters', past.count, limit, past.first, 'event parameters')] : [];
    },
  }),
  ...defineGa4Rules({
    id: 'user-property-count',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description: 'At most 25 user properties.',
    source: LIMIT_SOURCES,
    check: (view) => {
      const limit = GA4_LIMITS[view.protocol].userProperties;
      const past = pastLimit(view.userProperties, limit);
      return past ? [tooMany('user properties', past.count, limit, past.first, 'user_properties')] : [];
    },
  }),
  ...defineGa4Rules({
    id: 'item-count',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description: 'At most 200 items per event.',
    source: LIMIT_SOURCES,
    check: (view) => {
      const limit = GA4_LIMITS[view.protocol].items;
      const first = view.items[limit];
      if (!first) return [];
      return [tooMany('items', view.items.length, limit, { wireName: first.wirePrefix, value: '' }, 'items')];
    },
  }),
  ...defineGa4Rules({
    id: 'custom-item-param-count',
    code: 'EXCEEDED_MAX_ENTITIES',
    severity: 'error',
    description:
      'Custom item parameters: at most 27 per event (gtag.js), 10 per item (Measurement Protocol).',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: customItemParamHits,
  }),
];
