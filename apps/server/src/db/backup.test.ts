import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { openDocumentsFixture, type DocumentsFixture } from '../testing/documents-fixture.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { COLLECTIONS } from '../modules/documents/collections.js';
import { backupDatabase, BackupError, defaultBackupFile } from './backup.js';

const sqlite = STORAGE_ENGINES.find((engine) => engine.name === 'sqlite');
const postgres = STORAGE_ENGINES.find((engine) => engine.name === 'postgres');

describe('defaultBackupFile', () => {
  it('names the backup after the time, under DATA_DIR/backups', () => {
    const now = new Date('2026-05-01T10:20:30.123Z');
    expect(defaultBackupFile('/data', 'sqlite', now)).toBe('/data/backups/tagproof-20260501T102030Z.db');
    expect(defaultBackupFile('/data', 'postgres', now)).toBe('/data/backups/tagproof-20260501T102030Z.dump');
  });
});

describe.each([sqlite, postgres].filter((engine) => engine !== undefined))('backup on $name', (engine) => {
  let fixture: DocumentsFixture;
  let config: Config;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    fixture = await openDocumentsFixture(engine);
    config = fixture.config;
    const alice = await fixture.createUser();
    for (let index = 0; index < 20; index++) {
      await fixture.service.create(alice, COLLECTIONS.tests, {
        documentId: `test-${index}`,
        data: { name: `Backed up ${index}` },
      });
    }
  });

  afterEach(async () => {
    await fixture?.close();
  });

  it('writes a copy under DATA_DIR/backups that has the rows', async () => {
    const result = await backupDatabase(config, { now: new Date('2026-05-01T10:20:30Z') });
    expect(result.file).toBe(
      defaultBackupFile(config.dataDir, engine.name, new Date('2026-05-01T10:20:30Z')),
    );
    expect(result.bytes).toBeGreaterThan(0);
    expect(readdirSync(join(config.dataDir, 'backups'))).toEqual([result.file.split('/').pop()]);

    if (engine.name === 'sqlite') {
      const copy = new SqliteDatabase(result.file, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        expect(copy.prepare('select count(*) as count from tests').get()).toEqual({ count: 20 });
        expect(copy.prepare('select count(*) as count from users').get()).toEqual({ count: 1 });
      } finally {
        copy.close();
      }
    } else {
      expect(readFileSync(result.file).subarray(0, 5).toString()).toBe('PGDMP');
      const script = execFileSync('pg_restore', ['--file=-', result.file], { encoding: 'utf8' });
      expect(script).toMatch(/CREATE TABLE \S+\.tests/);
      expect(script).toContain('Backed up 19');
    }
  });

  it('never overwrites an existing file', async () => {
    const first = await backupDatabase(config);
    await expect(backupDatabase(config, { out: first.file })).rejects.toBeInstanceOf(BackupError);
  });
});

describe('SQLite backup while the database is written', () => {
  it('copies a consistent state', async (context) => {
    if (!sqlite?.available) context.skip();
    const fixture = await openDocumentsFixture(sqlite!);
    try {
      const alice = await fixture.createUser();
      let writing = true;
      const writer = (async () => {
        for (let index = 0; writing; index++) {
          // SQLite answers at once: yield, so that the backup and the timer get their turn.
          await new Promise((resolve) => setImmediate(resolve));
          await fixture.service.create(alice, COLLECTIONS.triggers, {
            documentId: `t-${index}`,
            data: { name: `trigger ${index}` },
          });
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const out = join(fixture.config.dataDir, 'elsewhere', 'copy.db');
      const result = await backupDatabase(fixture.config, { out });
      writing = false;
      await writer;
      expect(result.file).toBe(out);
      const copy = new SqliteDatabase(out, { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        const { count } = copy.prepare('select count(*) as count from triggers').get() as { count: number };
        expect(count).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
      expect(existsSync(`${out}.partial-${process.pid}`)).toBe(false);
    } finally {
      await fixture.close();
    }
  });

  it('says so when there is no database', async (context) => {
    if (!sqlite?.available) context.skip();
    const { config, cleanup } = await sqlite!.setup();
    try {
      await expect(backupDatabase(config)).rejects.toThrow(/there is no database/);
    } finally {
      await cleanup();
    }
  });
});

describe('PostgreSQL backup without pg_dump', () => {
  it('names the missing tool', async () => {
    const error = await backupDatabase(
      { dataDir: '/tmp/tagproof-no-backup', databaseUrl: 'postgres://user:secret@127.0.0.1:1/none' },
      { pgDump: '/nonexistent/pg_dump', out: `/tmp/tagproof-no-backup-${process.pid}.dump` },
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/was not found/);
    expect((error as Error).message).not.toContain('secret');
  });
});
