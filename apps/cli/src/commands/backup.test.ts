import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@tagproof/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

describe('tagproof backup', () => {
  let root: string;
  let dataDir: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-backup-'));
    dataDir = join(root, 'data');
  });

  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  async function run(args: string[]) {
    const io = memoryIo();
    io.env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const code = await runCli(['backup', ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  it('copies the SQLite database to --out, which opens as a restored DATA_DIR', async () => {
    const database = openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(database);
    await database.db
      .insertInto('meta')
      .values({ key: 'backed-up', value: 'yes', updated_at: new Date().toISOString() })
      .execute();
    const restoredDir = join(root, 'restored');
    const out = join(restoredDir, 'tagproof.db');
    try {
      const { code, out: printed } = await run(['--out', out]);
      expect(code).toBe(0);
      expect(printed).toContain(`Backed up the SQLite database to ${out}`);
    } finally {
      await database.close();
    }
    // Restoring is putting the copy in place of DATA_DIR/tagproof.db.
    const restored = openDatabase({ dataDir: restoredDir, databaseUrl: null });
    try {
      const row = await restored.db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'backed-up')
        .executeTakeFirst();
      expect(row).toEqual({ value: 'yes' });
    } finally {
      await restored.close();
    }
  });

  it('writes under DATA_DIR/backups by default', async () => {
    const database = openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(database);
    await database.close();
    const { code, out } = await run([]);
    expect(code).toBe(0);
    const file = /to (\S+) \(/.exec(out)?.[1] ?? '';
    expect(file).toMatch(/\/backups\/tagproof-\d{8}T\d{6}Z\.db$/);
    expect(existsSync(file)).toBe(true);
  });

  it('exits 2 with one line when there is no database or the arguments are wrong', async () => {
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^tagproof: backup failed: there is no database at .*\n$/);
    const unknown = await run(['--into', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('tagproof backup [--out FILE]');
    const positional = await run(['copy.db']);
    expect(positional.code).toBe(2);
  });
});
