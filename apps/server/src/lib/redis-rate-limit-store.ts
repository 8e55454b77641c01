import { Redis } from 'ioredis';
import { StartupError } from '../startup-error.js';
import type { RateLimitCount, RateLimitStore } from './rate-limit-stores.js';

/**
 * One bucket is a hash `{h: hits, r: resetAt}`. The window is judged by the caller's clock, like the
 * other stores; Redis's own expiry only collects buckets a while after their window ended.
 */
const HIT = `
local reset = tonumber(redis.call('HGET', KEYS[1], 'r'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not reset) or reset <= now then
  redis.call('HSET', KEYS[1], 'h', 1, 'r', now + window)
  redis.call('PEXPIRE', KEYS[1], window + 60000)
  return {1, now + window}
end
return {redis.call('HINCRBY', KEYS[1], 'h', 1), reset}
`;

const UNDO = `
local reset = tonumber(redis.call('HGET', KEYS[1], 'r'))
if reset and reset > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'h')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'h', -1)
end
return 0
`;

const READ = `
local values = redis.call('HMGET', KEYS[1], 'h', 'r')
local reset = tonumber(values[2])
if (not reset) or reset <= tonumber(ARGV[1]) then return false end
return {tonumber(values[1]), reset}
`;

/** ARGV: now, expected hits and resetAt ('' for none), next hits and resetAt. */
const REPLACE = `
local values = redis.call('HMGET', KEYS[1], 'h', 'r')
local reset = tonumber(values[2])
local now = tonumber(ARGV[1])
local live = reset and reset > now
if ARGV[2] == '' then
  if live then return 0 end
elseif (not live) or tonumber(values[1]) ~= tonumber(ARGV[2]) or reset ~= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[1], 'h', ARGV[4], 'r', ARGV[5])
redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[5]) - now, 0) + 60000)
return 1
`;

export interface RedisRateLimitStoreOptions {
  /** Prepended to every bucket (default `tagproof:ratelimit:`), so deployments can share a Redis. */
  keyPrefix?: string;
  /** How long a command may wait for a connection before it fails (default 2 s). */
  commandTimeoutMs?: number;
}

/**
 * Rate-limit counters in Redis (`REDIS_URL`), shared by every instance: one Lua script per hit, so
 * parallel hits from several instances are all counted. Redis expires ended windows itself, so
 * {@link prune} has nothing to do.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  private constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  /**
   * Connects to `url` and checks that Redis answers.
   *
   * @throws {StartupError} naming `REDIS_URL` when Redis cannot be reached, with the address (never the password).
   */
  static async connect(url: string, options: RedisRateLimitStoreOptions = {}): Promise<RedisRateLimitStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 5000,
      commandTimeout: options.commandTimeoutMs ?? 2000,
    });
    // Errors reach the commands that fail; the client reconnects by itself.
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new StartupError(
        'REDIS_URL',
        `could not reach Redis at ${describeRedisUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    return new RedisRateLimitStore(redis, options.keyPrefix ?? 'tagproof:ratelimit:');
  }

  async hit(bucket: string, windowMs: number, now: number): Promise<RateLimitCount> {
    const [hits, resetAt] = (await this.#redis.eval(HIT, 1, this.#prefix + bucket, now, windowMs)) as [
      number,
      number,
    ];
    return { hits: Number(hits), resetAt: Number(resetAt) };
  }

  async undo(bucket: string, now: number): Promise<void> {
    await this.#redis.eval(UNDO, 1, this.#prefix + bucket, now);
  }

  async prune(): Promise<void> {}

  async read(bucket: string, now: number): Promise<RateLimitCount | null> {
    const found = (await this.#redis.eval(READ, 1, this.#prefix + bucket, now)) as [number, number] | null;
    return found ? { hits: Number(found[0]), resetAt: Number(found[1]) } : null;
  }

  async replace(
    bucket: string,
    expected: RateLimitCount | null,
    next: RateLimitCount,
    now: number,
  ): Promise<boolean> {
    const replaced = await this.#redis.eval(
      REPLACE,
      1,
      this.#prefix + bucket,
      now,
      expected?.hits ?? '',
      expected?.resetAt ?? '',
      next.hits,
      next.resetAt,
    );
    return Number(replaced) === 1;
  }

  async clear(bucket: string): Promise<void> {
    await this.#redis.del(this.#prefix + bucket);
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}

/** `redis://host:port/db`, without credentials. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(an unparseable URL)';
  }
}
