import type { Config } from '../../config.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import type { WorkerLogger } from '../../jobs/worker.js';
import { DocumentsService } from '../documents/documents.service.js';
import { createMailer } from '../email/mailer.js';
import { createRealtimeHub } from '../realtime/create-realtime-hub.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import {
  createAutomationRuntime,
  journeyRuntimeOptions,
  type AutomationDependencies,
} from './automation.runtime.js';

export interface RunningWorkers {
  count: number;
  /** `sqlite` or `pg-boss`. */
  queue: string;
  /** Stops claiming, gives running jobs back, closes the browser and the database. */
  stop(): Promise<void>;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** One JSON line per event on stdout, like the server's log, from `level` up (LOG_LEVEL). */
export function jsonLineLogger(
  level: Config['logLevel'] = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line),
): WorkerLogger {
  const threshold = LEVELS.indexOf(level);
  const log = (name: 'info' | 'warn' | 'error') => (details: object, message: string) => {
    if (LEVELS.indexOf(name) < threshold) return;
    const fields = Object.fromEntries(
      Object.entries(details).map(([key, value]) => [key, value instanceof Error ? value.message : value]),
    );
    write(`${JSON.stringify({ level: name, time: new Date().toISOString(), msg: message, ...fields })}\n`);
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * `tagproof worker`: automation workers without HTTP, on the database the configuration names
 * (the SQLite jobs table, or pg-boss on PostgreSQL). Reports are saved as the server saves them; saved
 * journeys' schedules are run and their alerts sent from here too.
 */
export async function startAutomationWorkers(
  config: Config,
  options: { count?: number; logger?: WorkerLogger; deps?: AutomationDependencies } = {},
): Promise<RunningWorkers> {
  const logger = options.logger ?? jsonLineLogger(config.logLevel);
  const database = openDatabase(config, {
    warn: (message) => logger.warn({}, message),
    error: (details, message) => logger.error(details, message),
  });
  let realtime: RealtimeHub;
  try {
    await migrateToLatest(database);
    // Reports saved here reach their owner's open pages through the servers (PostgreSQL NOTIFY).
    realtime = await createRealtimeHub({
      database,
      databaseUrl: config.databaseUrl,
      listen: false,
      onError: (error, context) => logger.warn({ err: error }, `realtime: ${context}`),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const documents = new DocumentsService({
    db: database.db,
    dialect: database.dialect,
    databaseId: config.databaseId,
    realtime,
    onPublishError: (error) => logger.warn({ err: error }, 'could not announce a saved report'),
  });
  const mailer = createMailer(config);
  const runtime = createAutomationRuntime({
    database,
    config,
    documents,
    logger,
    ...(options.deps ? { deps: options.deps } : {}),
    journeys: journeyRuntimeOptions(config, mailer, options.deps),
  });
  const count = Math.max(1, options.count ?? config.automationWorkers);
  runtime.startWorkers(count);
  logger.info(
    { workers: count, queue: runtime.queue.kind, database: database.location },
    'automation workers started',
  );
  return {
    count,
    queue: runtime.queue.kind,
    async stop() {
      await runtime.close();
      mailer.close();
      await realtime.close();
      await database.close();
      logger.info({}, 'automation workers stopped');
    },
  };
}
