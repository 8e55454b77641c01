import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { appwriteDate } from '../../lib/clock.js';
import type { WorkerLogger } from '../../jobs/worker.js';
import type { AutomationService } from '../automation/automation.service.js';
import { nextRunAt } from '../documents/journey-schemas.js';
import { launchJourney } from './journey-launcher.js';
import { PeriodicPass } from './periodic-pass.js';
import { claimSlot, dueJourneys } from './journeys.repository.js';

export interface JourneySchedulerOptions {
  db: Kysely<DatabaseSchema>;
  automation: AutomationService;
  logger: WorkerLogger;
  now?: () => number;
}

/** Due journeys read per pass; the rest wait for the next pass. */
const BATCH = 50;

/**
 * Runs saved journeys on their schedules, in every process that runs automation workers. Each pass
 * reads the journeys whose `next_run_at` has come and claims each slot with one conditional UPDATE
 * that moves `next_run_at` to the first slot after now: across any number of instances exactly one
 * claim succeeds, and that instance queues the run (the queue delivers it to any worker). The slot
 * lives in the database, so it survives restarts; slots missed while nothing ran collapse into one
 * run at the next pass (the next slot is computed from now, not from the missed one).
 */
export class JourneyScheduler {
  readonly #options: JourneySchedulerOptions;
  readonly #loop = new PeriodicPass(
    () => this.runDue(),
    (error: unknown) => this.#options.logger.warn({ err: error }, 'the journey scheduler pass failed'),
  );

  constructor(options: JourneySchedulerOptions) {
    this.#options = options;
  }

  /** One pass: claims and queues every due slot it wins; answers how many runs it queued. */
  async runDue(): Promise<number> {
    const { db, logger } = this.#options;
    const now = this.#options.now?.() ?? Date.now();
    const due = await dueJourneys(db, appwriteDate(new Date(now).toISOString()), BATCH);
    let queued = 0;
    for (const journey of due) {
      if (!(await claimSlot(db, journey, nextRunAt(journey.schedule, now)))) continue;
      try {
        const job = await launchJourney(db, this.#options.automation, journey);
        queued += 1;
        logger.info(
          { journeyId: journey.id, jobId: job.jobId, slot: journey.next_run_at },
          'scheduled journey queued',
        );
      } catch (error) {
        logger.warn({ journeyId: journey.id, err: error }, 'a scheduled journey could not be queued');
      }
    }
    return queued;
  }

  /** Passes now and every `intervalMs` until {@link stop}; a pass never overlaps the previous one. */
  start(intervalMs: number): void {
    this.#loop.start(intervalMs);
  }

  /** Stops passing and waits for a pass under way. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }
}
