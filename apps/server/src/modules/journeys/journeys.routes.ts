import type { JourneyFailedRunsAnswer } from '@tagproof/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { randomSecret } from '../../lib/secrets.js';
import { limitDocumentWrites } from '../../plugins/rate-limit.js';
import { limitsFor } from '../automation/automation.limits.js';
import { requireUser } from '../account/account.routes.js';
import { launchJourney } from './journey-launcher.js';
import { findFailedRuns, findJourney, storeWebhookSecret } from './journeys.repository.js';

/** Failed runs a journey's page lists at most (as many as the runs it charts). */
export const FAILED_RUNS_LIMIT = 50;

interface JourneyParams {
  journeyId: string;
}

/**
 * Saved journeys beyond their documents (DESIGN.md "Saved journeys"), for their signed-in owner
 * only (anyone else's journey is 404 `document_not_found`):
 *
 * - `POST /api/journeys/:journeyId/run` queues a run now → 202 `{jobId, token, status}` (the
 *   automation submit limits apply).
 * - `POST /api/journeys/:journeyId/webhook-secret` makes a new webhook secret and answers it once
 *   `{secret}`: only this answer shows it; the previous one stops signing.
 * - `GET /api/journeys/:journeyId/failed-runs` → `{runs: [{jobId, finishedAt, error}]}`, the latest
 *   50 failed runs, newest first (a failed run saves no report; its job is kept RETENTION_DAYS).
 *
 * Needs the automation module (its service).
 */
export const journeysRoutes: FastifyPluginAsync = async (app) => {
  const ownJourney = async (ownerId: string, id: string) => {
    const journey = await findJourney(app.db, ownerId, id);
    if (!journey) throw new AppError('document_not_found');
    return journey;
  };

  app.post<{ Params: JourneyParams }>('/api/journeys/:journeyId/run', async (request, reply) => {
    const user = requireUser(request);
    const journey = await ownJourney(user.id, request.params.journeyId);
    const tier = limitsFor(user.prefs).tier;
    await app.rateLimiter.enforce(reply, [
      [tier === 'premium' ? 'automationSubmitsPerPremiumUser' : 'automationSubmitsPerUser', user.id],
    ]);
    const submitted = await launchJourney(app.db, app.automation.runtime.service, journey);
    request.log.info({ journeyId: journey.id, jobId: submitted.jobId }, 'journey run queued');
    return reply.code(202).send(submitted);
  });

  app.get<{ Params: JourneyParams }>('/api/journeys/:journeyId/failed-runs', async (request, reply) => {
    const user = requireUser(request);
    const journey = await ownJourney(user.id, request.params.journeyId);
    const runs = await findFailedRuns(app.db, user.id, journey.id, FAILED_RUNS_LIMIT);
    void reply.header('cache-control', 'no-store');
    return { runs } satisfies JourneyFailedRunsAnswer;
  });

  app.post<{ Params: JourneyParams }>('/api/journeys/:journeyId/webhook-secret', async (request, reply) => {
    const user = requireUser(request);
    await limitDocumentWrites(request, reply);
    const secret = `whsec_${randomSecret()}`;
    if (!(await storeWebhookSecret(app.db, user.id, request.params.journeyId, secret)))
      throw new AppError('document_not_found');
    void reply.header('cache-control', 'no-store');
    return reply.code(201).send({ secret });
  });
};
