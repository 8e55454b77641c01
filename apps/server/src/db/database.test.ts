import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { createTestConfig } from '../testing/test-config.js';
import { migrateToLatest, openDatabase, SQLITE_FILE_NAME, type Database } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

describe.each(STORAGE_ENGINES)('database on $name', (engine) => {
  let config: Config;
  let cleanup: () => Promise<void>;
  let database: Database;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    ({ config, cleanup } = await engine.setup());
    database = openDatabase(config);
  });

  afterEach(async () => {
    await database?.close();
    await cleanup?.();
  });

  it('opens the engine the configuration names', () => {
    expect(database.dialect).toBe(engine.name);
  });

  it('migrates an empty database to the latest version, once', async () => {
    await migrateToLatest(database);
    await migrateToLatest(database);
    const applied = await database.db
      .selectFrom('kysely_migration' as 'meta')
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    const installed = await database.db
      .selectFrom('meta')
      .selectAll()
      .where('key', '=', 'installed_at')
      .executeTakeFirst();
    expect(installed?.value).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers a ping while open and not after closing', async () => {
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(await database.ping(500)).toBe(false);
  });

  it('reports a failed migration by name', async () => {
    await migrateToLatest(database);
    await sql`drop table kysely_migration`.execute(database.db);
    await expect(migrateToLatest(database)).rejects.toThrow(/migration "0001-create-meta" failed/);
  });
});

describe('SQLite settings', () => {
  const setup = createTestConfig();
  afterEach(() => setup.cleanup());

  it('uses WAL, full sync, a busy timeout and foreign keys', async () => {
    const database = openDatabase(setup.config);
    try {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(database.db)).rows[0] ?? {},
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await database.close();
    }
    expect(database.location).toBe(join(setup.config.dataDir, SQLITE_FILE_NAME));
  });

  it('keeps an acknowledged write after kill -9 of the writing process', async () => {
    const script = `
      import { openDatabase, migrateToLatest } from ${JSON.stringify(new URL('./database.ts', import.meta.url).href)};
      const database = openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: null });
      await migrateToLatest(database);
      await database.db.insertInto('meta').values({ key: 'durable', value: 'yes', updated_at: new Date().toISOString() }).execute();
      process.stdout.write('acknowledged\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, DATA_DIR: setup.config.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('acknowledged')) resolve();
      });
      child.on('exit', () => reject(new Error(`the writer exited early: ${stderr}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const database = openDatabase(setup.config);
    try {
      const row = await database.db
        .selectFrom('meta')
        .selectAll()
        .where('key', '=', 'durable')
        .executeTakeFirst();
      expect(row?.value).toBe('yes');
    } finally {
      await database.close();
    }
  });
});
