import { decodeComponent } from './decode-component.js';

/** A decoded name/value pair, in the order it was sent. The same name may appear more than once. */
export interface Param {
  name: string;
  value: string;
}

/**
 * Parses `a=1&b=2` (a query string without its `?`, or a form-encoded body) into decoded pairs.
 * One pass over the text; empty segments are skipped; a segment without `=` has an empty value.
 */
export function parseParams(text: string): Param[] {
  const params: Param[] = [];
  let start = 0;
  const length = text.length;
  // The next `=` at or after `start`, found again only once passed: the text is scanned once.
  let nextEq = -2;
  while (start <= length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = length;
    if (end > start) {
      if (nextEq !== -1 && nextEq < start) nextEq = text.indexOf('=', start);
      const eq = nextEq !== -1 && nextEq < end ? nextEq : -1;
      const nameEnd = eq === -1 ? end : eq;
      if (nameEnd > start) {
        const rawValue = eq === -1 ? '' : text.slice(eq + 1, end);
        params.push({ name: readName(text, start, nameEnd), value: decodeComponent(rawValue) });
      }
    }
    start = end + 1;
  }
  return params;
}

/**
 * Names met lately, by a hash of their characters: the same few dozen names come in every request, and
 * taking the known string instead of cutting a new one out of the text saves allocating it and hashing
 * it again in every later look-up (a string caches its hash).
 */
const NAME_SLOTS = 1024;
const names: Array<string | undefined> = new Array<string | undefined>(NAME_SLOTS);

/** The decoded name written in `text` from `start` to `end` (not empty), shared when met lately. */
function readName(text: string, start: number, end: number): string {
  if (end - start > 32) return decodeComponent(text.slice(start, end));
  let hash = end - start;
  for (let index = start; index < end; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  const slot = hash & (NAME_SLOTS - 1);
  const known = names[slot];
  if (known !== undefined && known.length === end - start && text.startsWith(known, start)) return known;
  const raw = text.slice(start, end);
  const name = decodeComponent(raw);
  // Only a name written as it reads is shared: the check above compares the raw text.
  if (name === raw) names[slot] = name;
  return name;
}

/** The first value of `name`, or undefined. */
export function getParam(params: readonly Param[], name: string): string | undefined {
  for (const param of params) if (param.name === name) return param.value;
  return undefined;
}

/**
 * Merges parameter lists: a name in a later list replaces every earlier value of that name
 * (a GA4 event line overriding the shared hit parameters). Values of one name end up together, at the
 * place where the name first appeared.
 */
export function mergeParams(...lists: ReadonlyArray<readonly Param[]>): Param[] {
  if (hasRepeatedName(lists)) return mergeRepeated(lists);
  // Every name appears once: nothing replaces nor regroups anything.
  return ([] as Param[]).concat(...lists);
}

/**
 * By name, the call of hasRepeatedName that last met it, in a box so that meeting a known name costs
 * one lookup. Kept between calls, so that looking for a repeated name allocates nothing once the usual
 * names are known (a Set per call was the main garbage of decoding).
 */
const lastCallOf = new Map<string, { call: number }>();
const MAX_REMEMBERED_NAMES = 10_000;
let call = 0;

function hasRepeatedName(lists: ReadonlyArray<readonly Param[]>): boolean {
  if (lastCallOf.size > MAX_REMEMBERED_NAMES) lastCallOf.clear();
  const current = ++call;
  for (const list of lists) {
    for (const param of list) {
      const last = lastCallOf.get(param.name);
      if (last === undefined) lastCallOf.set(param.name, { call: current });
      else if (last.call === current) return true;
      else last.call = current;
    }
  }
  return false;
}

/** mergeParams when a name appears more than once, in one list or across several. */
function mergeRepeated(lists: ReadonlyArray<readonly Param[]>): Param[] {
  const merged = new Map<string, Param[]>();
  for (const list of lists) {
    const seenHere = new Set<string>();
    for (const param of list) {
      if (!seenHere.has(param.name)) {
        merged.set(param.name, []);
        seenHere.add(param.name);
      }
      merged.get(param.name)?.push(param);
    }
  }
  return [...merged.values()].flat();
}
