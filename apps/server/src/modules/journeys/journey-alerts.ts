import {
  JourneyAlertsSchema,
  type JourneyAlertPayload,
  type JourneyAlerts as AlertSettings,
} from '@tagproof/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { JobRow } from '../../jobs/jobs.repository.js';
import type { WorkerLogger } from '../../jobs/worker.js';
import type { Mailer } from '../email/mailer.js';
import { findJourney, findReportText, setBaselineIfNone, type JourneyRow } from './journeys.repository.js';
import type { WebhookOutbox } from './webhook-outbox.js';

/** How a run ended, as the automation handler knows it. */
export interface JourneyRunEnd {
  job: JobRow;
  status: 'completed' | 'failed';
  error: string | null;
  /** The saved report (completed runs of a signed-in owner). */
  reportId: string | null;
  /** The report itself. */
  report: unknown;
  finishedAt: string;
}

/** What changed between the baseline run and this one. */
export interface RunComparison {
  /** One readable line per regression (a vanished event or parameter, a new error, a newly failing test). */
  regressions: string[];
  /** Changes of any severity. */
  changes: number;
}

/** Compares two stored reports (the JSON objects of `testsuitesresults`). */
export type CompareRuns = (baseline: unknown, current: unknown) => RunComparison;

export interface JourneyAlertsOptions {
  db: Kysely<DatabaseSchema>;
  mailer: Mailer;
  compare: CompareRuns;
  /** Stores and sends the webhooks (retries survive restarts). */
  outbox: WebhookOutbox;
  logger: WorkerLogger;
  /** The app's origin for the links (PUBLIC_URL, else the local address). */
  appUrl: string;
}

/** Regression lines an alert lists at most. */
const LISTED = 20;

/** The journey page showing `reportId`'s diff against the baseline. */
export function journeyRunUrl(appUrl: string, journeyId: string, reportId: string | null): string {
  const page = `${appUrl}/journeys/${encodeURIComponent(journeyId)}`;
  return reportId ? `${page}?run=${encodeURIComponent(reportId)}` : page;
}

/**
 * After each run of a saved journey: the first completed run becomes the baseline when there is
 * none; a later run is compared with the baseline, and when it regresses (or the run failed) the
 * owner is e-mailed (alerts.email) and the webhook called (alerts.webhookUrl), each with a link to
 * the diff. The webhook goes through the outbox: stored first, so its retries outlive this process.
 */
export class JourneyAlerter {
  readonly #options: JourneyAlertsOptions;

  constructor(options: JourneyAlertsOptions) {
    this.#options = options;
  }

  async afterRun(end: JourneyRunEnd): Promise<void> {
    const { db } = this.#options;
    const ownerId = end.job.owner_id;
    if (!ownerId || !end.job.journey_id) return;
    const journey = await findJourney(db, ownerId, end.job.journey_id);
    if (!journey) return;
    let comparison: RunComparison = { regressions: [], changes: 0 };
    if (end.status === 'completed') {
      if (!end.reportId) return;
      if (journey.baseline_report_id === null || journey.baseline_report_id === end.reportId) {
        await setBaselineIfNone(db, ownerId, journey.id, end.reportId);
        return;
      }
      const baseline = await findReportText(db, ownerId, journey.baseline_report_id);
      if (baseline === undefined) return;
      comparison = this.#options.compare(JSON.parse(baseline), end.report);
      if (comparison.regressions.length === 0) return;
    }
    const payload = this.#payload(journey, end, comparison);
    await this.#send(journey, payload);
  }

  #payload(journey: JourneyRow, end: JourneyRunEnd, comparison: RunComparison): JourneyAlertPayload {
    return {
      event: 'journey.alert',
      reason: end.status === 'failed' ? 'failed' : 'regressed',
      journey: { id: journey.id, name: journey.name },
      run: {
        jobId: end.job.id,
        reportId: end.reportId,
        status: end.status,
        error: end.error,
        finishedAt: end.finishedAt,
      },
      baselineReportId: journey.baseline_report_id,
      summary: { regressions: comparison.regressions.length, changes: comparison.changes },
      regressions: comparison.regressions.slice(0, LISTED),
      diffUrl: journeyRunUrl(this.#options.appUrl, journey.id, end.reportId),
    };
  }

  async #send(journey: JourneyRow, payload: JourneyAlertPayload): Promise<void> {
    const { logger } = this.#options;
    const alerts = readAlerts(journey.alerts);
    if (alerts.email) {
      try {
        await this.#mail(journey.owner_id, payload);
      } catch (error) {
        logger.warn({ journeyId: journey.id, err: error }, 'the journey alert e-mail could not be sent');
      }
    }
    if (alerts.webhookUrl) {
      if (!journey.webhook_secret) {
        logger.warn({ journeyId: journey.id }, 'journey webhook skipped: no webhook secret was created');
        return;
      }
      await this.#options.outbox.enqueue({
        ownerId: journey.owner_id,
        journeyId: journey.id,
        url: alerts.webhookUrl,
        body: JSON.stringify(payload),
        secret: journey.webhook_secret,
      });
    }
  }

  async #mail(ownerId: string, payload: JourneyAlertPayload): Promise<void> {
    const owner = await this.#options.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    if (!owner) return;
    const what =
      payload.reason === 'failed'
        ? `failed: ${payload.run.error ?? 'the run did not complete'}`
        : `regressed (${payload.summary.regressions} regression${payload.summary.regressions === 1 ? '' : 's'} against the baseline)`;
    const lines = [
      `Your journey "${payload.journey.name}" ${what}.`,
      '',
      ...payload.regressions.map((line) => `- ${line}`),
      ...(payload.summary.regressions > payload.regressions.length
        ? [`- and ${payload.summary.regressions - payload.regressions.length} more`]
        : []),
      '',
      `See the run and its diff: ${payload.diffUrl}`,
    ];
    await this.#options.mailer.send({
      to: owner.email,
      subject: `Tagproof: journey "${payload.journey.name}" ${payload.reason === 'failed' ? 'failed' : 'regressed'}`,
      text: lines.join('\n'),
    });
  }
}

/** A journey's stored alert settings (a malformed value alerts nowhere). */
export function readAlerts(text: string): AlertSettings {
  try {
    const parsed = JourneyAlertsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Stored by the collection's schema, so this is not expected; alert nowhere rather than fail the run.
  }
  return { email: false, webhookUrl: null };
}
