import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeComponent } from './decode-component.js';
import { parseParams } from './params.js';

/** The plain reading parseParams must give: split on `&`, then on the first `=`, each side decoded. */
function reference(text: string): Array<{ name: string; value: string }> {
  const params: Array<{ name: string; value: string }> = [];
  for (const segment of text.split('&')) {
    if (segment.length === 0) continue;
    const eq = segment.indexOf('=');
    const rawName = eq === -1 ? segment : segment.slice(0, eq);
    if (rawName.length === 0) continue;
    const rawValue = eq === -1 ? '' : segment.slice(eq + 1);
    params.push({ name: fromEscapes(rawName), value: fromEscapes(rawValue) });
  }
  return params;
}

/** decodeComponent without its cache of recent texts. */
function fromEscapes(text: string): string {
  const input = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(input);
  } catch {
    return decodeComponent(`${input}${' '.repeat(600)}`).slice(0, -600);
  }
}

/** Short names and values over few characters, so that names repeat and collide in the shared-name table. */
const piece = fc.stringMatching(/^[a-c%2E0+~=_]{0,6}$/);
const longPiece = fc.stringMatching(/^[a-z%C3A9]{30,40}$/);
const query = fc
  .array(fc.tuple(fc.oneof(piece, longPiece), fc.oneof(piece, longPiece)), { maxLength: 8 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

describe('parseParams', () => {
  it('reads every query as the plain split-and-decode does, whatever names and escapes it met before', () => {
    fc.assert(
      fc.property(fc.array(query, { minLength: 1, maxLength: 20 }), (queries) => {
        for (const text of queries) expect(parseParams(text)).toEqual(reference(text));
      }),
      { numRuns: 3000 },
    );
  });
});
