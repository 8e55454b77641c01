import { timingSafeEqual } from 'node:crypto';
import {
  AutomationJobResultSchema,
  AutomationJobStatusSchema,
  ValidationReportSchema,
  type AutomationJobStatus,
  type AutomationJobView,
  type AutomationRun,
  type AutomationRunList,
} from '@tagproof/contracts';
import { AppError } from '../../errors.js';
import { DEFAULT_MAX_ATTEMPTS, type JobQueue } from '../../jobs/job-queue.js';
import type { JobRow, JobsRepository } from '../../jobs/jobs.repository.js';
import { generateUniqueId } from '../../lib/ids.js';
import { randomSecret, sha256Hex } from '../../lib/secrets.js';
import type { CurrentUser } from '../account/current-user.js';
import type { AutomationLimits } from './automation.limits.js';
import { journeyTargets, stepCount, type JourneySpec } from './journey-spec.js';
import { checkNavigationTarget, type NetworkPolicy } from './runner/network-guard.js';

export type JobStatus = AutomationJobStatus;

/** `POST /api/automation`'s 202 answer. */
export interface SubmittedJob {
  jobId: string;
  /** Lets anyone holding it view the results (the only way for an anonymous submitter). */
  token: string;
  status: 'queued';
}

/** `GET /api/automation/results/:jobId`'s answer (the contract's job view). */
export type JobView = AutomationJobView;

/**
 * Submitting journeys and reading their results. Who may read: the signed-in owner (by session, the
 * only identity the server trusts) and anyone with the job's token; only the token's SHA-256 is kept.
 */
export class AutomationService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly queue: JobQueue,
    private readonly policy: NetworkPolicy,
  ) {}

  /**
   * Queues a journey after checking every URL it navigates to against the network policy
   * (400 `automation_target_refused` for a private or loopback target).
   */
  async submit(
    user: Pick<CurrentUser, 'id'> | null,
    spec: JourneySpec,
    limits: AutomationLimits,
    options: { journeyId?: string } = {},
  ): Promise<SubmittedJob> {
    for (const url of journeyTargets(spec)) {
      const verdict = await checkNavigationTarget(url, this.policy);
      if (!verdict.allowed) throw new AppError('automation_target_refused', { reason: verdict.reason });
    }
    const jobId = generateUniqueId();
    const token = randomSecret();
    await this.jobs.insert({
      id: jobId,
      ownerId: user?.id ?? null,
      tokenHash: sha256Hex(token),
      mode: spec.mode,
      websiteUrl: spec.websiteUrl,
      spec,
      limits,
      totalSteps: stepCount(spec),
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      journeyId: options.journeyId ?? null,
    });
    try {
      await this.queue.enqueue(jobId);
    } catch (error) {
      await this.jobs.failUndeliverable(jobId, 'The automation queue is unavailable.');
      throw new AppError('general_service_unavailable', { reason: 'the automation queue' }, { cause: error });
    }
    return { jobId, token, status: 'queued' };
  }

  /** The job as its viewer sees it, after {@link authorize}. */
  async view(user: CurrentUser | null, jobId: string, token: string | undefined): Promise<JobView> {
    const job = await this.authorize(user, jobId, token);
    const status = AutomationJobStatusSchema.parse(job.status);
    const ended = status === 'completed' || status === 'failed';
    return {
      jobId: job.id,
      status,
      progress: {
        step: Number(job.progress_step),
        totalSteps: Number(job.progress_total),
        description: job.progress_description ?? (status === 'queued' ? 'Waiting for a browser' : null),
      },
      queuePosition: status === 'queued' ? await this.#jobsAhead(job) : null,
      attempts: Number(job.attempts),
      createdAt: job.created_at,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
      ...(status === 'failed' ? { error: job.error ?? 'Automation failed' } : {}),
      ...(ended && job.result ? { result: AutomationJobResultSchema.parse(JSON.parse(job.result)) } : {}),
    } satisfies AutomationJobView;
  }

  /**
   * The report of a job for whoever may see the job (its owner, or a token holder): the saved
   * `testsuitesresults` document's report, else the report inline in the result (anonymous and
   * failed runs). 404 `automation_job_not_found` while there is none.
   */
  async report(
    user: CurrentUser | null,
    jobId: string,
    token: string | undefined,
  ): Promise<{ id: string | null; createdAt: string | null; websiteUrl: string; report: unknown }> {
    const job = await this.authorize(user, jobId, token);
    if (job.report_id) {
      const saved = await this.jobs.db
        .selectFrom('test_suite_results')
        .select(['id', 'created_at', 'website_url', 'test_suite_result'])
        .where('id', '=', job.report_id)
        .where('owner_id', '=', job.owner_id ?? '')
        .executeTakeFirst();
      if (saved) {
        return {
          id: saved.id,
          createdAt: saved.created_at,
          websiteUrl: saved.website_url ?? job.website_url,
          report: ValidationReportSchema.parse(JSON.parse(saved.test_suite_result)),
        };
      }
    }
    const inline = job.result ? AutomationJobResultSchema.parse(JSON.parse(job.result)).report : null;
    if (!inline) throw new AppError('automation_job_not_found');
    return { id: null, createdAt: job.finished_at, websiteUrl: job.website_url, report: inline };
  }

  /** The signed-in user's runs, newest first (at most {@link RUNS_LISTED}); 401 when signed out. */
  async listRuns(user: CurrentUser | null): Promise<AutomationRunList> {
    if (!user) throw new AppError('general_unauthorized_scope');
    const rows = await this.jobs.db
      .selectFrom('automation_jobs')
      .select([
        'id',
        'status',
        'mode',
        'website_url',
        'created_at',
        'finished_at',
        'error',
        'report_id',
        'result',
      ])
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RUNS_LISTED)
      .execute();
    const runs = rows.map((row) => {
      const result = row.result ? AutomationJobResultSchema.parse(JSON.parse(row.result)) : null;
      const summary = result?.summary;
      return {
        jobId: row.id,
        status: row.status,
        mode: row.mode,
        websiteUrl: row.website_url,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
        error: row.error,
        reportId: row.report_id,
        totals: summary
          ? {
              errors: summary.validationResults.errors,
              warnings: summary.validationResults.warnings,
              executedActions: summary.executedActions ?? summary.totalActions,
              totalActions: summary.totalActions,
              trackingRequests: summary.totalRequests,
              testsPassed: summary.customTests.passed,
              testsFailed: summary.customTests.failed,
            }
          : null,
        recording: result?.recording ?? null,
      } satisfies AutomationRun;
    });
    return { total: runs.length, runs };
  }

  /**
   * The job if the viewer may see it: its signed-in owner, or anyone with its token. Otherwise 401
   * (anonymous, no token) or 403 (a wrong token, or someone else signed in), both "You are not
   * authorized to view these results"; 404 for an unknown job.
   */
  async authorize(user: CurrentUser | null, jobId: string, token: string | undefined): Promise<JobRow> {
    const job = await this.jobs.find(jobId);
    if (!job) throw new AppError('automation_job_not_found');
    if (user && job.owner_id === user.id) return job;
    if (token) {
      if (sameHash(sha256Hex(token), job.token_hash)) return job;
      throw new AppError('automation_results_forbidden');
    }
    throw new AppError(user ? 'automation_results_forbidden' : 'automation_results_unauthorized');
  }

  async #jobsAhead(job: JobRow): Promise<number> {
    const row = await this.jobs.db
      .selectFrom('automation_jobs')
      .select((eb) => eb.fn.countAll<number>().as('ahead'))
      .where('status', '=', 'queued')
      .where('created_at', '<', job.created_at)
      .executeTakeFirst();
    return Number(row?.ahead ?? 0);
  }
}

/** How many runs the list shows (the newest). */
export const RUNS_LISTED = 50;

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
