import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A lint-style guard: payloads are parsed with the schemas of this package, never cast. Double casts
 * (`as unknown as`) hide mismatches; stored or received JSON, read with `JSON.parse` or a response's
 * `.json()`, is parsed with a schema (or narrowed by checks), not cast to a type (`as unknown` is
 * fine: it says nothing). These rules hold for the whole tree, tests and test helpers included.
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

/** Like `offending`, for a pattern that may span lines: matched on each whole file (`g` flag). */
function offendingAcrossLines(pattern: RegExp): string[] {
  return files
    .map((path) => relative(ROOT, path))
    .flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      return [...text.matchAll(pattern)].map(
        (match) =>
          `${path}:${text.slice(0, match.index).split('\n').length}: ${match[0].replace(/\s+/g, ' ')}`,
      );
    });
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

  it('casts no received JSON (response.json()) to a type', () => {
    // A fetch or Playwright response awaited then cast, a Fastify inject reply cast, also across a line break.
    const cast = /\.json\(\)\)?\s+as\s+(?!unknown\b)[A-Za-z{(]/g;
    expect(offendingAcrossLines(cast)).toEqual([]);
  });

  it('types no received JSON by a type argument (a Fastify reply json<T>() is a cast)', () => {
    // Built from parts, so that this line does not match itself.
    expect(offendingAcrossLines(new RegExp(['\\.json', '<(?!unknown>)'].join(''), 'g'))).toEqual([]);
  });
});
