import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@tagproof/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

describe('tagproof user premium', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-user-'));
    dataDir = join(root, 'data');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  async function run(args: string[]) {
    const io = memoryIo();
    io.env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const code = await runCli(['user', ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  async function prefsOf(id: string): Promise<unknown> {
    const database = openDatabase({ dataDir, databaseUrl: null });
    try {
      const row = await database.db
        .selectFrom('users')
        .select('prefs')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.prefs);
    } finally {
      await database.close();
    }
  }

  it('sets and clears prefs.isPremium, keeping the other prefs', async () => {
    const database = openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(database);
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id: 'ada',
        email: 'ada@example.com',
        name: 'Ada',
        password_hash: null,
        email_verified: 1,
        prefs: JSON.stringify({ theme: 'dark' }),
        created_at: now,
        updated_at: now,
        password_updated_at: null,
        accessed_at: now,
      })
      .execute();
    await database.close();

    const on = await run(['premium', 'Ada@Example.com']);
    expect(on.code).toBe(0);
    expect(on.out).toContain('ada@example.com (ada) now has the premium automation limits');
    expect(await prefsOf('ada')).toEqual({ theme: 'dark', isPremium: true });

    const off = await run(['premium', 'ada@example.com', '--off']);
    expect(off.code).toBe(0);
    expect(await prefsOf('ada')).toEqual({ theme: 'dark' });
  });

  it('exits 2 for an unknown e-mail or a bad command line', async () => {
    const unknown = await run(['premium', 'nobody@example.com']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no user has the e-mail nobody@example.com');
    expect((await run(['promote', 'ada@example.com'])).code).toBe(2);
    expect((await run(['premium'])).code).toBe(2);
  });
});
