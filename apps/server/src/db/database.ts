import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { StartupError } from '../startup-error.js';
import { explainDataDirFailure, postgresUnreachable } from './connection-failure.js';
import { migrationProvider } from './migrations/index.js';
import type { DatabaseSchema } from './schema.js';
import { cachingStatements } from './statement-cache.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, which engine it runs on, and how to close it. */
export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: DatabaseDialect;
  /** Where it lives, for logs: the SQLite file, or the PostgreSQL host and database (never the password). */
  readonly location: string;
  /** Answers whether the database takes a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The SQLite file under DATA_DIR. */
export const SQLITE_FILE_NAME = 'tagproof.db';

interface Logger {
  warn(message: string): void;
  error(details: object, message: string): void;
}

/**
 * Opens the database the configuration names: PostgreSQL when `databaseUrl` is set, else the
 * embedded SQLite file `DATA_DIR/tagproof.db`. Does not migrate: call {@link migrateToLatest}.
 *
 * @throws {StartupError} naming `DATA_DIR` when the SQLite file cannot be created or opened there.
 */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, logger?: Logger): Database {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openSqlite(config.dataDir, logger);
}

function openSqlite(dataDir: string, logger?: Logger): Database {
  const file = join(dataDir, SQLITE_FILE_NAME);
  const sqlite = openSqliteFile(dataDir, file);
  // WAL lets readers run beside the writer (switched on by openSqliteFile); synchronous=FULL fsyncs
  // the WAL at every commit, so an acknowledged write survives a kill -9 and a power cut alike.
  const mode = sqlite.pragma('journal_mode', { simple: true });
  if (mode !== 'wal')
    logger?.warn(`SQLite could not switch ${file} to WAL mode (journal_mode is ${String(mode)}).`);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
  });
  return createHandle(db, 'sqlite', file);
}

/** Creates DATA_DIR and opens the file in WAL mode: the first write, so a read-only place fails here. */
function openSqliteFile(dataDir: string, file: string): SqliteDatabase.Database {
  let sqlite: SqliteDatabase.Database | undefined;
  try {
    mkdirSync(dataDir, { recursive: true });
    sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const reason = explainDataDirFailure(error);
    throw new StartupError('DATA_DIR', `cannot keep the database in ${dataDir}: ${reason}`, { cause: error });
  }
}

function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection error'));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return createHandle(db, 'postgres', describePostgresUrl(url));
}

function createHandle(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect, location: string): Database {
  let closed: Promise<void> | null = null;
  return {
    db,
    dialect,
    location,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = sql`select 1 as ok`
        .execute(db)
        .then(() => true)
        .catch(() => false);
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}

/** `postgres://user@host:port/database`, without the password or query. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `postgres://${user}${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

/**
 * Runs every pending migration. Several instances starting together are safe: Kysely's Migrator
 * takes a lock (an advisory lock on PostgreSQL).
 *
 * @throws {StartupError} naming `DATABASE_URL` when PostgreSQL cannot be reached (refused, unknown
 *   host, authentication failed, no such database…).
 * @throws when a migration fails, naming it; the failed migration's transaction is rolled back.
 */
export async function migrateToLatest(database: Database): Promise<void> {
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one: a
  // database holding another schema with Kysely tables (parallel test schemas, another app) would
  // make it skip creating its own. Name the schema the connection uses. This first query is also
  // where an unreachable DATABASE_URL shows.
  const schema = database.dialect === 'postgres' ? await firstContact(database) : null;
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let outcome = await migrator.migrateToLatest();
  // Kysely lists the tables of every schema before migrating; a schema another client drops at that
  // moment (3F000) fails the listing, not the migration: list again.
  for (
    let retry = 0;
    retry < 3 && database.dialect === 'postgres' && isMissingSchema(outcome.error);
    retry++
  ) {
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Database migration ${failed ? `"${failed}" ` : ''}failed on ${database.location}: ${reason}`,
      { cause: error },
    );
  }
}

async function firstContact(database: Database): Promise<string | null> {
  try {
    return await currentSchema(database.db);
  } catch (error) {
    throw postgresUnreachable(database.location, error);
  }
}

async function currentSchema(db: Kysely<DatabaseSchema>): Promise<string | null> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? null;
}

function isMissingSchema(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === '3F000';
}
