import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { MemoryRateLimitStore, SqlRateLimitStore, type RateLimitStore } from '../lib/rate-limit-stores.js';
import { RedisRateLimitStore } from '../lib/redis-rate-limit-store.js';
import { sha256Hex } from '../lib/secrets.js';
import { SIGN_IN_DELAY, SignInDelay, type SignInDelayPolicy } from '../lib/sign-in-delay-rate-limit.js';
import { globalPlugin } from './global-plugin.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** At most `max` hits per fixed window of `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** The limits of DESIGN.md (Decisions → Backend). */
export const RATE_LIMIT_RULES = {
  /**
   * Sign-in attempts per client IP: 10 per 15 minutes (a successful sign-in gives its attempt back).
   * Per e-mail address a growing delay applies instead of a block ({@link RateLimiter.signInDelay}).
   */
  signInPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Sign-ups per client IP: 10 per hour. */
  signUpPerIp: { max: 10, windowMs: HOUR },
  /** Verification e-mails per user: 1 per minute… */
  verificationEmailPerMinute: { max: 1, windowMs: MINUTE },
  /** …and 10 per hour. */
  verificationEmailPerHour: { max: 10, windowMs: HOUR },
  /** Document creates, updates and deletes per user: 120 per minute. */
  documentWritesPerUser: { max: 120, windowMs: MINUTE },
  /** Automation jobs submitted anonymously, per client IP: 5 per hour. */
  automationSubmitsPerIp: { max: 5, windowMs: HOUR },
  /** Automation jobs per signed-in user on the free limits: 30 per hour… */
  automationSubmitsPerUser: { max: 30, windowMs: HOUR },
  /** …and with prefs.isPremium: 300 per hour. */
  automationSubmitsPerPremiumUser: { max: 300, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

/** The state of one rule for one key after a hit. */
export interface RateLimitResult {
  rule: RateLimitRuleName;
  limit: number;
  remaining: number;
  /** Epoch milliseconds. */
  resetAt: number;
  exceeded: boolean;
}

/** A rule and the key it counts for (an IP, an e-mail, a user id). */
export type RateLimitCheck = readonly [rule: RateLimitRuleName, key: string];

/**
 * Counts requests against {@link RATE_LIMIT_RULES}. Routes call {@link RateLimiter.enforce}, which
 * answers 429 `general_rate_limit_exceeded` with `X-RateLimit-Limit`, `-Remaining` and `-Reset`
 * (epoch seconds) and `Retry-After` once a limit is passed, and sends the same headers on allowed
 * requests.
 */
export class RateLimiter {
  readonly rules: Readonly<Record<RateLimitRuleName, RateLimitRule>>;
  /** The growing wait between failed sign-ins for one e-mail address, in the same store. */
  readonly signInDelay: SignInDelay;
  #lastPrune = 0;

  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock = systemClock,
    rules: Partial<Record<RateLimitRuleName, RateLimitRule>> = {},
    private readonly onPruneError: (error: unknown) => void = () => {},
    signInDelay: SignInDelayPolicy = SIGN_IN_DELAY,
  ) {
    this.rules = { ...RATE_LIMIT_RULES, ...rules };
    this.signInDelay = new SignInDelay(store, clock, signInDelay);
  }

  /**
   * Claims a sign-in attempt for `email` ({@link SignInDelay.claim}); throws 429
   * `general_rate_limit_exceeded` with `Retry-After` while the address must still wait.
   */
  async enforceSignInDelay(reply: FastifyReply, email: string): Promise<void> {
    const claim = await this.signInDelay.claim(email);
    if (claim.allowed) return;
    const retryAfter = Math.max(1, Math.ceil((claim.retryAt - this.clock.now()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new AppError('general_rate_limit_exceeded');
  }

  /** Counts one hit of `rule` for `key`. */
  async consume(rule: RateLimitRuleName, key: string): Promise<RateLimitResult> {
    const { max, windowMs } = this.rules[rule];
    const now = this.clock.now();
    this.#pruneNowAndThen(now);
    const { hits, resetAt } = await this.store.hit(bucketOf(rule, key), windowMs, now);
    return { rule, limit: max, remaining: Math.max(0, max - hits), resetAt, exceeded: hits > max };
  }

  /**
   * How long until {@link RateLimiter.enforce} would accept these checks, in milliseconds (0: now),
   * without counting a hit. For a client that shows when it may try again.
   */
  async waitMs(checks: readonly RateLimitCheck[]): Promise<number> {
    const now = this.clock.now();
    const waits = await Promise.all(
      checks.map(async ([rule, key]) => {
        const count = await this.store.read(bucketOf(rule, key), now);
        return count && count.hits >= this.rules[rule].max ? Math.max(0, count.resetAt - now) : 0;
      }),
    );
    return Math.max(0, ...waits);
  }

  /** Gives back one hit of `rule` for `key` (a sign-in that succeeded does not count). */
  async refund(rule: RateLimitRuleName, key: string): Promise<void> {
    await this.store.undo(bucketOf(rule, key), this.clock.now());
  }

  /**
   * Counts a hit of every check, sets the rate-limit headers of the tightest one on `reply`, and
   * throws 429 when any limit is passed.
   *
   * @example
   * await app.rateLimiter.enforce(reply, [['signUpPerIp', request.ip]]);
   */
  async enforce(
    reply: { header(name: string, value: string): unknown },
    checks: readonly RateLimitCheck[],
  ): Promise<RateLimitResult[]> {
    const results = await Promise.all(checks.map(([rule, key]) => this.consume(rule, key)));
    const tightest = tightestOf(results);
    if (!tightest) return results;
    const resetSeconds = Math.ceil(tightest.resetAt / 1000);
    reply.header('x-ratelimit-limit', String(tightest.limit));
    reply.header('x-ratelimit-remaining', String(tightest.remaining));
    reply.header('x-ratelimit-reset', String(resetSeconds));
    if (tightest.exceeded) {
      // A refused request does not use up the other limits (an hourly quota counts what was done).
      await Promise.all(
        checks.map(([rule, key], index) => (results[index]?.exceeded ? undefined : this.refund(rule, key))),
      );
      const retryAfter = Math.max(1, Math.ceil((tightest.resetAt - this.clock.now()) / 1000));
      reply.header('retry-after', String(retryAfter));
      throw new AppError('general_rate_limit_exceeded');
    }
    return results;
  }

  #pruneNowAndThen(now: number): void {
    if (now - this.#lastPrune < MINUTE) return;
    this.#lastPrune = now;
    this.store.prune(now).catch(this.onPruneError);
  }
}

/** Exceeded first (the one that resets last), else the one with the fewest hits left. */
function tightestOf(results: readonly RateLimitResult[]): RateLimitResult | undefined {
  return [...results].sort((left, right) => {
    if (left.exceeded !== right.exceeded) return left.exceeded ? -1 : 1;
    if (left.exceeded) return right.resetAt - left.resetAt;
    return left.remaining - right.remaining;
  })[0];
}

/** Keys (e-mails, IPs) are hashed: the store holds no personal data and bounded bucket names. */
function bucketOf(rule: RateLimitRuleName, key: string): string {
  return `${rule}:${sha256Hex(key).slice(0, 40)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits of DESIGN.md, shared by every instance through Redis or PostgreSQL. */
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitPluginOptions {
  clock?: Clock;
  /** Default: Redis with `redisUrl`, else the `rate_limits` table on PostgreSQL (shared by instances), else memory. */
  store?: RateLimitStore;
  /** `REDIS_URL`: counters in Redis, shared by every instance. */
  redisUrl?: string | null;
  /** Overrides of {@link RATE_LIMIT_RULES} (tests, a deployment's own policy). */
  rules?: Partial<Record<RateLimitRuleName, RateLimitRule>>;
}

/**
 * Decorates the app with {@link RateLimiter} as `app.rateLimiter`. Needs the database plugin. With
 * `redisUrl` the counters live in Redis (the app does not start when Redis cannot be reached).
 */
export const rateLimitPlugin = globalPlugin<RateLimitPluginOptions>(
  'tagproof-rate-limit',
  async (app, options) => {
    let store = options.store;
    if (!store && options.redisUrl) {
      const redis = await RedisRateLimitStore.connect(options.redisUrl);
      app.addHook('onClose', () => redis.close());
      store = redis;
    }
    store ??=
      app.database.dialect === 'postgres' ? new SqlRateLimitStore(app.db) : new MemoryRateLimitStore();
    const limiter = new RateLimiter(store, options.clock ?? systemClock, options.rules, (error) =>
      app.log.warn({ err: error }, 'could not prune rate-limit counters'),
    );
    app.decorate('rateLimiter', limiter);
  },
);

/**
 * Counts one document write (create, update, delete) of the signed-in user: 120 a minute, then 429.
 * Call it in the documents routes after checking that a user is signed in.
 *
 * @example
 * await limitDocumentWrites(request, reply);
 */
export async function limitDocumentWrites(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const key = request.user?.id ?? `ip:${request.ip}`;
  await request.server.rateLimiter.enforce(reply, [['documentWritesPerUser', key]]);
}
