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

/**
 * Parameters met lately, by a hash of their names: the same few dozen names come in request after
 * request, most with the value they had the last time. A name met again is the known string (not
 * hashed again in later look-ups: a string caches its hash); a name met again with the value it had is
 * the same (never mutated) parameter, not decoded again. Both are cut out and compared whole: comparing
 * two strings costs less than comparing one inside the text (`startsWith` at a position).
 */
const SLOTS = 1024;
/** Per slot, the name as written (only names written as they read are kept). */
const names: Array<string | undefined> = new Array<string | undefined>(SLOTS);
/** Per slot, the value last met as written, and the parameter read from it. */
const rawValues: Array<string | undefined> = new Array<string | undefined>(SLOTS);
const lastParams: Array<Param | undefined> = new Array<Param | undefined>(SLOTS);
/** Longer names and values rarely repeat: they are read as they come. */
const MAX_SHARED_NAME = 32;
const MAX_SHARED_VALUE = 200;

/** The slots written during the call, so that forgetting a small call does not sweep every slot. */
const written: number[] = [];

forgetAfterEachCall(() => {
  if (written.length >= SLOTS / 4) {
    names.fill(undefined);
    rawValues.fill(undefined);
    lastParams.fill(undefined);
  } else {
    for (const slot of written) {
      names[slot] = undefined;
      rawValues[slot] = undefined;
      lastParams[slot] = undefined;
    }
  }
  written.length = 0;
});

/**
 * The parameter written in `text`: its name from `start` to `nameEnd` (not empty), its value from
 * `valueStart` to `end` (empty when the segment has no `=`), shared when met lately.
 */
function readParam(text: string, start: number, nameEnd: number, valueStart: number, end: number): Param {
  const nameLength = nameEnd - start;
  if (nameLength > MAX_SHARED_NAME) return read(text.slice(start, nameEnd), text.slice(valueStart, end));
  let hash = nameLength;
  for (let index = start; index < nameEnd; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  const slot = hash & (SLOTS - 1);
  let name = names[slot];
  const raw = text.slice(start, nameEnd);
  if (name !== raw) {
    name = decodeComponent(raw);
    // Only a name written as it reads is shared: the check above compares the written text.
    if (name !== raw) return read(name, text.slice(valueStart, end), false);
    if (names[slot] === undefined && written.length < SLOTS / 4) written.push(slot);
    names[slot] = name;
    rawValues[slot] = undefined;
    lastParams[slot] = undefined;
  }
  const valueLength = end - valueStart;
  const lastRaw = rawValues[slot];
  const rawValue = text.slice(valueStart, end);
  if (lastRaw !== undefined && lastRaw.length === valueLength && lastRaw === rawValue)
    return lastParams[slot] as Param;
  const param = { name, value: decodeComponent(rawValue) };
  if (valueLength <= MAX_SHARED_VALUE) {
    rawValues[slot] = rawValue;
    lastParams[slot] = param;
  }
  return param;
}

/** A parameter read as it comes: its value decoded, and its name too unless already decoded. */
function read(name: string, rawValue: string, nameIsRaw = true): Param {
  return { name: nameIsRaw ? decodeComponent(name) : name, value: decodeComponent(rawValue) };
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
