import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.js';
import { explainPostgresFailure } from './connection-failure.js';
import { migrateToLatest, openDatabase } from './database.js';

function failure(code: string, message = 'driver message'): Error {
  return Object.assign(new Error(message), { code });
}

describe('explainPostgresFailure', () => {
  it.each([
    ['ECONNREFUSED', /^connection refused/],
    ['ENOTFOUND', /^unknown host/],
    ['EAI_AGAIN', /^unknown host/],
    ['28P01', /^authentication failed/],
    ['28000', /^authentication failed/],
    ['3D000', /^the database does not exist/],
    ['ETIMEDOUT', /timed out/],
  ])('names %s', (code, reason) => {
    expect(explainPostgresFailure(failure(code))).toMatch(reason);
  });

  it('reads the first refusal of a host with several addresses', () => {
    const error = new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')], '');
    expect(explainPostgresFailure(error)).toMatch(/^connection refused/);
  });

  it("names pg's own connection timeout", () => {
    expect(explainPostgresFailure(new Error('timeout exceeded when trying to connect'))).toMatch(/timed out/);
  });
});

describe('opening an unusable database', () => {
  it('raises a StartupError naming DATABASE_URL, without the password, for an unreachable PostgreSQL', async () => {
    const database = openDatabase({ dataDir: tmpdir(), databaseUrl: 'postgres://app:s3cret@127.0.0.1:1/x' });
    try {
      const error = await migrateToLatest(database).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as StartupError).variable).toBe('DATABASE_URL');
      expect((error as StartupError).message).not.toContain('s3cret');
      expect((error as StartupError).message).not.toContain('\n');
    } finally {
      await database.close();
    }
  });

  it('raises a StartupError naming DATA_DIR when DATA_DIR is a file', () => {
    const root = mkdtempSync(join(tmpdir(), 'tagproof-data-dir-'));
    try {
      const file = join(root, 'file');
      writeFileSync(file, 'x');
      for (const dataDir of [file, join(file, 'below')]) {
        const error = (() => {
          try {
            openDatabase({ dataDir, databaseUrl: null });
          } catch (caught) {
            return caught;
          }
          return null;
        })();
        expect(error).toBeInstanceOf(StartupError);
        expect((error as StartupError).variable).toBe('DATA_DIR');
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
