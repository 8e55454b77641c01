import { forgetAfterEachCall } from '../call-memory.js';
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
      if (nameEnd > start) params.push(readParam(text, start, nameEnd, eq === -1 ? end : eq + 1, end));
    }
    start = end + 1;
  }
  return params;
}

/** A parameter name met in the call: the name it reads as, and the value it was last sent with. */
interface KnownName {
  name: string;
  /** The value last met under the name, as written, and the parameter read from it (null: none kept). */
  lastRaw: string;
  last: Param | null;
}

/**
 * Parameter names met in the call, by the text they are written as: the same few dozen names come in
 * request after request, most with the value they had the last time. A name met again is the known
 * string (neither decoded nor hashed again in later look-ups: a string caches its hash); a name met
 * again with the value it had is the same (never mutated) parameter, not decoded again. Names and
 * values are cut out and compared whole: a map look-up and a comparison of two strings cost less than
 * hashing or comparing them inside the text, character by character.
 */
const KNOWN_NAMES = new Map<string, KnownName>();
const MAX_KNOWN_NAMES = 4_096;
/** Longer names and values rarely repeat: they are read as they come. */
const MAX_SHARED_NAME = 32;
const MAX_SHARED_VALUE = 200;

forgetAfterEachCall(() => KNOWN_NAMES.clear());

/**
 * The parameter written in `text`: its name from `start` to `nameEnd` (not empty), its value from
 * `valueStart` to `end` (empty when the segment has no `=`), shared when met lately.
 */
function readParam(text: string, start: number, nameEnd: number, valueStart: number, end: number): Param {
  const rawName = text.slice(start, nameEnd);
  const rawValue = text.slice(valueStart, end);
  if (rawName.length > MAX_SHARED_NAME) return read(rawName, rawValue);
  let known = KNOWN_NAMES.get(rawName);
  if (known === undefined) {
    if (KNOWN_NAMES.size >= MAX_KNOWN_NAMES) return read(rawName, rawValue);
    known = { name: decodeComponent(rawName), lastRaw: '', last: null };
    KNOWN_NAMES.set(rawName, known);
  } else if (known.last !== null && known.lastRaw === rawValue) return known.last;
  const param = { name: known.name, value: decodeComponent(rawValue) };
  if (rawValue.length <= MAX_SHARED_VALUE) {
    known.lastRaw = rawValue;
    known.last = param;
  }
  return param;
}

/** A parameter read as it comes: its name and value decoded. */
function read(rawName: string, rawValue: string): Param {
  return { name: decodeComponent(rawName), value: decodeComponent(rawValue) };
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
 * one lookup. Kept from one request to the next, so that looking for a repeated name allocates nothing
 * once the usual names are known (a Set per call was the main garbage of decoding).
 */
const lastCallOf = new Map<string, { call: number }>();
const MAX_REMEMBERED_NAMES = 10_000;
let call = 0;

forgetAfterEachCall(() => lastCallOf.clear());

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
