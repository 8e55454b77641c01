/**
 * Personal data by field name: an event parameter or user property named for a person's name
 * (`first_name`, `lastName`, `customer_name`, …) or a street address (`address`, `address_line_1`,
 * `shipping_street`, …) that carries a plain value. Google Analytics forbids sending names and street
 * addresses as it forbids e-mail addresses (the e-mail and phone scans of rules/personal-data/ find
 * those by their shape, in any parameter); a name or an address has no shape of its own, so the
 * parameter's name is the evidence here.
 *
 * Warnings, not errors: the field may hold a business's name or address (account enrichment tags such
 * as 6sense send the visitor's company), which is not personal data. Values that hold nothing personal
 * are left alone: hashes, placeholders (`undefined`, `(not set)`, `{{…}}`), numbers alone, and, for an
 * address, any value without a house number and a space (a city is no street address, nor is a
 * wallet's `0x…` address).
 */
import { forgetAfterEachCall } from '../../call-memory.js';
import type { RuleHit } from '../define-rule.js';
import { NO_HITS } from '../define-rule.js';
import { maskText } from '../personal-data/mask.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_SOURCES } from './sources.js';
import type { Ga4View, NamedValue } from './view.js';

/** Qualifiers a site puts before a name or address field: `customer_first_name`, `billing_address`. */
const WHOSE = '(?:user|customer|client|contact|billing|shipping|buyer|member|patient|visitor|lead)_';

/** A person's name, once the field name is snake case: `first_name`, `surname`, `customer_name`. */
const NAME_FIELD = new RegExp(
  `^(?:${WHOSE})?(?:(?:first|last|middle|given|family|full|maiden|sur)_?name|surname)$|` +
    '^(?:customer|contact|buyer|recipient|member|patient|cardholder|account_holder)_?name$',
);

/** A street address: `address`, `address2`, `address_line_1`, `street`, `shipping_street_address`. */
const ADDRESS_FIELD = new RegExp(
  `^(?:${WHOSE}|(?:home|mailing|postal|delivery|residential)_)?` +
    '(?:address|street(?:_?address)?)(?:_?line)?_?[0-9]?$',
);

/** Values that stand for no value: what tags send when the data layer had nothing. */
const PLACEHOLDERS = new Set([
  'undefined',
  'null',
  'none',
  'n/a',
  'na',
  'nan',
  'unknown',
  '(not set)',
  'not set',
  'not_set',
  'anonymous',
  'guest',
  'true',
  'false',
  'yes',
  'no',
]);

/** The field name in snake case, lower-cased: `firstName`, `First-Name` and `first name` give `first_name`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s.]+/g, '_')
    .toLowerCase();
}

type PersonalField = 'name' | 'address' | null;

/**
 * What each parameter name met in the call is named for: a capture repeats the same few names in
 * every event, so each is read once (at most MAX_NAMES of them per call).
 */
const FIELD_OF_NAME = new Map<string, PersonalField>();
const MAX_NAMES = 10_000;
forgetAfterEachCall(() => FIELD_OF_NAME.clear());

/**
 * `name` or `address` when the field is named for one (whatever its value), else null: the whole name,
 * or the last part of a nested one (`user_data.address.first_name`, as an object sent as event
 * parameters is flattened).
 */
export function personalFieldOf(name: string): PersonalField {
  let field = FIELD_OF_NAME.get(name);
  if (field !== undefined) return field;
  field = fieldNamedBy(name);
  const dot = name.lastIndexOf('.');
  if (field === null && dot !== -1) field = fieldNamedBy(name.slice(dot + 1));
  if (FIELD_OF_NAME.size < MAX_NAMES) FIELD_OF_NAME.set(name, field);
  return field;
}

function fieldNamedBy(name: string): PersonalField {
  if (name.length > 40) return null;
  const key = snakeCase(name);
  return NAME_FIELD.test(key) ? 'name' : ADDRESS_FIELD.test(key) ? 'address' : null;
}

/**
 * True when the value reads as a plain name or street address: some letters, no hash, no placeholder,
 * not an e-mail address or URL (other rules and scans own those), and for an address a digit as well.
 */
export function holdsPersonalValue(value: string, field: 'name' | 'address'): boolean {
  const text = value.trim();
  if (text.length < 2 || text.length > 200) return false;
  if (PLACEHOLDERS.has(text.toLowerCase()) || text.startsWith('{{') || text.startsWith('[redacted')) {
    return false;
  }
  if (/^[0-9a-f]{32,}$/i.test(text) || text.includes('@') || text.includes('://')) return false;
  if (!/\p{L}/u.test(text)) return false;
  // A street address has a house number and words around it: `0x71C7…` (a wallet) has no space.
  return field === 'name' || (/[0-9]/.test(text) && /\s/.test(text));
}

const WHAT = { name: "a person's name", address: 'a street address' } as const;

function hitsOf(view: Ga4View, field: 'name' | 'address'): readonly RuleHit[] {
  let hits: RuleHit[] | null = null;
  for (const param of view.eventParams) hits = withHit(hits, param, field, 'event parameter');
  for (const param of view.userProperties) hits = withHit(hits, param, field, 'user property');
  return hits ?? NO_HITS;
}

/** `hits` with the parameter's when it is named for `field` and holds one (a list made on the first). */
function withHit(
  hits: RuleHit[] | null,
  param: NamedValue,
  field: 'name' | 'address',
  kind: string,
): RuleHit[] | null {
  if (personalFieldOf(param.name) !== field || !holdsPersonalValue(param.value, field)) return hits;
  const masked = maskText(param.value);
  const list = hits ?? [];
  list.push({
    fieldPath: param.wireName,
    parameter: param.name,
    message:
      `The ${kind} ${param.name} (${param.wireName}) sends what reads as ${WHAT[field]} (${masked}). ` +
      'Google Analytics forbids personal data such as names and street addresses: remove it from the tag ' +
      "(send a region or a customer type instead). If it is a business's, not a person's, it may stay.",
    expected: `no ${field === 'name' ? 'name' : 'street address'}`,
    received: masked,
  });
  return list;
}

export const PERSONAL_DATA_FIELD_RULES = [
  ...defineGa4Rules({
    id: 'personal-data-name',
    code: 'PII_NAME',
    severity: 'warning',
    description: "No event parameter or user property named for a person's name may carry one.",
    source: GA4_SOURCES.personalData,
    check: (view) => hitsOf(view, 'name'),
  }),
  ...defineGa4Rules({
    id: 'personal-data-address',
    code: 'PII_ADDRESS',
    severity: 'warning',
    description: 'No event parameter or user property named for a street address may carry one.',
    source: GA4_SOURCES.personalData,
    check: (view) => hitsOf(view, 'address'),
  }),
];
