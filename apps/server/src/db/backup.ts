import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import { StartupError } from '../startup-error.js';
import { explainDataDirFailure, postgresUnreachable } from './connection-failure.js';
import { SQLITE_FILE_NAME, describePostgresUrl, type DatabaseDialect } from './database.js';

export interface BackupOptions {
  /** Where to write the backup (default `DATA_DIR/backups/tagproof-<time>.db`, or `.dump` on PostgreSQL). */
  out?: string;
  /** The time in the default file name. */
  now?: Date;
  /** The `pg_dump` to run (default `pg_dump` on the PATH). */
  pgDump?: string;
}

export interface BackupResult {
  dialect: DatabaseDialect;
  /** The absolute path of the backup. */
  file: string;
  bytes: number;
}

/** Raised when a backup cannot be made; the message says why in one line. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * Writes a consistent copy of the database while the server may be running.
 *
 * - SQLite: SQLite's online backup API (through better-sqlite3) copies `DATA_DIR/tagproof.db` as of
 *   one instant, WAL included; the copy is switched to a self-contained rollback journal and must
 *   pass `PRAGMA integrity_check`. Restore: stop the server, put the copy in place of
 *   `DATA_DIR/tagproof.db` (removing any `tagproof.db-wal` and `-shm`), start it.
 * - PostgreSQL: `pg_dump --format=custom` of `DATABASE_URL` (of the schema its `search_path` option
 *   names, if any); the password goes through the environment, never the command line. Restore with
 *   `pg_restore --clean --if-exists --no-owner --dbname=…`.
 *
 * The backup is written to a temporary file beside its target and renamed when complete, so a
 * failed backup leaves nothing behind; an existing target is never overwritten.
 *
 * @throws {BackupError} when there is no database, the target exists, or the copy fails.
 * @throws {StartupError} naming `DATABASE_URL` when PostgreSQL cannot be reached, or `DATA_DIR` when
 *   the default backups folder cannot be created.
 * @example
 * const { file } = await backupDatabase(readConfig(process.env));
 */
export async function backupDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const dialect: DatabaseDialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const file = resolve(options.out ?? defaultBackupFile(config.dataDir, dialect, options.now ?? new Date()));
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out`);
  makeFolderOf(file, options.out === undefined);
  const partial = `${file}.partial-${process.pid}`;
  try {
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, partial, options.pgDump ?? 'pg_dump');
    else await copySqlite(join(config.dataDir, SQLITE_FILE_NAME), partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { dialect, file, bytes: statSync(file).size };
}

function makeFolderOf(file: string, underDataDir: boolean): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
  } catch (error) {
    const reason = `cannot create ${dirname(file)}: ${explainDataDirFailure(error)}`;
    throw underDataDir
      ? new StartupError('DATA_DIR', reason, { cause: error })
      : new BackupError(reason, { cause: error });
  }
}

/** Opens one connection: resolves when PostgreSQL answers, else rejects with a StartupError naming DATABASE_URL. */
async function checkPostgresReachable(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw postgresUnreachable(describePostgresUrl(databaseUrl), error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `DATA_DIR/backups/tagproof-20260501T102030Z.db` (`.dump` for PostgreSQL). */
export function defaultBackupFile(dataDir: string, dialect: DatabaseDialect, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return join(dataDir, 'backups', `tagproof-${stamp}.${dialect === 'sqlite' ? 'db' : 'dump'}`);
}

async function copySqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError(`there is no database at ${source}`);
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    // One step: a copy made in several steps restarts whenever the server writes in between.
    await database.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 1) });
  } catch (error) {
    throw new BackupError(`could not copy ${source}: ${messageOf(error)}`, { cause: error });
  } finally {
    database.close();
  }
  const copy = new SqliteDatabase(target);
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`the copy fails its integrity check: ${String(integrity)}`);
  } finally {
    copy.close();
  }
}

async function dumpPostgres(databaseUrl: string, target: string, pgDump: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const schema = /(?:^|\s)-c\s*search_path=([A-Za-z0-9_]+)/.exec(url.searchParams.get('options') ?? '')?.[1];
  url.searchParams.delete('options');
  const args = [
    '--format=custom',
    '--no-owner',
    `--file=${target}`,
    ...(schema ? [`--schema=${schema}`] : []),
  ];
  args.push(`--dbname=${url.toString()}`);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(pgDump, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${pgDump} was not found: install the PostgreSQL client tools (the server's major version or newer)`
            : `could not run ${pgDump}: ${error.message}`,
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else {
        // pg_dump's last line can be a hint alone: an unreachable server reads as the server says it.
        const failed = new BackupError(`${pgDump} failed (exit ${code}): ${lastLine(stderr)}`);
        checkPostgresReachable(databaseUrl).then(() => reject(failed), reject);
      }
    });
  });
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .pop() ?? 'no output'
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
