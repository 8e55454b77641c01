import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '../db/database.js';
import { createTestSchema } from '../testing/test-postgres.js';
import { checkPostgresIndexes } from './postgres-amcheck.js';

/** The storage engines a kill campaign runs on. */
export type CampaignEngine = 'sqlite' | 'postgres';

/** The database a campaign's servers share across restarts, and what the campaign does to it directly. */
export interface CampaignStorage {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for `tagproof serve`. */
  env: Record<string, string>;
  /** Marks a user's e-mail verified (tests and triggers need it). */
  markVerified(userId: string): Promise<void>;
  /** Problems the engine's own checks find (corrupt pages or indexes, dangling links); empty when sound. */
  integrityProblems(): Promise<string[]>;
  /** Removes the data directory and, on PostgreSQL, the schema. */
  close(): Promise<void>;
}

/** Links whose test or trigger does not exist: the join table must agree with both tables. */
const DANGLING_LINKS = `select count(*) as dangling from test_trigger_links l
  where not exists (select 1 from tests t where t.owner_id = l.owner_id and t.id = l.test_id)
     or not exists (select 1 from triggers g where g.owner_id = l.owner_id and g.id = l.trigger_id)`;

/**
 * A fresh database for a campaign: a temporary DATA_DIR with the SQLite file, or on PostgreSQL a
 * fresh schema on `postgresUrl` (a superuser connection, for amcheck) beside a temporary DATA_DIR.
 */
export async function openCampaignStorage(
  engine: CampaignEngine,
  postgresUrl: string | null,
): Promise<CampaignStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-crash-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return sqliteStorage(dataDir, removeDir);
  if (!postgresUrl) throw new Error('a PostgreSQL kill campaign needs a PostgreSQL URL');
  const schema = await createTestSchema(postgresUrl);
  const pool = new pg.Pool({ connectionString: schema.url, max: 2 });
  const dangling = async () => {
    const { rows } = await pool.query<{ dangling: string }>(DANGLING_LINKS);
    return Number(rows[0]?.dangling ?? 0);
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
    async markVerified(userId) {
      await pool.query('update users set email_verified = 1 where id = $1', [userId]);
    },
    async integrityProblems() {
      const problems = await checkPostgresIndexes(postgresUrl, schema.schema);
      const count = await dangling();
      if (count > 0) problems.push(`${count} links of test_trigger_links point at no test or trigger`);
      return problems;
    },
    async close() {
      await pool.end();
      await schema.drop();
      removeDir();
    },
  };
}

function sqliteStorage(dataDir: string, removeDir: () => void): CampaignStorage {
  const file = join(dataDir, SQLITE_FILE_NAME);
  /** A connection of our own, closed at once: the server owns the file between checks. */
  const withFile = <T>(readonly: boolean, work: (sqlite: SqliteDatabase.Database) => T): T => {
    const sqlite = new SqliteDatabase(file, { readonly, fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 10000');
      return work(sqlite);
    } finally {
      sqlite.close();
    }
  };
  return {
    env: { DATA_DIR: dataDir },
    async markVerified(userId) {
      withFile(false, (sqlite) =>
        sqlite.prepare('update users set email_verified = 1 where id = ?').run(userId),
      );
    },
    async integrityProblems() {
      return withFile(true, (sqlite) => {
        const problems: string[] = [];
        const integrity = sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>;
        const messages = integrity.map((row) => row.integrity_check);
        if (messages.join() !== 'ok') problems.push(`integrity_check: ${messages.slice(0, 10).join('; ')}`);
        const foreignKeys = sqlite.pragma('foreign_key_check') as Array<Record<string, unknown>>;
        if (foreignKeys.length > 0)
          problems.push(
            `foreign_key_check: ${foreignKeys.length} rows, first ${JSON.stringify(foreignKeys[0])}`,
          );
        const { dangling } = sqlite.prepare(DANGLING_LINKS).get() as { dangling: number };
        if (dangling > 0)
          problems.push(`${dangling} links of test_trigger_links point at no test or trigger`);
        return problems;
      });
    },
    async close() {
      removeDir();
    },
  };
}
