import { parseArgs } from 'node:util';
import { CliError, EXIT } from '../cli-error.js';
import type { CliIo } from '../io.js';

export const BACKUP_USAGE = 'tagproof backup [--out FILE]';

/**
 * `tagproof backup [--out FILE]`: writes a consistent copy of the database while the server may be
 * running: SQLite's backup API into `DATA_DIR/backups/tagproof-<time>.db`, or `pg_dump` of
 * `DATABASE_URL` into `…/tagproof-<time>.dump`. Prints where the backup went; a failure prints one
 * line and exits 2.
 */
export async function backupCommand(args: string[], io: CliIo): Promise<number> {
  const out = readOut(args);
  // Loaded lazily so that `tagproof validate` never loads the server.
  const { readConfig, backupDatabase, BackupError } = await import('@tagproof/server');
  let config;
  try {
    config = readConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 'config_invalid');
  }
  try {
    const result = await backupDatabase(config, out === undefined ? {} : { out });
    io.stdout(
      `Backed up the ${result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database to ${result.file} (${formatSize(result.bytes)})\n`,
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof BackupError) throw new CliError(`backup failed: ${error.message}`, 'backup_failed');
    throw error;
  }
}

function readOut(args: string[]): string | undefined {
  try {
    const { values } = parseArgs({
      args,
      options: { out: { type: 'string' } },
      allowPositionals: false,
      strict: true,
    });
    if (values.out === '') throw new CliError(`--out needs a file name. Usage: ${BACKUP_USAGE}`);
    return values.out;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${error instanceof Error ? error.message : String(error)}. Usage: ${BACKUP_USAGE}`);
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
