import { parseArgs } from 'node:util';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';

export const WORKER_USAGE = 'tagproof worker [--count N]';

/**
 * `tagproof worker [--count N]`: automation workers only, no HTTP server, on the database of
 * DATA_DIR / DATABASE_URL (the SQLite jobs table, or pg-boss on PostgreSQL). N defaults to
 * AUTOMATION_WORKERS (1). SIGINT or SIGTERM gives running jobs back to the queue and exits.
 */
export async function workerCommand(args: string[], io: CliIo): Promise<number | 'running'> {
  const count = readCount(args);
  // Loaded lazily so that `tagproof validate` never opens a database or loads puppeteer.
  const { readConfig, startAutomationWorkers } = await import('@tagproof/server');
  let config;
  try {
    config = readConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 'config_invalid');
  }
  const workers = await startAutomationWorkers(config, count === undefined ? {} : { count });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    io.stderr(`tagproof worker: ${signal} received, giving running jobs back\n`);
    workers.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        io.stderr(`tagproof worker: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return 'running';
}

function readCount(args: string[]): number | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { count: { type: 'string' } },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}. Usage: ${WORKER_USAGE}`);
  }
  if (values.count === undefined) return undefined;
  if (!/^\d+$/.test(values.count) || Number(values.count) < 1 || Number(values.count) > 64) {
    throw new CliError(`--count must be a number of workers from 1 to 64 (got "${values.count}")`);
  }
  return Number(values.count);
}
