/**
 * GA4 value lengths (errors): parameter values at most 100 characters (page_title 300, page_referrer
 * 420, page_location 1000, also as `dt`, `dr`, `dl`), item values 100, user property values 36 and
 * the user ID 256. Characters are Unicode code points of the decoded value.
 */
import type { DecodedRequest } from '../../decode.js';
import { NO_HITS, type Rule, type RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_LIMITS, LIMIT_SOURCES, LONG_VALUE_LIMITS, PAGE_FIELDS } from './limits.js';
import { itemLabel } from './params.js';
import { charCount, clip, longerThan } from './text.js';
import type { Ga4View, WireValue } from './view.js';

function tooLong(value: WireValue, parameter: string, limit: number): RuleHit {
  return {
    fieldPath: value.wireName,
    parameter,
    message: `${parameter} is ${charCount(value.value)} characters long; GA4 accepts at most ${limit}, so this value is cut or dropped.`,
    expected: `at most ${limit} characters`,
    received: clip(value.value),
  };
}

/** The lowest value limit of all: a value no longer than this (in UTF-16 units) fits every limit. */
const SHORTEST_LIMIT = Math.min(
  GA4_LIMITS.gtag.paramValue,
  GA4_LIMITS.mp.paramValue,
  ...LONG_VALUE_LIMITS.values(),
);

function valueLengthHits(view: Ga4View, request: DecodedRequest): readonly RuleHit[] {
  const limits = GA4_LIMITS[view.protocol];
  let hits: RuleHit[] | null = null;
  for (const param of view.eventParams) {
    if (param.value.length <= SHORTEST_LIMIT) continue;
    const limit = LONG_VALUE_LIMITS.get(param.name) ?? limits.paramValue;
    if (longerThan(param.value, limit)) (hits ??= []).push(tooLong(param, param.name, limit));
  }
  if (view.protocol === 'gtag') {
    for (const param of request.parameters) {
      if (param.value.length <= SHORTEST_LIMIT) continue;
      const name = PAGE_FIELDS.get(param.name);
      const limit = name === undefined ? undefined : LONG_VALUE_LIMITS.get(name);
      if (name !== undefined && limit !== undefined && longerThan(param.value, limit)) {
        (hits ??= []).push(tooLong({ wireName: param.name, value: param.value }, name, limit));
      }
    }
  }
  for (const item of view.items) {
    // forEach rather than for…of: no [field, value] pair allocated per field.
    item.fields.forEach((value, field) => {
      if (longerThan(value.value, limits.paramValue))
        (hits ??= []).push(tooLong(value, itemLabel(item, field), limits.paramValue));
    });
    for (const custom of item.custom) {
      if (longerThan(custom.value, limits.paramValue))
        (hits ??= []).push(tooLong(custom, itemLabel(item, custom.name), limits.paramValue));
    }
  }
  return hits ?? NO_HITS;
}

export const LENGTH_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'param-value-length',
    code: 'VALUE_OUT_OF_BOUNDS',
    severity: 'error',
    description:
      'Parameter values: at most 100 characters (page_title 300, page_referrer 420, page_location 1000).',
    source: LIMIT_SOURCES,
    check: valueLengthHits,
  }),
  ...defineGa4Rules({
    id: 'user-property-value-length',
    code: 'VALUE_OUT_OF_BOUNDS',
    severity: 'error',
    description: 'User property values: at most 36 characters.',
    source: LIMIT_SOURCES,
    check: (view) => {
      if (view.userProperties.length === 0) return NO_HITS;
      const limit = GA4_LIMITS[view.protocol].userPropertyValue;
      return view.userProperties
        .filter((property) => longerThan(property.value, limit))
        .map((property) => tooLong(property, `user_properties.${property.name}`, limit));
    },
  }),
  ...defineGa4Rules({
    id: 'user-id-length',
    code: 'VALUE_OUT_OF_BOUNDS',
    severity: 'error',
    description: 'User ID: at most 256 characters.',
    source: LIMIT_SOURCES,
    check: (view) => {
      const wireName = view.protocol === 'gtag' ? 'uid' : 'user_id';
      const value = view.first.get(wireName);
      const limit = GA4_LIMITS[view.protocol].userId;
      return value !== undefined && longerThan(value, limit)
        ? [tooLong({ wireName, value }, 'user_id', limit)]
        : [];
    },
  }),
];
