import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestConfig } from '../testing/test-config.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

const MINUTE = 60_000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`Redis is unreachable at ${REDIS_URL} and CI is set`, { cause: error });
    console.warn(`Redis is unreachable at ${REDIS_URL}: skipping the Redis rate-limit tests.`);
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisReachable();

describe.skipIf(!available)('rate-limit counters in Redis (REDIS_URL)', () => {
  const prefix = `tagproof-test:${randomBytes(6).toString('hex')}:`;
  let first: RedisRateLimitStore;
  let second: RedisRateLimitStore;

  beforeAll(async () => {
    first = await RedisRateLimitStore.connect(REDIS_URL, { keyPrefix: prefix });
    second = await RedisRateLimitStore.connect(REDIS_URL, { keyPrefix: prefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts hits in fixed windows judged by the caller’s clock, and takes hits back', async () => {
    const start = 1_000_000;
    expect(await first.hit('a', MINUTE, start)).toEqual({ hits: 1, resetAt: start + MINUTE });
    expect(await first.hit('a', MINUTE, start + 10)).toEqual({ hits: 2, resetAt: start + MINUTE });
    expect(await first.hit('b', MINUTE, start + 10)).toEqual({ hits: 1, resetAt: start + 10 + MINUTE });
    await first.undo('a', start + 20);
    expect(await first.hit('a', MINUTE, start + 30)).toEqual({ hits: 2, resetAt: start + MINUTE });
    expect(await first.hit('a', MINUTE, start + MINUTE)).toEqual({ hits: 1, resetAt: start + 2 * MINUTE });
    // A take-back after the window ended changes nothing.
    await first.undo('b', start + 2 * MINUTE);
    expect(await first.hit('b', MINUTE, start + 30)).toEqual({ hits: 2, resetAt: start + 10 + MINUTE });
  });

  it('shares the counters between instances, counting every parallel hit once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit('shared', MINUTE, 5_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('refuses the 11th failed sign-in of an e-mail across two servers sharing Redis', async () => {
    const setups = [createTestConfig({ redisUrl: REDIS_URL }), createTestConfig({ redisUrl: REDIS_URL })];
    const apps = await Promise.all(setups.map((setup) => buildApp(setup.config)));
    try {
      const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await apps[attempt % 2]!.inject({
          method: 'POST',
          url: '/v1/account/sessions/email',
          // A new client address each time: only the per-e-mail counter can stop the 11th.
          remoteAddress: `10.${randomBytes(3).join('.')}`,
          payload: { email, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      for (const setup of setups) setup.cleanup();
    }
  });
});

describe('an unreachable REDIS_URL', () => {
  it('stops the server from starting, naming the address but not the password', async () => {
    const { config, cleanup } = createTestConfig({ redisUrl: 'redis://:s3cret@127.0.0.1:1/0' });
    try {
      await expect(buildApp(config)).rejects.toThrow(
        /REDIS_URL: could not reach Redis at redis:\/\/127\.0\.0\.1:1\/0/,
      );
      await expect(buildApp(config)).rejects.not.toThrow(/s3cret/);
    } finally {
      cleanup();
    }
  });
});
