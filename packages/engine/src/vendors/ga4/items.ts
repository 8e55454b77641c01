import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import type { Param } from '../../url/params.js';
import { forgetAfterEachCall } from '../../call-memory.js';
import { pairCustomFields, readCustomField, type CustomField } from './item-custom-params.js';
import { GA4_ITEM_FIELDS } from './params.js';

/**
 * Decodes one GA4 item string (`idSKU_1~nmShirt~pr10.5~qt2~k0color~v0red`) into item fields named
 * `pr1.id`, `pr1.nm`, ... (wire names), custom item parameters as `pr1.<key>` (`pr1.color`).
 * Undocumented by Google: fields are `~`-separated, each a two-character code followed by its value;
 * a custom item parameter is a pair `k<index><name>`, `v<index><value>` (see item-custom-params.ts).
 */
export function decodeItemString(wireName: string, value: string): { params: Param[]; findings: Finding[] } {
  const params: Param[] = [];
  const findings: Finding[] = [];
  // Custom fields are rare: their list is made when the first one is met.
  let customFields: CustomField[] | null = null;
  let unindexedKeys: string[] | null = null;
  for (const segment of value.split('~')) {
    if (segment.length === 0) continue;
    if (segment.length < 2) {
      findings.push(truncated(wireName, value, segment));
      continue;
    }
    const custom = readCustomField(segment);
    if (custom !== null) {
      (customFields ??= []).push(custom);
      continue;
    }
    if (isUnindexedKey(segment, value)) {
      (unindexedKeys ??= []).push(segment);
      continue;
    }
    const field = fieldOf(wireName, segment);
    const fieldValue = segment.slice(2);
    if (field.known) params.push({ name: field.name, value: fieldValue });
    else {
      const { code } = field;
      findings.push(
        makeFinding('PARAMETER_FORMAT_UNKNOWN', {
          fieldPath: wireName,
          parameter: `item ${wireName.slice(2)}`,
          message: `Item ${wireName.slice(2)} has a field with the unknown code "${code}"; it is shown as it was sent.`,
          received: segment,
        }),
      );
      params.push({ name: field.name, value: fieldValue });
    }
  }
  const text = params.length === 0 && unindexedKeys === null ? textSpeltOut(customFields) : null;
  if (text !== null) {
    for (let index = 0; index < text.length; index++)
      params.push({ name: `${wireName}.${index}`, value: text[index] ?? '' });
    findings.push(textItem(wireName, value, text.join('')));
  } else if (customFields !== null) {
    const custom = pairCustomFields(customFields);
    for (const { name, value: customValue } of custom.pairs)
      params.push({ name: `${wireName}.${name}`, value: customValue });
    for (const near of custom.malformed) {
      // A value left without its key is explained by the key sent without its index.
      if (unindexedKeys === null || near.startsWith('k')) findings.push(truncated(wireName, value, near));
    }
  }
  for (const key of unindexedKeys ?? []) findings.push(unindexed(wireName, value, key));
  return { params, findings };
}

/**
 * A custom item parameter's key sent without its index (`kvariant_name` for `k0variant_name`), in an
 * item that has custom values: no GA4 field code starts with `k`.
 */
function isUnindexedKey(segment: string, item: string): boolean {
  const second = segment.charCodeAt(1);
  const letter = (second >= 65 && second <= 90) || (second >= 97 && second <= 122) || second === 95;
  return segment.length > 2 && segment[0] === 'k' && letter && /~v[0-9]/.test(item);
}

function unindexed(wireName: string, value: string, key: string): Finding {
  const name = key.slice(1);
  return makeFinding('ITEM_STRING_TRUNCATED', {
    fieldPath: wireName,
    parameter: `item ${wireName.slice(2)}`,
    message:
      `Item ${wireName.slice(2)} sends the custom parameter key "${key}" without its index (k0${name} ` +
      `for the first), so GA4 cannot pair it with its value, and the parameter is lost. The tag builds ` +
      'the item string by hand: let gtag.js build it from the items array.',
    expected: `k<index>${name}, then v<index><value>`,
    received: value,
  });
}

/**
 * The text an item spells out when the tag put a text in the items list instead of an object
 * (`items: ['SUB03']`): gtag.js then reads the text's characters as the item's fields, each a custom
 * parameter named after its position, `k00~v0S~k11~v1U~k22~v2B~k33~v30~k44~v43` (a real 2025 capture
 * of portablenorthpole.com). Answers the characters in order, or null for any other item: every field
 * must be the key `k<i><i>` or the value `v<i><one character>` of the next position, from 0.
 */
function textSpeltOut(fields: readonly CustomField[] | null): string[] | null {
  if (fields === null || fields.length % 2 !== 0) return null;
  const characters: string[] = [];
  for (let index = 0; index * 2 < fields.length; index++) {
    const key = fields[index * 2];
    const character = fields[index * 2 + 1];
    const position = String(index);
    if (key?.kind !== 'k' || key.text !== position + position) return null;
    if (character?.kind !== 'v' || !character.text.startsWith(position)) return null;
    const rest = character.text.slice(position.length);
    if (rest.length === 0 || [...rest].length !== 1) return null;
    characters.push(rest);
  }
  return characters;
}

function textItem(wireName: string, value: string, text: string): Finding {
  return makeFinding('ITEM_STRING_TRUNCATED', {
    fieldPath: wireName,
    parameter: `item ${wireName.slice(2)}`,
    message:
      `Item ${wireName.slice(2)} is the text "${text.slice(0, 100)}", not a product: the tag put a text in ` +
      'the items list, so gtag.js sent each of its characters as a custom item parameter (k00~v0…) and ' +
      `GA4 receives an item with no id and no name. Send each item as an object (item_id: "${text.slice(0, 40)}").`,
    expected: 'an item object: id…~nm…~…',
    received: value,
  });
}

/** An item field by its code: `pr1.id` for the code `id` of `pr1`, and whether the code is a GA4 one. */
interface ItemField {
  code: string;
  name: string;
  known: boolean;
}

/**
 * Per item wire name (`pr1`), the fields met in the call, by the code units of their two-character
 * code: hits send the same items' fields again and again, each then read without cutting out its code
 * nor building its name again (and later looked up by the same name string, whose hash is kept).
 */
const FIELDS = new Map<string, Map<number, ItemField>>();
const MAX_ITEM_NAMES = 1_000;
forgetAfterEachCall(() => FIELDS.clear());

/** The field whose code starts `segment` (at least two characters long) in the item `wireName`. */
function fieldOf(wireName: string, segment: string): ItemField {
  const first = segment.charCodeAt(0);
  const second = segment.charCodeAt(1);
  // Codes are ASCII: a key of two 7-bit units stays a small integer.
  if (first >= 128 || second >= 128) return readField(wireName, segment);
  let fields = FIELDS.get(wireName);
  if (fields === undefined) {
    fields = new Map();
    if (FIELDS.size < MAX_ITEM_NAMES) FIELDS.set(wireName, fields);
  }
  const key = first * 128 + second;
  let field = fields.get(key);
  if (field === undefined) {
    field = readField(wireName, segment);
    fields.set(key, field);
  }
  return field;
}

/** The field whose code starts `segment`, read as it comes. */
function readField(wireName: string, segment: string): ItemField {
  const code = segment.slice(0, 2);
  return { code, name: `${wireName}.${code}`, known: code in GA4_ITEM_FIELDS };
}

function truncated(wireName: string, value: string, segment: string): Finding {
  return makeFinding('ITEM_STRING_TRUNCATED', {
    fieldPath: wireName,
    parameter: `item ${wireName.slice(2)}`,
    message: `Item ${wireName.slice(2)} is cut off or malformed near "${segment}", so part of it may be lost.`,
    expected: 'two-letter field codes followed by their values, separated by ~',
    received: value,
  });
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (char < '0' || char > '9') return false;
  return true;
}

/** True for an item wire name `pr1` … `pr200` (any number: the limit is a rule, not decoding). */
export function isItemParam(name: string): boolean {
  return name.length > 2 && name.startsWith('pr') && isDigits(name.slice(2));
}
