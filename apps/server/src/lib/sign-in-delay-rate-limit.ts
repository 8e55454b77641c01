import type { Clock } from './clock.js';
import type { RateLimitCount, RateLimitStore } from './rate-limit-stores.js';
import { sha256Hex } from './secrets.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How sign-in attempts for one e-mail address slow down as they fail. */
export interface SignInDelayPolicy {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** The failures of an address are forgotten this long after the last attempt. */
  forgetAfterMs: number;
}

/**
 * 5 free failures, then 2 s, 4 s, 8 s, … up to 15 minutes between attempts; forgotten an hour after
 * the last attempt. An attacker cannot lock the owner out for long (the owner waits at most the
 * current delay), and guessing gets slow: each wrong guess doubles the wait.
 */
export const SIGN_IN_DELAY: SignInDelayPolicy = {
  freeFailures: 5,
  firstDelayMs: 2 * SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** The wait after `failures` failed attempts, before the next one may be made. */
export function delayAfter(failures: number, policy: SignInDelayPolicy = SIGN_IN_DELAY): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** Whether an attempt may be made now; when not, from when it may. */
export type SignInClaim = { allowed: true } | { allowed: false; retryAt: number };

/**
 * The growing delay between sign-in attempts for one e-mail address, kept in the rate-limit store
 * (so every instance sees the same count). An attempt is claimed before the password is checked:
 * the claim counts it as a failure at once (so parallel guesses cannot slip through together), and
 * {@link SignInDelay.succeeded} forgets the failures after a right password. The bucket holds the
 * failure count, and the instant the failures are forgotten (the last attempt + `forgetAfterMs`).
 */
export class SignInDelay {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
    readonly policy: SignInDelayPolicy = SIGN_IN_DELAY,
  ) {}

  /** Claims an attempt for `email` (the same for known and unknown addresses). */
  async claim(email: string): Promise<SignInClaim> {
    const bucket = bucketOf(email);
    // A claim lost to a parallel one is read again; a few rounds settle any real contention.
    for (let round = 0; round < 8; round += 1) {
      const now = this.clock.now();
      const current = await this.store.read(bucket, now);
      const failures = current?.hits ?? 0;
      if (current) {
        const lastAttempt = current.resetAt - this.policy.forgetAfterMs;
        const retryAt = lastAttempt + delayAfter(failures, this.policy);
        if (now < retryAt) return { allowed: false, retryAt };
      }
      const next: RateLimitCount = { hits: failures + 1, resetAt: now + this.policy.forgetAfterMs };
      if (await this.store.replace(bucket, current, next, now)) return { allowed: true };
    }
    return { allowed: false, retryAt: this.clock.now() + SECOND };
  }

  /** A right password: the address's failures are forgotten. */
  async succeeded(email: string): Promise<void> {
    await this.store.clear(bucketOf(email));
  }
}

/** Hashed like the other buckets: the store holds no e-mail address. */
function bucketOf(email: string): string {
  return `signInDelay:${sha256Hex(email).slice(0, 40)}`;
}
