import { availableParallelism } from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { ValidationPool, ValidationPoolError } from './validation-pool.js';

/** Seconds a client is told to wait (`Retry-After`) when every validation thread and queue slot is taken. */
export const VALIDATION_RETRY_AFTER_SECONDS = 5;

export interface ValidationRoutesOptions {
  /** Worker threads (default: the cores but one, at least 1). */
  threads?: number;
  /** Validations that may wait for a thread (default 1000). */
  queue?: number;
  /** A pool made elsewhere (tests); its creator closes it. */
  pool?: ValidationPool;
}

/** The cores but one (the event loop's), at least 1. */
export function defaultValidationThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * `POST /api/validate`: the validation service. Takes `{requests, user?, tests?, triggers?}`
 * (ValidationPayloadSchema) and answers the engine's `{success, data, error}`. The body is read as
 * bytes and everything else (JSON parsing, the schema, the limits, the engine, the answer's JSON)
 * runs on a worker thread of a {@link ValidationPool}, so the event loop stays free. Refusals: 400
 * `general_argument_invalid` naming the offending fields; 413 for each limit of packages/contracts
 * (validation-limits.ts); 503 `general_service_unavailable` with `Retry-After` when the threads and
 * the queue are full, or when the validation's worker died or timed out.
 */
export const validationRoutes: FastifyPluginAsync<ValidationRoutesOptions> = async (app, options) => {
  const pool =
    options.pool ??
    new ValidationPool({
      threads: options.threads ?? defaultValidationThreads(),
      maxQueue: options.queue ?? 1000,
    });
  if (!options.pool) app.addHook('onClose', () => pool.close());

  // This plugin's scope only: the body stays bytes, parsed on the worker thread.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/api/validate', async (request, reply) => {
    if (!(request.body instanceof Uint8Array))
      throw new AppError('general_argument_invalid', {
        reason: 'send the payload as JSON (Content-Type: application/json)',
      });
    const outcome = await pool.run(request.body).catch((error: unknown) => {
      throw toServiceError(error, reply);
    });
    if (outcome.kind === 'error') throw new AppError(outcome.type, outcome.params);
    const { json } = outcome;
    return reply
      .type('application/json; charset=utf-8')
      .send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));
  });
};

function toServiceError(error: unknown, reply: { header(name: string, value: string): unknown }): unknown {
  if (!(error instanceof ValidationPoolError)) return error;
  const reasons = {
    busy: 'every validation thread is busy, try again shortly',
    crashed: 'the validation thread failed (out of memory?): send fewer requests or checks',
    timeout: 'the validation took too long: send fewer requests or checks',
    closed: 'the server is shutting down',
  } as const;
  if (error.reason === 'busy' || error.reason === 'closed')
    reply.header('retry-after', String(VALIDATION_RETRY_AFTER_SECONDS));
  return new AppError('general_service_unavailable', { reason: reasons[error.reason] }, { cause: error });
}
