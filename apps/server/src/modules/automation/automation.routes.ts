import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { globalPlugin } from '../../plugins/global-plugin.js';
import type { RateLimitCheck } from '../../plugins/rate-limit.js';
import { limitsFor } from './automation.limits.js';
import {
  createAutomationRuntime,
  type AutomationDependencies,
  type AutomationRuntime,
  type JourneyRuntimeOptions,
} from './automation.runtime.js';
import type { AutomationService } from './automation.service.js';
import { journeyTargets, readAutomationRequest } from './journey-spec.js';
import { offlineNavigationRefusal } from './runner/network-guard.js';
import { findScreenshot } from './screenshots.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The automation service: submissions, results, and the queue and workers behind them. */
    automation: { service: AutomationService; runtime: AutomationRuntime };
  }
}

export interface AutomationModuleOptions {
  config: Pick<Config, 'databaseUrl' | 'chromiumPath' | 'llm' | 'automationAllowPrivateTargets'> &
    Partial<Pick<Config, 'automationBrowserMemoryMb'>>;
  deps?: AutomationDependencies;
  /** Schedules and alerts of saved journeys, run with this process's workers. */
  journeys?: JourneyRuntimeOptions;
}

interface JobParams {
  jobId: string;
}

interface TokenQuery {
  token?: string;
}

/** A recording or an instruction list is small; 2 MB leaves room for long recordings. */
const BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The automation service (DESIGN.md "External contracts"):
 *
 * - `POST /api/automation` with the automation request → 202 `{jobId, token, status: 'queued'}`.
 *   Anonymous users may submit 5 an hour per IP; the limits of a job come from the signed-in user's
 *   stored `prefs.isPremium`, never from the request. A private or loopback target → 400.
 * - `GET /api/automation/results/:jobId?token=…` → `{status, progress, error?, result?}`.
 * - `GET /api/automation/results/:jobId/screenshots/:index?token=…` → the action's JPEG.
 * - `GET /api/automation/results/:jobId/report?token=…` → the job's report (saved or inline).
 * - `GET /api/automation/runs` → the signed-in user's runs, newest first (401 signed out).
 *
 * The user is the session cookie's: an `Authorization: Bearer <user id>` header (the original
 * client sends one) is accepted and ignored. Runs `deps.workers` workers in this process.
 */
export const automationModule = globalPlugin<AutomationModuleOptions>(
  'tagproof-automation',
  async (app, options) => {
    const runtime = createAutomationRuntime({
      database: app.database,
      config: options.config,
      documents: app.documents,
      logger: app.log,
      ...(options.deps ? { deps: options.deps } : {}),
      ...(options.journeys ? { journeys: options.journeys } : {}),
    });
    const service = runtime.service;
    app.decorate('automation', { service, runtime });
    const workers = options.deps?.workers ?? 0;
    if (workers > 0) {
      app.addHook('onReady', async () => {
        runtime.startWorkers(workers);
        app.log.info({ workers, queue: runtime.queue.kind }, 'automation workers started');
      });
    }
    // Workers give their jobs back while the database is still open; the browser and queue go last.
    app.addHook('preClose', async () => {
      await runtime.close();
    });

    app.post('/api/automation', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const user = request.user;
      const limits = limitsFor(user?.prefs ?? null);
      const spec = readAutomationRequest(request.body, limits);
      // URLs refused without a DNS lookup are bad input (400) before they count against the
      // submitter's rate limit; the service checks every address again.
      for (const url of journeyTargets(spec)) {
        const reason = await offlineNavigationRefusal(url, runtime.policy);
        if (reason !== null) throw new AppError('automation_target_refused', { reason });
      }
      const check: RateLimitCheck = user
        ? [
            limits.tier === 'premium' ? 'automationSubmitsPerPremiumUser' : 'automationSubmitsPerUser',
            user.id,
          ]
        : ['automationSubmitsPerIp', request.ip];
      await app.rateLimiter.enforce(reply, [check]);
      const submitted = await service.submit(user, spec, limits);
      request.log.info(
        { jobId: submitted.jobId, mode: spec.mode, tier: limits.tier },
        'automation job queued',
      );
      return reply.code(202).send(submitted);
    });

    // The job, and its report, for its owner or a token holder (never cached).
    const jobViews = {
      '/api/automation/results/:jobId': service.view.bind(service),
      '/api/automation/results/:jobId/report': service.report.bind(service),
    } as const;
    for (const [path, read] of Object.entries(jobViews)) {
      app.get<{ Params: JobParams; Querystring: TokenQuery }>(path, async (request, reply) => {
        const answer = await read(request.user, request.params.jobId, tokenOf(request.query));
        void reply.header('cache-control', 'no-store');
        return answer;
      });
    }

    app.get('/api/automation/runs', async (request, reply) => {
      const list = await service.listRuns(request.user);
      void reply.header('cache-control', 'no-store');
      return list;
    });

    app.get<{ Params: JobParams & { index: string }; Querystring: TokenQuery }>(
      '/api/automation/results/:jobId/screenshots/:index',
      async (request, reply) => {
        const job = await service.authorize(request.user, request.params.jobId, tokenOf(request.query));
        const index = Number(request.params.index);
        const image = Number.isInteger(index) ? await findScreenshot(app.db, job.id, index) : undefined;
        if (!image) throw new AppError('general_route_not_found');
        return reply
          .header('cache-control', 'private, max-age=3600')
          .type(image.contentType)
          .send(image.data);
      },
    );
  },
);

function tokenOf(query: TokenQuery): string | undefined {
  return typeof query.token === 'string' && query.token !== '' ? query.token : undefined;
}
