import { decodeComponent } from './url/decode-component.js';

/**
 * A template macro the tag or ad server that built a request never filled in: `${GDPR}`,
 * `[##Email Address##]`, `%%CACHEBUSTER%%`, or the start of one still percent-encoded (a value encoded
 * twice: `%23%23`, `%24%7B`, `%25%25`), or a whole value that is a template's placeholder in capitals,
 * `{SKU}`, `{USERID}` (real on www.coppel.com.ar's Groovinads pixel, 2025). The vendor receives the
 * macro's name instead of its value. (`{{…}}`, a tag manager's variable, is left to the rules that know
 * the field: Meta's pixel id, UTM tags.)
 */
const MACRO = /\$\{[A-Za-z_][\w.]*\}|##[A-Za-z][\w .-]*##|%%[A-Za-z]\w*%%|%23%23|%24%7B|%25%25/i;
const SHORTEST_MACRO = 5;
/** A whole value `{NAME}` in capitals (see above). */
const PLACEHOLDER = /^\{[A-Z][A-Z0-9_]*\}$/;

/** The first unfilled macro in a value, also when the value is still percent-encoded once; or null. */
export function macroIn(value: string): string | null {
  if (value.charCodeAt(0) === 123 /* { */ && PLACEHOLDER.test(value)) return value;
  // Every other macro holds `$`, `#` or `%`: most values (ids, numbers, names) have none, found at once.
  if (
    value.length < SHORTEST_MACRO ||
    (value.indexOf('%') === -1 && value.indexOf('#') === -1 && value.indexOf('$') === -1)
  )
    return null;
  const macro = MACRO.exec(value)?.[0];
  if (macro === undefined) return null;
  if (macro.charCodeAt(0) !== 37 /* % */ || macro.charCodeAt(1) === 37) return macro;
  // An encoded start: the macro is the decoded value's.
  const decoded = decodeComponent(value, false);
  if (decoded === value) return null;
  const inner = MACRO.exec(decoded)?.[0];
  return inner === undefined || (inner.charCodeAt(0) === 37 && inner.charCodeAt(1) !== 37) ? null : inner;
}
