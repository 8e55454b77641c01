/**
 * Why a database could not be opened, in words an operator acts on: the reason part of the one
 * line `tagproof serve`, `worker` and `backup` print for an unusable `DATABASE_URL` or `DATA_DIR`.
 * Never echoes the connection string (it may hold a password).
 */
import { StartupError } from '../startup-error.js';

/** PostgreSQL's SQLSTATE and Node's socket codes, with what they mean for `DATABASE_URL`. */
const POSTGRES_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening on that host and port?)',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'unknown host (the name could not be resolved)',
  EAI_NONAME: 'unknown host',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the server closed the connection',
  '28P01': 'authentication failed',
  '28000': 'authentication failed',
  '3D000': 'the database does not exist',
  '3F000': 'the schema does not exist',
  '53300': 'the server has too many connections',
  '57P03': 'the server is not accepting connections yet',
};

/** SQLSTATEs whose server message adds something (the user or database named) and is safe to show. */
const WITH_SERVER_MESSAGE = new Set(['28P01', '28000', '3D000', '3F000']);

/**
 * The reason a PostgreSQL connection failed: connection refused, unknown host, authentication
 * failed, the database does not exist, timed out… (else the driver's own message).
 */
export function explainPostgresFailure(error: unknown): string {
  const code = codeOf(error);
  const message = messageOf(error);
  const known = code ? POSTGRES_REASONS[code] : undefined;
  if (known) return code && WITH_SERVER_MESSAGE.has(code) ? `${known} (${message})` : known;
  if (/timeout|timed out/i.test(message)) return 'the connection timed out';
  if (/SASL|SCRAM|password/i.test(message)) return `authentication failed (${message})`;
  return message;
}

/**
 * `DATABASE_URL: cannot connect to PostgreSQL at postgres://app@db:5432/tagproof: connection refused…`
 * for a connection that failed; `location` is the URL without its password.
 */
export function postgresUnreachable(location: string, error: unknown): StartupError {
  const reason = explainPostgresFailure(error);
  return new StartupError('DATABASE_URL', `cannot connect to PostgreSQL at ${location}: ${reason}`, {
    cause: error,
  });
}

/** The reason `DATA_DIR` cannot hold the SQLite database. */
export function explainDataDirFailure(error: unknown): string {
  switch (codeOf(error)) {
    case 'EEXIST':
    case 'ENOTDIR':
      return 'it is a file (or lies under one), not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'SQLITE_CANTOPEN':
      return 'the database file cannot be created or opened there (is the directory writable?)';
    case 'SQLITE_READONLY':
      return 'the database file is read-only';
    default:
      return messageOf(error);
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Node reports a host with several addresses, all refusing, as an AggregateError of them.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? codeOf(inner[0]) : undefined;
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split('\n')[0] ?? '';
}
