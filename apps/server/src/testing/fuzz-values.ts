import fc from 'fast-check';

/**
 * fast-check arbitraries of hostile input for the API's property tests: strings with NULs, lone
 * surrogates, huge or odd unicode; JSON values of every shape, some nested thousands of levels deep;
 * and the percent-encoding of any of them in a URL.
 */

/** A list nested `levels` deep; `JSON.stringify` would overflow on it, {@link toJsonText} writes it. */
export class DeepList {
  constructor(readonly levels: number) {}
  toJSON(): string {
    return `@@deep-list-${this.levels}@@`;
  }
}

/** Characters no storage takes alike (NUL, lone surrogates) and some that every storage must take. */
const ODD_CHARACTER = fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uDBFF\uDBFF', '\uFFFF', '🛒', '\u202E');

/** Strings a careless server trips on: odd characters spliced into text, huge text, JSON-looking text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), ODD_CHARACTER, fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'unique()',
      '__proto__',
      'constructor',
      "'; DROP TABLE users; --",
      '%00',
      '../../etc/passwd',
      'https://evil.example/',
      '1e999',
      '{}',
      '[]',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 70_000 }).map((length) => 'x'.repeat(length)) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2, max: 20_000 })
      .map((levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`),
  },
);

/** Scalars of every JSON type, odd numbers included. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON-ish value: scalars, arrays, objects with odd keys, and lists nested far too deep. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 20_000 }).map((levels) => new DeepList(levels)) },
);

/** Mostly `value`, now and then any value in its place (a wrong type, a deep list). */
export function maybe<T>(value: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 15, arbitrary: value }, { weight: 1, arbitrary: anyValue });
}

/** Mostly text as a form would send it (ASCII or any unicode), now and then a {@link nastyString}. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }) },
  { weight: 1, arbitrary: nastyString },
);

/** JSON text of `value`, {@link DeepList}s written out in full. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /"@@deep-list-(\d+)@@"/g,
    (_text, levels: string) => `${'['.repeat(Number(levels))}${']'.repeat(Number(levels))}`,
  );
}

/** Percent-encodes every UTF-8 byte of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A URL segment: an ordinary id, hostile text, or raw bytes that are not UTF-8. */
export const urlSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('tagproof', 'tests', 'triggers', 'testsuitesresults', 'unique()').map(percentEncode),
  nastyString
    .filter((text) => text.length > 0 && text.length < 2000 && text !== 'current')
    .map(percentEncode),
  fc
    .uint8Array({ minLength: 1, maxLength: 8 })
    .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
);

/** One request; `signedIn` sends the test user's session cookie. */
export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON-ish body, or raw text sent as it is with a JSON content type. */
  body?: { json: unknown } | { raw: string };
  signedIn: boolean;
}

/** A JSON body made of `record`, or any value, or raw text. */
export function body(record: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest['body']> {
  return fc.oneof(
    { weight: 10, arbitrary: record.map((json) => ({ json })) },
    { weight: 1, arbitrary: anyValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: nastyString.map((raw) => ({ raw })) },
  );
}
