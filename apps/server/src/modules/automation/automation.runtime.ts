import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createJobQueue } from '../../jobs/create-queue.js';
import { DEFAULT_LEASE_MS, type JobQueue } from '../../jobs/job-queue.js';
import { JobsRepository } from '../../jobs/jobs.repository.js';
import { startWorkerPool, type WorkerLogger, type WorkerPool } from '../../jobs/worker.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { createAutomationHandler } from './automation.processor.js';
import { JourneyRunner, type JourneyRunnerApi } from './runner/journey-runner.js';
import { createLlmChooser } from './runner/llm-chooser.js';
import type { HostLookup, NetworkPolicy } from './runner/network-guard.js';
import type { QuietOptions } from './runner/network-recorder.js';
import type { Mailer } from '../email/mailer.js';
import { JourneyAlerter, type CompareRuns, type JourneyRunEnd } from '../journeys/journey-alerts.js';
import { JourneyScheduler } from '../journeys/journey-scheduler.js';
import { compareRuns } from '../journeys/run-comparison.js';
import { WebhookOutbox } from '../journeys/webhook-outbox.js';
import { AutomationService } from './automation.service.js';

/** What tests and embedders can replace in the automation service. */
export interface AutomationDependencies {
  /** Workers the app runs beside HTTP (buildApp: 0; `tagproof serve`: AUTOMATION_WORKERS). */
  workers?: number;
  queue?: JobQueue;
  runner?: JourneyRunnerApi;
  /** Lease of a claimed job (default 30 s); heartbeats come three times per lease. */
  leaseMs?: number;
  /** How often an idle worker looks for a job (default 1 s). */
  pollMs?: number;
  /** Settling after each action (default 1 s quiet, 5 s cap). */
  quiet?: Omit<QuietOptions, 'signal'>;
  /** Addresses treated as public (tests serve a "public" site on a second loopback address). */
  publicAddresses?: ReadonlySet<string>;
  lookup?: HostLookup;
  /** More Chromium flags. */
  chromiumArgs?: readonly string[];
  /** Delays before each retry of a journey alert webhook (tests shorten them). */
  webhookDelaysMs?: readonly number[];
  /** The fetch the model client uses (tests). */
  llmFetch?: typeof fetch;
}

/** Saved journeys' schedules and alerts, in a process that runs workers. */
export interface JourneyRuntimeOptions {
  mailer: Mailer;
  /** The app's origin for alert links. */
  appUrl: string;
  compare: CompareRuns;
  /** JOURNEY_SCHEDULER_SECONDS: seconds between scheduler passes; 0 runs no scheduler. */
  schedulerSeconds: number;
  webhookDelaysMs?: readonly number[];
  /** RETENTION_DAYS: ended webhook deliveries are purged after it (default 30). */
  retentionDays?: number;
}

/** The journey options of a process from its configuration (the HTTP server and `tagproof worker`). */
export function journeyRuntimeOptions(
  config: Config,
  mailer: Mailer,
  deps: Pick<AutomationDependencies, 'webhookDelaysMs'> | undefined,
): JourneyRuntimeOptions {
  return {
    mailer,
    appUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    compare: compareRuns,
    schedulerSeconds: config.journeySchedulerSeconds,
    retentionDays: config.retentionDays,
    ...(deps?.webhookDelaysMs ? { webhookDelaysMs: deps.webhookDelaysMs } : {}),
  };
}

/** The queue, the browser runner and the job handler, shared by the HTTP routes and the workers. */
export interface AutomationRuntime {
  readonly queue: JobQueue;
  readonly jobs: JobsRepository;
  readonly policy: NetworkPolicy;
  /** Submissions, for the routes and the journey scheduler. */
  readonly service: AutomationService;
  /** Workers, and with them the journey scheduler (when journeys are configured). */
  startWorkers(count: number): WorkerPool;
  close(): Promise<void>;
}

export interface AutomationRuntimeOptions {
  database: Database;
  config: Pick<Config, 'databaseUrl' | 'chromiumPath' | 'llm' | 'automationAllowPrivateTargets'> &
    Partial<Pick<Config, 'automationBrowserMemoryMb'>>;
  documents: DocumentsService;
  logger: WorkerLogger;
  deps?: AutomationDependencies;
  /** Schedules and alerts of saved journeys (absent: runs are not compared and nothing is scheduled). */
  journeys?: JourneyRuntimeOptions;
}

/** Builds the automation runtime of one process (the browser starts on the first job). */
export function createAutomationRuntime(options: AutomationRuntimeOptions): AutomationRuntime {
  const { database, config, logger } = options;
  const deps = options.deps ?? {};
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const jobs = new JobsRepository(database.db);
  const queue =
    deps.queue ??
    createJobQueue(database, config, {
      leaseMs,
      onError: (error) => logger.warn({ err: error }, 'automation queue error'),
    });
  const ownsRunner = deps.runner === undefined;
  const runner =
    deps.runner ??
    new JourneyRunner({
      executablePath: config.chromiumPath,
      extraArgs: deps.chromiumArgs ?? [],
      ...(config.automationBrowserMemoryMb ? { memoryLimitMb: config.automationBrowserMemoryMb } : {}),
    });
  const policy: NetworkPolicy = {
    allowPrivate: config.automationAllowPrivateTargets,
    ...(deps.publicAddresses ? { publicAddresses: deps.publicAddresses } : {}),
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  };
  const chooser = config.llm
    ? createLlmChooser(config.llm, {
        ...(deps.llmFetch ? { fetch: deps.llmFetch } : {}),
        onError: (error) => logger.warn({ err: error }, 'the language model did not choose an element'),
      })
    : null;
  const service = new AutomationService(jobs, queue, policy);
  const journeys = options.journeys;
  const outbox = journeys
    ? new WebhookOutbox({
        db: database.db,
        policy,
        logger,
        ...(journeys.webhookDelaysMs ? { delaysMs: journeys.webhookDelaysMs } : {}),
        ...(journeys.retentionDays !== undefined ? { retentionDays: journeys.retentionDays } : {}),
      })
    : null;
  const alerter =
    journeys && outbox
      ? new JourneyAlerter({
          db: database.db,
          mailer: journeys.mailer,
          compare: journeys.compare,
          outbox,
          logger,
          appUrl: journeys.appUrl,
        })
      : null;
  const scheduler =
    journeys && journeys.schedulerSeconds > 0
      ? new JourneyScheduler({ db: database.db, automation: service, logger })
      : null;
  const handler = createAutomationHandler({
    db: database.db,
    documents: options.documents,
    runner,
    policy,
    chooser,
    logger,
    ...(deps.quiet ? { quiet: deps.quiet } : {}),
    ...(alerter ? { afterJourneyRun: (end: JourneyRunEnd) => alerter.afterRun(end) } : {}),
  });
  const pools: WorkerPool[] = [];
  return {
    queue,
    jobs,
    policy,
    service,
    startWorkers(count) {
      if (scheduler && journeys) scheduler.start(journeys.schedulerSeconds * 1000);
      // Webhook retries, whichever instance's alert stored them.
      outbox?.start();
      const pool = startWorkerPool(count, {
        queue,
        jobs,
        handler,
        logger,
        leaseMs,
        pollMs: deps.pollMs ?? 1000,
      });
      pools.push(pool);
      return pool;
    },
    async close() {
      await scheduler?.stop();
      await Promise.all(pools.map((pool) => pool.stop()));
      await outbox?.stop();
      if (!deps.queue) await queue.close();
      if (ownsRunner) await runner.close();
    },
  };
}
