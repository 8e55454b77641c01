/**
 * Custom item parameters in a GA4 item string. Undocumented by Google: gtag.js sends each as two
 * fields, `k<index><name>` then `v<index><value>`, the index counting the item's custom parameters
 * from 0 (`k0metric1~v039.95~k1dimension6~v1Rum%2FSpiced`, seen on real hits).
 */
import { appendAll } from '../../append-all.js';

/**
 * A custom item field, `k<index><name>` or `v<index><value>`: its letter, the text after the letter
 * and how many digits that text starts with (at least one).
 */
export interface CustomField {
  kind: 'k' | 'v';
  text: string;
  digits: number;
}

/** The custom item field `segment` is, or null for a field with a two-character code (`va`, `ka`). */
export function readCustomField(segment: string): CustomField | null {
  const kind = segment[0];
  if (kind !== 'k' && kind !== 'v') return null;
  let end = 1;
  while (end < segment.length && segment[end]! >= '0' && segment[end]! <= '9') end++;
  if (end === 1) return null;
  return { kind, text: segment.slice(1), digits: end - 1 };
}

/** A custom item parameter's key (`k<index><name>`) and the value given to it, once met. */
interface CustomKey {
  index: string;
  name: string;
  value: string | undefined;
}

/**
 * Pairs the custom item fields of one item string, in the order sent: `pairs` holds each key's name
 * with its value, in the order of the keys; `malformed` the fields left without their other half (a
 * key by its whole field, `k3rating`, a value by `v` and its digits, `v34`).
 *
 * A parameter name starts with a letter, so a key's index is every digit after its `k` (`k10material`
 * is `material` at index 10); a later key of the same index renames it. A value may start with digits
 * itself (`v039.95` is 39.95 at index 0, `v570` is 70 at index 5), so a value's index is the index of
 * a key its digits start with: the key sent last before it (gtag.js sends each value right after its
 * key: `k1a~v105` is 05 at index 1 even when index 10 exists), else the key with the longest such
 * index still without a value, else the key whose index is all its digits (a repeated value replaces
 * the first).
 *
 * @example
 * pairCustomFields([readCustomField('k0abv')!, readCustomField('v042.6')!]).pairs
 * // [{ name: 'abv', value: '42.6' }]
 */
export function pairCustomFields(fields: readonly CustomField[]): {
  pairs: Array<{ name: string; value: string }>;
  malformed: string[];
} {
  const keys = new KeysByIndex();
  // The key of each `k` field, in the order sent: the key sent last before a value is its likeliest.
  const sentKeys: CustomKey[] = [];
  for (const field of fields) if (field.kind === 'k') sentKeys.push(keys.add(field.text, field.digits));
  let lostValues: Set<string> | null = null;
  let sent = 0;
  for (const field of fields) {
    if (field.kind === 'k') {
      sent++;
      continue;
    }
    const key = keys.keyOf(field.text, field.digits, sentKeys[sent - 1]);
    if (key === undefined) (lostValues ??= new Set()).add(`v${field.text.slice(0, field.digits)}`);
    else key.value = field.text.slice(key.index.length);
  }
  const pairs: Array<{ name: string; value: string }> = [];
  const malformed: string[] = [];
  for (const key of keys.inOrder) {
    if (key.value === undefined) malformed.push(`k${key.index}${key.name}`);
    else pairs.push({ name: key.name, value: key.value });
  }
  if (lostValues !== null) appendAll(malformed, [...lostValues]);
  return { pairs, malformed };
}

/**
 * Keys by index, in a trie of the index digits: the keys whose index starts a value's digits are found
 * in one walk along those digits, whatever the number of keys (an item string can be megabytes long).
 */
class KeysByIndex {
  /** The child of node `n` for digit `d` at `n * 10 + d`; node 0 is the root (the empty index). */
  private readonly children = new Map<number, number>();
  private readonly keyAt: Array<CustomKey | undefined> = [undefined];
  /** The keys in the order their index was first sent. */
  readonly inOrder: CustomKey[] = [];

  /** The key of the field `k<text>`, whose index is its first `digits` characters. */
  add(text: string, digits: number): CustomKey {
    let node = 0;
    for (let i = 0; i < digits; i++) {
      const edge = node * 10 + text.charCodeAt(i) - 48;
      let child = this.children.get(edge);
      if (child === undefined) {
        child = this.keyAt.length;
        this.keyAt.push(undefined);
        this.children.set(edge, child);
      }
      node = child;
    }
    const name = text.slice(digits);
    let key = this.keyAt[node];
    if (key === undefined) {
      key = { index: text.slice(0, digits), name, value: undefined };
      this.keyAt[node] = key;
      this.inOrder.push(key);
    } else key.name = name;
    return key;
  }

  /** The key of the field `v<text>` (`digits` digits long), `previous` being the key sent last before it. */
  keyOf(text: string, digits: number, previous: CustomKey | undefined): CustomKey | undefined {
    let node = 0;
    let longestFree: CustomKey | undefined;
    let all: CustomKey | undefined;
    for (let i = 0; i < digits; i++) {
      const child = this.children.get(node * 10 + text.charCodeAt(i) - 48);
      if (child === undefined) break;
      node = child;
      const key = this.keyAt[node];
      if (key === undefined) continue;
      if (key === previous && key.value === undefined) return key;
      if (key.value === undefined) longestFree = key;
      if (i === digits - 1) all = key;
    }
    return longestFree ?? all;
  }
}
