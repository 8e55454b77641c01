import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../lib/clock.js';
import { globalPlugin } from '../../plugins/global-plugin.js';
import { purgeExpiredRuns, type PurgeCounts } from './purge-expired-runs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retention (RETENTION_DAYS): {@link RetentionControl.purgeNow} runs a purge at once. */
    retention: RetentionControl;
  }
}

/** How often the server purges what is past the retention (and once at start). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionControl {
  /** Purges now (joining a purge already running) and answers what it deleted. */
  purgeNow(): Promise<PurgeCounts>;
}

export interface RetentionModuleOptions {
  /** RETENTION_DAYS. */
  retentionDays: number;
  /** Where "now" comes from; tests move it. */
  clock?: Clock;
  /** Default {@link RETENTION_INTERVAL_MS}. */
  intervalMs?: number;
}

/**
 * Purges ended automation jobs, their screenshots and anonymous results older than RETENTION_DAYS
 * (see {@link purgeExpiredRuns}): once when the server is ready, then every hour, in the
 * background. Each purge that deleted something logs one line saying what. Closing the server
 * stops a purge between two batches. Safe with several instances on one database.
 */
export const retentionModule = globalPlugin<RetentionModuleOptions>(
  'tagproof-retention',
  async (app: FastifyInstance, options) => {
    const clock = options.clock ?? systemClock;
    const stop = new AbortController();
    let running: Promise<PurgeCounts> | null = null;

    const purgeNow = (): Promise<PurgeCounts> => {
      running ??= purgeExpiredRuns(app.database, {
        retentionDays: options.retentionDays,
        now: clock.now(),
        signal: stop.signal,
      }).finally(() => {
        running = null;
      });
      return running;
    };
    const purgeInBackground = () => {
      purgeNow().then(
        (purged) => {
          if (purged.jobs === 0) return;
          app.log.info(
            { ...purged, retentionDays: options.retentionDays },
            `retention: purged ${purged.jobs} automation job(s) (${purged.anonymousResults} anonymous result(s)) and ${purged.screenshots} screenshot(s) that ended over ${options.retentionDays} days ago`,
          );
        },
        (error: unknown) =>
          app.log.warn({ err: error }, 'retention: the purge failed; it runs again within the hour'),
      );
    };

    app.decorate('retention', { purgeNow });
    const timer = setInterval(purgeInBackground, options.intervalMs ?? RETENTION_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => purgeInBackground());
    // Before the database closes: stop between two batches and let the current one commit.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      stop.abort();
      await running?.catch(() => undefined);
    });
  },
);
