import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadNegativeFixtures, loadPositiveFixtures } from './fixtures.js';

let vendorDir = '';
beforeEach(() => {
  vendorDir = mkdtempSync(join(tmpdir(), 'tagproof-fixtures-'));
  mkdirSync(join(vendorDir, 'fixtures', 'negative'), { recursive: true });
});
afterEach(() => rmSync(vendorDir, { recursive: true, force: true }));

const write = (path: string, content: unknown) =>
  writeFileSync(join(vendorDir, 'fixtures', path), JSON.stringify(content));
const request = { url: 'https://example.com/collect', body: 'a=1' };

describe('the vendor fixture loader', () => {
  it('reads positive and negative fixtures, a body under either name', () => {
    write('hit.json', {
      description: 'a hit',
      request,
      expected: [{ category: 'X', eventName: 'e', accountID: null, parameters: { a: '1' } }],
    });
    write('negative/other.json', { description: 'not a hit', request, category: null });
    expect(loadPositiveFixtures(vendorDir)).toEqual([
      expect.objectContaining({ file: 'hit.json', request, description: 'a hit' }),
    ]);
    expect(loadNegativeFixtures(vendorDir)).toEqual([
      expect.objectContaining({ file: 'other.json', category: null }),
    ]);
  });

  it('names the file and the place of a misspelt key or a value of the wrong type', () => {
    write('typo.json', {
      description: 'a hit',
      request,
      expected: [{ category: 'X', eventName: 'e', accountID: null, finding: ['PII_EMAIL'] }],
    });
    expect(() => loadPositiveFixtures(vendorDir)).toThrow('typo.json: expected[0]: unknown key "finding"');
    write('typo.json', { description: 'a hit', request: { url: 42 }, expected: [] });
    expect(() => loadPositiveFixtures(vendorDir)).toThrow('typo.json: request.url: not a string');
    write('negative/bad.json', { description: 'x', request, category: 3 });
    expect(() => loadNegativeFixtures(vendorDir)).toThrow('bad.json: category: not a string');
  });
});
