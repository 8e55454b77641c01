/**
 * Vendor knowledge stays in this folder: no source file elsewhere (tests, test helpers and fixtures
 * aside) writes a vendor code as a string literal or an object key. Modules keyed to one vendor import
 * its code constant from the vendor's folder (`ga4/code.ts`); the apps read vendor facts from the
 * engine. Enforced here rather than in review.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_CODE_ALIASES, VENDOR_CODES } from './lookup.js';

const root = join(import.meta.dirname, '../../../..');
const vendorsFolder = relative(root, import.meta.dirname)
  .split(sep)
  .join('/');

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', 'fixtures']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) sourceFiles(path, out);
    } else if (SOURCE.test(name) && !/\.test\.|\.spec\./.test(name)) {
      out.push(path);
    }
  }
  return out;
}

function sourceRoots(): string[] {
  return ['packages', 'apps'].flatMap((area) =>
    readdirSync(join(root, area))
      .map((name) => join(root, area, name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const codes = [...VENDOR_CODES, ...Object.keys(VENDOR_CODE_ALIASES)];
const alternatives = codes.map(escape).join('|');
/** A code as a quoted literal ('FACEBOOK', "DY", `GTM`) or as an object key (`FACEBOOK: [...]`). */
const CODE_WRITTEN = new RegExp(
  `(['"\`])(?:${alternatives})\\1|(?:^|[\\s{,])(?:${alternatives})\\s*:(?!:)`,
  'm',
);

function namesCode(path: string): boolean {
  return CODE_WRITTEN.test(readFileSync(path, 'utf8'));
}

describe('vendor codes outside the vendor folders', () => {
  const files = sourceRoots()
    .flatMap((dir) => sourceFiles(dir))
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !path.startsWith(`${vendorsFolder}/`));

  it('scans the engine, the contracts and every app', () => {
    for (const area of [
      'packages/engine/src/',
      'packages/contracts/src/',
      'apps/web/src/',
      'apps/extension/src/',
    ]) {
      expect(
        files.some((path) => path.startsWith(area)),
        area,
      ).toBe(true);
    }
  });

  it('are written nowhere: modules import the code constant or read the vendor facts', () => {
    const offenders = files.filter((path) => namesCode(join(root, path)));
    expect(offenders).toEqual([]);
  });

  it('recognises a code written as a literal or a key, and not as a word of prose', () => {
    expect(CODE_WRITTEN.test("categories: ['FACEBOOK']")).toBe(true);
    expect(CODE_WRITTEN.test('const TABLE = {\n  GTM: 1 }')).toBe(true);
    expect(CODE_WRITTEN.test('if (code === "Navigation")')).toBe(true);
    expect(CODE_WRITTEN.test('/** A Navigation request, with GTM and DY in prose. */')).toBe(false);
    expect(CODE_WRITTEN.test("'DYNAMIC'")).toBe(false);
  });
});
