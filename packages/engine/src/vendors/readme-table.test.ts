/**
 * The README's vendor table ("## What Tagproof recognises") and the registry stay in step: every
 * registered vendor has a row (its code in backticks in the first column), and every row is a
 * registered vendor.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_CODES } from './lookup.js';

const README = join(import.meta.dirname, '../../../../README.md');
const SECTION = '## What Tagproof recognises';

/** The codes of the first column of the section's table, in order (header and rule left out). */
function tableCodes(markdown: string): string[] {
  const start = markdown.indexOf(SECTION);
  if (start === -1) return [];
  const next = markdown.indexOf('\n## ', start + SECTION.length);
  const section = markdown.slice(start, next === -1 ? undefined : next);
  const codes: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.trimStart().startsWith('|')) continue;
    const first = line.trim().slice(1).split('|')[0]?.trim() ?? '';
    const code = /^`([^`]+)`$/.exec(first)?.[1];
    if (code !== undefined) codes.push(code);
  }
  return codes;
}

describe("the README's vendor table", () => {
  const codes = tableCodes(readFileSync(README, 'utf8'));

  it('has a row for every registered vendor', () => {
    expect(VENDOR_CODES.filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('lists only registered vendors, each once', () => {
    expect(codes.filter((code) => !VENDOR_CODES.includes(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads codes from the first column only, skipping the header and the rule', () => {
    const markdown = [
      SECTION,
      '| Code | Vendor | Recognised by |',
      '| --- | --- | --- |',
      '| `A_CODE` | A | `/path` with `OTHER` |',
      '|`B`|B|x|',
      '## Next',
      '| `C` | not this section |',
    ].join('\n');
    expect(tableCodes(markdown)).toEqual(['A_CODE', 'B']);
  });
});
