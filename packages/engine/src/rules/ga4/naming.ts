/**
 * GA4 naming rules for parameters: event and item parameter names at most 40 characters (the
 * Measurement Protocol also checks their characters: a letter first, then letters, digits and
 * underscores), user property names at most 24. Event names are in event-names.ts.
 */
import type { Rule, RuleHit } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_LIMITS } from './limits.js';
import { itemLabel } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { charCount, clip, longerThan, quote } from './text.js';
import type { Ga4View, NamedValue } from './view.js';

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

/** Event parameters and custom item parameters: the names a rule on parameter names reads. */
function namedParams(view: Ga4View): Array<{ param: NamedValue; parameter: string }> {
  return [
    ...view.eventParams.map((param) => ({ param, parameter: param.name })),
    ...view.items.flatMap((item) =>
      item.custom.map((param) => ({ param, parameter: itemLabel(item, param.name) })),
    ),
  ];
}

export const NAMING_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'param-name-length',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'Event and item parameter names: at most 40 characters.',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
      const limit = GA4_LIMITS[view.protocol].paramName;
      return namedParams(view)
        .filter(({ param }) => longerThan(param.name, limit))
        .map(({ param, parameter }) =>
          nameTooLong(param.wireName, parameter, param.name, limit, 'parameter name'),
        );
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
      namedParams(view)
        .filter(({ param }) => !NAME_PATTERN.test(param.name))
        .map(({ param, parameter }) => ({
          fieldPath: param.wireName,
          parameter,
          message: `The parameter name ${quote(param.name)} is rejected by the Measurement Protocol: it must start with a letter and use only letters, digits and underscores.`,
          expected: 'a letter, then letters, digits or underscores',
          received: clip(param.name),
        })),
  }),
  ...defineGa4Rules({
    id: 'user-property-name-length',
    code: 'NAME_INVALID',
    severity: 'error',
    description: 'User property names: at most 24 characters.',
    source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpLimits },
    check: (view) => {
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
