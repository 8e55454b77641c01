/**
 * GA4 naming rules for parameters: event and item parameter names at most 40 characters (the
 * Measurement Protocol also checks their characters: a letter first, then letters, digits and
 * underscores), user property names at most 24. Event names are in event-names.ts.
 */
import { NO_HITS, type Rule, type RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_LIMITS } from './limits.js';
import { itemLabel } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { charCount, clip, longerThan, quote } from './text.js';
import type { Ga4Protocol, Ga4View, NamedValue } from './view.js';

/** A letter first, then letters, digits or underscores. One character class under a star: linear. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}\p{N}_]*$/u;

export function nameTooLong(
  wireName: string,
  parameter: string,
  name: string,
  limit: number,
  what: string,
): RuleHit {
  return {
    fieldPath: wireName,
    parameter,
    message: `The ${what} ${quote(name)} is ${charCount(name)} characters long; GA4 accepts at most ${limit}, so it is not collected.`,
    expected: `at most ${limit} characters`,
    received: clip(name),
  };
}

/**
 * One hit per event parameter, then per custom item parameter, whose name `isWrong`: the names a rule
 * on parameter names reads. Nothing is allocated when every name is right.
 */
function namedParamHits(
  view: Ga4View,
  isWrong: (name: string) => boolean,
  toHit: (param: NamedValue, parameter: string) => RuleHit,
): readonly RuleHit[] {
  let hits: RuleHit[] | null = null;
  for (const param of view.eventParams) {
    if (isWrong(param.name)) (hits ??= []).push(toHit(param, param.name));
  }
  for (const item of view.items) {
    for (const param of item.custom) {
      if (isWrong(param.name)) (hits ??= []).push(toHit(param, itemLabel(item, param.name)));
    }
  }
  return hits ?? NO_HITS;
}

/** The test and the hit of a rule on parameter names, for namedParamHits. */
interface NameCheck {
  isWrong: (name: string) => boolean;
  toHit: (param: NamedValue, parameter: string) => RuleHit;
}

/** param-name-length's check of a protocol's limit: made once, not once per event. */
function paramNameLength(limit: number): NameCheck {
  return {
    isWrong: (name) => longerThan(name, limit),
    toHit: (param, parameter) => nameTooLong(param.wireName, parameter, param.name, limit, 'parameter name'),
  };
}

const PARAM_NAME_LENGTH: Readonly<Record<Ga4Protocol, NameCheck>> = {
  gtag: paramNameLength(GA4_LIMITS.gtag.paramName),
  mp: paramNameLength(GA4_LIMITS.mp.paramName),
};

export const NAMING_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'param-name-length',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'Event and item parameter names: at most 40 characters.',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
      if (view.eventParams.length === 0 && view.items.length === 0) return NO_HITS;
      const { isWrong, toHit } = PARAM_NAME_LENGTH[view.protocol];
      return namedParamHits(view, isWrong, toHit);
    },
  }),
  ...defineGa4Rules({
    id: 'param-name-format',
    code: 'NAME_INVALID',
    severity: 'error',
    description:
      'Measurement Protocol parameter names start with a letter and hold only letters, digits and underscores.',
    source: { mp: GA4_SOURCES.mpLimits },
    check: (view) =>
      namedParamHits(
        view,
        (name) => !NAME_PATTERN.test(name),
        (param, parameter) => ({
          fieldPath: param.wireName,
          parameter,
          message: `The parameter name ${quote(param.name)} is rejected by the Measurement Protocol: it must start with a letter and use only letters, digits and underscores.`,
          expected: 'a letter, then letters, digits or underscores',
          received: clip(param.name),
        }),
      ),
  }),
  ...defineGa4Rules({
    id: 'user-property-name-length',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'User property names: at most 24 characters.',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
      if (view.userProperties.length === 0) return NO_HITS;
      const limit = GA4_LIMITS[view.protocol].userPropertyName;
      return view.userProperties
        .filter((property) => longerThan(property.name, limit))
        .map((property) =>
          nameTooLong(
            property.wireName,
            `user_properties.${property.name}`,
            property.name,
            limit,
            'user property name',
          ),
        );
    },
  }),
];
