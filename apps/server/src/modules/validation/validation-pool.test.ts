import { threadId } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, readConfig } from '../../config.js';
import { createTestConfig } from '../../testing/test-config.js';
import { ValidationPool, type ValidationPoolOptions } from './validation-pool.js';
import { defaultValidationThreads } from './validation.routes.js';

const hits = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&dl=https%3A%2F%2Fexample.com%2F${index}&_p=${index}`,
  }));

/** The app on a pool of the given options; both closed after each test. */
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

async function appWithPool(
  options: ValidationPoolOptions,
): Promise<{ app: FastifyInstance; pool: ValidationPool }> {
  const { config, cleanup } = createTestConfig();
  const pool = new ValidationPool(options);
  const app = await buildApp(config, { validationPool: pool });
  opened.push(async () => {
    await app.close();
    await pool.close();
    cleanup();
  });
  return { app, pool };
}

const post = (app: FastifyInstance, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/validate',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    payload: JSON.stringify(payload),
  });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the validation pool', () => {
  it('validates on a worker thread, and the answer is still compressed JSON', async () => {
    const { app, pool } = await appWithPool({ threads: 1, maxQueue: 4 });
    const response = await post(app, { requests: hits(20) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(pool.stats()).toMatchObject({ completed: 1, threads: 1 });
    expect(pool.stats().threadIds).toHaveLength(1);
    expect(pool.stats().threadIds).not.toContain(threadId);
  });

  it('answers 503 with Retry-After while every thread and queue slot is taken', async () => {
    const { app, pool } = await appWithPool({ threads: 1, maxQueue: 0 });
    const slow = post(app, { requests: hits(5_000) });
    await until(() => pool.stats().busy === 1);
    const refused = await post(app, { requests: hits(1) });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 503, type: 'general_service_unavailable' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await slow).statusCode).toBe(200);
  });

  it('answers the validation whose worker ran out of memory with 503 and replaces the worker', async () => {
    const { app, pool } = await appWithPool({ threads: 1, maxQueue: 4, maxOldGenerationSizeMb: 64 });
    const crashed = await post(app, { requests: hits(40_000) });
    expect(crashed.statusCode).toBe(503);
    expect(crashed.json()).toMatchObject({ type: 'general_service_unavailable' });
    expect(pool.stats().replaced).toBe(1);
    const next = await post(app, { requests: hits(2) });
    expect(next.statusCode).toBe(200);
    expect(pool.stats()).toMatchObject({ completed: 1, threads: 1 });
  });

  it('stops a validation that runs too long with its worker', async () => {
    const { app, pool } = await appWithPool({ threads: 1, maxQueue: 4, timeoutMs: 1 });
    const response = await post(app, { requests: hits(2) });
    expect(response.statusCode).toBe(503);
    expect(pool.stats()).toMatchObject({ replaced: 1, completed: 0 });
  });

  it('refuses what waits when closed', async () => {
    const pool = new ValidationPool({ threads: 1, maxQueue: 4 });
    const failure = (body: unknown) =>
      pool.run(Buffer.from(JSON.stringify(body))).then(
        () => null,
        (error: unknown) => error,
      );
    const running = failure({ requests: hits(1) });
    const waiting = failure({ requests: hits(1) });
    await pool.close();
    expect(await waiting).toMatchObject({ reason: 'closed' });
    expect(await running).toMatchObject({ reason: 'closed' });
    await expect(pool.run(Buffer.from('{}'))).rejects.toMatchObject({ reason: 'closed' });
  });
});

describe('VALIDATION_THREADS and VALIDATION_QUEUE', () => {
  it('default to the cores but one (at least 1) and 1,000 waiting validations', () => {
    expect(readConfig({})).toMatchObject({ validationThreads: null, validationQueue: 1000 });
    expect(defaultValidationThreads()).toBeGreaterThanOrEqual(1);
    expect(readConfig({ VALIDATION_THREADS: '3', VALIDATION_QUEUE: '0' })).toMatchObject({
      validationThreads: 3,
      validationQueue: 0,
    });
  });

  it.each([
    ['VALIDATION_THREADS', '0'],
    ['VALIDATION_THREADS', 'many'],
    ['VALIDATION_QUEUE', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
  });
});
