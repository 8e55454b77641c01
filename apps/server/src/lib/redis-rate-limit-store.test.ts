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

  it('reads, replaces only what was read (one winner among instances), and clears', async () => {
    const now = 2_000_000;
    const one = { hits: 1, resetAt: now + MINUTE };
    const two = { hits: 2, resetAt: now + 2 * MINUTE };
    expect(await first.read('cas', now)).toBeNull();
    const raced = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? first : second).replace('cas', null, one, now)),
    );
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await second.read('cas', now)).toEqual(one);
    expect(await first.replace('cas', { hits: 9, resetAt: one.resetAt }, two, now)).toBe(false);
    expect(await first.replace('cas', one, two, now)).toBe(true);
    expect(await second.read('cas', two.resetAt)).toBeNull();
    expect(await second.replace('cas', null, one, two.resetAt)).toBe(true);
    await first.clear('cas');
    expect(await second.read('cas', now)).toBeNull();
  });

  it('shares the counters between instances, counting every parallel hit once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit('shared', MINUTE, 5_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('delays the 6th failed sign-in of an e-mail across two servers sharing Redis', async () => {
    const setups = [createTestConfig({ redisUrl: REDIS_URL }), createTestConfig({ redisUrl: REDIS_URL })];
    const apps = await Promise.all(setups.map((setup) => buildApp(setup.config)));
    try {
      const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
      const statuses: number[] = [];
      const retryAfter: Array<string | undefined> = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await apps[attempt % 2]!.inject({
          method: 'POST',
          url: '/v1/account/sessions/email',
          // A new client address each time: only the per-e-mail delay can stop the 6th.
          remoteAddress: `10.${randomBytes(3).join('.')}`,
          payload: { email, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
        retryAfter.push(response.headers['retry-after'] as string | undefined);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(retryAfter[5]).toBe('2');
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
