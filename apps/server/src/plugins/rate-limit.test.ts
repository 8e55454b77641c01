import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock.js';
import { MemoryRateLimitStore, SqlRateLimitStore, type RateLimitStore } from '../lib/rate-limit-stores.js';
import { createEngineTestApp, type EngineTestApp } from '../testing/engine-app.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { signUpAndSignIn } from '../testing/users.js';
import { RATE_LIMIT_RULES, RateLimiter } from './rate-limit.js';

const MINUTE = 60_000;

describe.each(STORAGE_ENGINES)('rate-limit stores on $name', (engine) => {
  let test: EngineTestApp;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(engine);
  });
  afterEach(async () => {
    await test?.close();
  });

  const stores: Array<[string, () => RateLimitStore]> = [
    ['memory', () => new MemoryRateLimitStore()],
    ['sql', () => new SqlRateLimitStore(test.app.db)],
  ];

  it.each(stores)(
    '%s: counts hits in fixed windows, takes hits back and prunes ended windows',
    async (_name, make) => {
      const store = make();
      const start = 1_000_000;
      expect(await store.hit('a', MINUTE, start)).toEqual({ hits: 1, resetAt: start + MINUTE });
      expect(await store.hit('a', MINUTE, start + 10)).toEqual({ hits: 2, resetAt: start + MINUTE });
      expect(await store.hit('b', MINUTE, start + 10)).toEqual({ hits: 1, resetAt: start + 10 + MINUTE });
      await store.undo('a', start + 20);
      expect(await store.hit('a', MINUTE, start + 30)).toEqual({ hits: 2, resetAt: start + MINUTE });
      // The window ended: the count starts again.
      expect(await store.hit('a', MINUTE, start + MINUTE)).toEqual({ hits: 1, resetAt: start + 2 * MINUTE });
      await store.prune(start + 2 * MINUTE);
      expect(await store.hit('b', MINUTE, start + 2 * MINUTE)).toEqual({
        hits: 1,
        resetAt: start + 3 * MINUTE,
      });
    },
  );

  it.each(stores)('%s: reads, replaces only what was read, and clears', async (_name, make) => {
    const store = make();
    const now = 1_000_000;
    const one = { hits: 1, resetAt: now + MINUTE };
    const two = { hits: 2, resetAt: now + 2 * MINUTE };
    expect(await store.read('c', now)).toBeNull();
    expect(await store.replace('c', null, one, now)).toBe(true);
    expect(await store.replace('c', null, two, now)).toBe(false);
    expect(await store.read('c', now)).toEqual(one);
    expect(await store.replace('c', { hits: 5, resetAt: one.resetAt }, two, now)).toBe(false);
    expect(await store.replace('c', one, two, now)).toBe(true);
    expect(await store.read('c', now + 10)).toEqual(two);
    // An ended window reads as none, and is taken over as none.
    expect(await store.read('c', two.resetAt)).toBeNull();
    expect(await store.replace('c', two, one, two.resetAt)).toBe(false);
    const three = { hits: 1, resetAt: two.resetAt + MINUTE };
    expect(await store.replace('c', null, three, two.resetAt)).toBe(true);
    await store.clear('c');
    expect(await store.read('c', two.resetAt)).toBeNull();
  });

  it('sql: of parallel replaces of the same reading, exactly one wins', async () => {
    const store = new SqlRateLimitStore(test.app.db);
    const next = { hits: 1, resetAt: 5_000 + MINUTE };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => store.replace('race', null, next, 5_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('sql: parallel hits are all counted (one atomic upsert each)', async () => {
    const store = new SqlRateLimitStore(test.app.db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit('parallel', MINUTE, 5_000)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('uses the shared SQL store on PostgreSQL and memory on SQLite', async () => {
    const user = await signUpAndSignIn(test.app);
    expect(user.userId).toBeTruthy();
    const rows = await test.app.db.selectFrom('rate_limits').selectAll().execute();
    if (engine.name === 'postgres') expect(rows.length).toBeGreaterThan(0);
    else expect(rows).toEqual([]);
    // Keys are hashed: no e-mail or IP in the table.
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});

describe('RateLimiter', () => {
  it('reports the tightest of several rules', async () => {
    const clock = createManualClock(0);
    const limiter = new RateLimiter(new MemoryRateLimitStore(), clock, {
      signInPerIp: { max: 3, windowMs: MINUTE },
      signUpPerIp: { max: 2, windowMs: MINUTE },
    });
    const first = await limiter.consume('signUpPerIp', 'a@example.com');
    expect(first).toEqual({
      rule: 'signUpPerIp',
      limit: 2,
      remaining: 1,
      resetAt: MINUTE,
      exceeded: false,
    });
    await limiter.consume('signUpPerIp', 'a@example.com');
    expect((await limiter.consume('signUpPerIp', 'a@example.com')).exceeded).toBe(true);
    expect((await limiter.consume('signUpPerIp', 'b@example.com')).exceeded).toBe(false);
    clock.advance(MINUTE);
    expect((await limiter.consume('signUpPerIp', 'a@example.com')).remaining).toBe(1);
  });

  it('does not count a refused request against the other rules', async () => {
    const clock = createManualClock(0);
    const limiter = new RateLimiter(new MemoryRateLimitStore(), clock, {
      verificationEmailPerMinute: { max: 1, windowMs: MINUTE },
      verificationEmailPerHour: { max: 3, windowMs: 60 * MINUTE },
    });
    const reply = { header: () => undefined };
    const checks = [
      ['verificationEmailPerMinute', 'user'],
      ['verificationEmailPerHour', 'user'],
    ] as const;
    await limiter.enforce(reply, checks);
    // Refused by the per-minute rule, many times: the hourly quota stays at one used.
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expect(limiter.enforce(reply, checks)).rejects.toThrow();
    clock.advance(MINUTE);
    await limiter.enforce(reply, checks);
    clock.advance(MINUTE);
    const third = await limiter.enforce(reply, checks);
    expect(third.find((result) => result.rule === 'verificationEmailPerHour')?.remaining).toBe(0);
  });

  it('has the limits of DESIGN.md', () => {
    expect(RATE_LIMIT_RULES).toEqual({
      signInPerIp: { max: 10, windowMs: 15 * MINUTE },
      signUpPerIp: { max: 10, windowMs: 60 * MINUTE },
      verificationEmailPerMinute: { max: 1, windowMs: MINUTE },
      verificationEmailPerHour: { max: 10, windowMs: 60 * MINUTE },
      documentWritesPerUser: { max: 120, windowMs: MINUTE },
      automationSubmitsPerIp: { max: 5, windowMs: 60 * MINUTE },
      automationSubmitsPerUser: { max: 30, windowMs: 60 * MINUTE },
      automationSubmitsPerPremiumUser: { max: 300, windowMs: 60 * MINUTE },
    });
  });
});

describe.each(STORAGE_ENGINES)('rate-limited routes on $name', (engine) => {
  let test: EngineTestApp;
  const clock = createManualClock();

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    clock.set(Date.parse('2026-05-01T10:00:00.000Z'));
    test = await createEngineTestApp(engine, {}, { clock });
  });
  afterEach(async () => {
    await test?.close();
  });

  const signIn = (email: string, password: string, remoteAddress: string) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/account/sessions/email',
      payload: { email, password },
      remoteAddress,
    });

  it('limits wrong passwords to 10 per 15 minutes per IP, with 429 and rate-limit headers', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await signIn(`someone${attempt}@example.com`, 'wrong-password', '192.0.2.1');
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-ratelimit-limit']).toBe('10');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(10 - attempt));
    }
    const limited = await signIn(user.email, 'quiet-lantern-8', '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ type: 'general_rate_limit_exceeded', code: 429 });
    expect(limited.json().message).toContain('Rate limit');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBe(Math.ceil((clock.now() + 15 * MINUTE) / 1000));
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another IP is not affected; after the window the IP may try again.
    expect((await signIn(user.email, 'quiet-lantern-8', '192.0.2.2')).statusCode).toBe(201);
    clock.advance(15 * MINUTE);
    expect((await signIn('someone@example.com', 'wrong-password', '192.0.2.1')).statusCode).toBe(401);
  });

  it('slows wrong passwords for one e-mail down with a growing delay, not a block, whatever the IP', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    // Five free failures (from different IPs, so the per-IP limit plays no part).
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await signIn(user.email.toUpperCase(), 'wrong-password', `198.51.100.${attempt}`)).statusCode,
      ).toBe(401);
    }
    // Then 2 s before the next attempt, even with the right password (it is not checked)…
    const delayed = await signIn(user.email, 'quiet-lantern-8', '198.51.100.200');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toMatchObject({ type: 'general_rate_limit_exceeded', code: 429 });
    expect(delayed.headers['retry-after']).toBe('2');
    expect(delayed.headers['set-cookie']).toBeUndefined();
    // …4 s after the next failure, 8 s after the one after.
    clock.advance(2_000);
    expect((await signIn(user.email, 'wrong-password', '198.51.100.6')).statusCode).toBe(401);
    expect((await signIn(user.email, 'wrong-password', '198.51.100.7')).headers['retry-after']).toBe('4');
    clock.advance(4_000);
    expect((await signIn(user.email, 'wrong-password', '198.51.100.7')).statusCode).toBe(401);
    expect((await signIn(user.email, 'quiet-lantern-8', '198.51.100.8')).headers['retry-after']).toBe('8');
    // Once the wait is over the owner signs in from anywhere, and the failures are forgotten.
    clock.advance(8_000);
    expect((await signIn(user.email, 'quiet-lantern-8', '198.51.100.9')).statusCode).toBe(201);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(user.email, 'wrong-password', '198.51.100.10')).statusCode).toBe(401);
    }
  });

  it('caps the delay at 15 minutes and answers an unknown e-mail the same', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await signIn(email, 'wrong-password', `198.18.${attempt}.1`);
        seen.push(`${response.statusCode}:${response.headers['retry-after'] ?? ''}`);
        if (response.statusCode === 429) {
          clock.advance(Number(response.headers['retry-after']) * 1000);
          attempt -= 1;
          if (seen.length > 60) break;
        }
      }
      return seen;
    };
    const known = await answers(user.email);
    const unknown = await answers('nobody-here@example.com');
    expect(unknown).toEqual(known);
    const waits = known.filter((answer) => answer.startsWith('429')).map((answer) => answer.slice(4));
    expect(waits).toEqual([
      '2',
      '4',
      '8',
      '16',
      '32',
      '64',
      '128',
      '256',
      '512',
      '900',
      '900',
      '900',
      '900',
      '900',
      '900',
    ]);
  });

  it('lets no parallel burst of guesses past the free failures', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn(user.email, 'wrong-password', `198.19.0.${index}`)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
  });

  it('does not count successful sign-ins', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await signIn(user.email, 'quiet-lantern-8', '203.0.113.9');
      expect(response.statusCode).toBe(201);
    }
  });

  it('limits sign-ups to 10 per hour per IP', async () => {
    for (let index = 0; index < 10; index += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/account',
        remoteAddress: '192.0.2.50',
        payload: { userId: 'unique()', email: `new${index}@example.com`, password: 'quiet-lantern-8' },
      });
      expect(response.statusCode).toBe(201);
    }
    const limited = await test.app.inject({
      method: 'POST',
      url: '/v1/account',
      remoteAddress: '192.0.2.50',
      payload: { userId: 'unique()', email: 'new10@example.com', password: 'quiet-lantern-8' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe('10');
    clock.advance(60 * MINUTE);
    const later = await test.app.inject({
      method: 'POST',
      url: '/v1/account',
      remoteAddress: '192.0.2.50',
      payload: { userId: 'unique()', email: 'new10@example.com', password: 'quiet-lantern-8' },
    });
    expect(later.statusCode).toBe(201);
  });
});
