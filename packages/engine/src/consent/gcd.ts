/**
 * Google consent mode's `gcd` string. Google does not document it; the reading below is the common one
 * of the field (sources and last-verified date in facts.ts), checked against real hits
 * (`13t3t3t3t5l1` with `gcs=G111`, `13l3l3l3l1l1` without `gcs`, `11p1p1p1p5`).
 *
 * Shape: `1` + a digit (the version), then one letter and one digit per consent type, in the order
 * ad_storage, analytics_storage, ad_user_data, ad_personalization; newer tags add further letter–digit
 * pairs, kept but not read. The character after a type's letter is not read either: some tags of 2025
 * put a letter there (`13p3tPp2p7l1` on wetransfer.com, `13l3lPl2l1l1` on claropay.com.ar). Each letter is a base64url digit (A=0 … z=51): bits 2–3 give the default
 * state, bits 0–1 the update state (1 not set, 2 denied, 3 granted), bit 5 is always set. The nine
 * letters are thus l m n (no default), p q r (denied by default), t u v (granted by default).
 */
import { CONSENT_TYPES, type ConsentType, type ConsentValue } from './consent-value.js';

/** One consent type as `gcd` reports it. */
export interface GcdState {
  letter: string;
  default: ConsentValue;
  update: ConsentValue;
  /** The update if there was one, else the default. */
  state: ConsentValue;
}

export type GcdReading = Record<ConsentType, GcdState>;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const FIELD: ReadonlyArray<ConsentValue | null> = [null, 'not set', 'denied', 'granted'];
/** The letter of each type, then a character not read: a digit mostly, a letter in some 2025 tags. */
const SHAPE = /^1[0-9](?:[a-zA-Z][0-9a-zA-Z]){4,}$/;

/** Reads one letter; null when it is not one of the nine known. */
export function readGcdLetter(letter: string): GcdState | null {
  const index = letter.length === 1 ? BASE64URL.indexOf(letter) : -1;
  if (index < 32 || index > 47) return null;
  const byDefault = FIELD[(index >> 2) & 3] ?? null;
  const byUpdate = FIELD[index & 3] ?? null;
  if (byDefault === null || byUpdate === null) return null;
  return {
    letter,
    default: byDefault,
    update: byUpdate,
    state: byUpdate === 'not set' ? byDefault : byUpdate,
  };
}

/** Reads a `gcd` value; null (never a guess) when its shape or a letter is unknown. Never throws. */
export function readGcd(gcd: string): GcdReading | null {
  const reading = readGcdTypes(gcd);
  return reading === null || reading.unread.length > 0 ? null : (reading.states as GcdReading);
}

/** A `gcd` read type by type: the types whose letter is known, and those left unread. */
export interface GcdTypesReading {
  states: Partial<GcdReading>;
  /** The types whose letter is an upper-case one, which no reading covers, in gcd's order. */
  unread: Array<{ type: ConsentType; letter: string }>;
}

const UPPER_CASE = /^[A-Z]$/;

/**
 * Reads a `gcd` value type by type. Tags of 2025 send an upper-case letter for one type among known
 * lower-case ones (`13l3l3R3l5l1`, `13p3p3V3p5l1`, `13t3t3Z3t5l1`, always ad_user_data, on 8 of 842
 * Argentine sites captured in August 2025); no public reading covers those letters, so that type is left
 * unread and the others are read. Null when the shape is unknown, when a letter is neither known nor
 * upper-case, or when no type can be read. Never throws.
 */
export function readGcdTypes(gcd: string): GcdTypesReading | null {
  if (typeof gcd !== 'string' || !SHAPE.test(gcd)) return null;
  const reading: GcdTypesReading = { states: {}, unread: [] };
  for (let index = 0; index < CONSENT_TYPES.length; index++) {
    const type = CONSENT_TYPES[index] as ConsentType;
    const letter = gcd.charAt(2 + index * 2);
    const state = readGcdLetter(letter);
    if (state !== null) reading.states[type] = state;
    else if (UPPER_CASE.test(letter)) reading.unread.push({ type, letter });
    else return null;
  }
  return reading.unread.length === CONSENT_TYPES.length ? null : reading;
}

/** How a type's state came about, in words: `denied by default, granted by update`. */
export function describeGcdState(state: GcdState): string {
  if (state.default === 'not set' && state.update === 'not set') return 'no default, no update';
  const parts: string[] = [];
  if (state.default !== 'not set') parts.push(`${state.default} by default`);
  else parts.push('no default');
  if (state.update !== 'not set') parts.push(`${state.update} by update`);
  return parts.join(', ');
}
