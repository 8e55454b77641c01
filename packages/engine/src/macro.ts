import { decodeComponent } from './url/decode-component.js';

/**
 * A template macro the tag or ad server that built a request never filled in: `${GDPR}`,
 * `[##Email Address##]`, `%%CACHEBUSTER%%`. The vendor receives the macro's name instead of its value.
 * (`{{…}}`, a tag manager's variable, is left to the rules that know the field: Meta's pixel id, UTM
 * tags.)
 */
const MACRO = /\$\{[A-Za-z_][\w.]*\}|##[A-Za-z][\w .-]*##|%%[A-Za-z]\w*%%/;
const SHORTEST_MACRO = 5;

/** The start of a macro still percent-encoded (a value encoded twice): `%23%23`, `%24%7B`, `%25%25`. */
const ENCODED_MACRO = /%23%23|%24%7B|%25%25/i;

/** The first unfilled macro in a value, also when the value is still percent-encoded once; or null. */
export function macroIn(value: string): string | null {
  if (value.length < SHORTEST_MACRO) return null;
  const macro = MACRO.exec(value)?.[0];
  if (macro !== undefined) return macro;
  return ENCODED_MACRO.test(value) ? (MACRO.exec(decodeComponent(value, false))?.[0] ?? null) : null;
}
