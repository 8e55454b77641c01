import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A lint-style guard: payloads are parsed with the schemas of this package, never cast. Double casts
 * (`as unknown as`) hide mismatches; stored or received JSON is parsed with a schema (or narrowed by
 * checks), not cast to a type (`JSON.parse(text) as unknown` is fine: it says nothing). Both rules
 * hold for the whole tree, tests and test helpers included.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// Every TypeScript tree of the repository: the products, the end-to-end tests and the benchmarks.
const files = ['apps', 'packages', 'e2e', 'bench', 'scripts']
  .filter((top) => existsSync(join(ROOT, top)))
  .flatMap((top) => sourceFiles(join(ROOT, top)));

function offending(pattern: RegExp): string[] {
  return files
    .map((path) => relative(ROOT, path))
    .flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('no casts in place of parsing', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const top of ['apps/', 'packages/', 'e2e/', 'bench/'])
      expect(files.some((path) => relative(ROOT, path).startsWith(top))).toBe(true);
  });

  it('has no double cast', () => {
    expect(offending(new RegExp(['as', 'unknown', 'as '].join(' ')))).toEqual([]);
  });

  it('casts no parsed JSON to a type, tests included', () => {
    const cast = /JSON\.parse\(.*\)\)? as (?!unknown\b)[A-Za-z{(]/;
    expect(offending(cast)).toEqual([]);
  });
});
