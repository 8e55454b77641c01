/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
 * kill campaign can be replayed from the seed it logged.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  /** An element of `items` (which must not be empty). */
  pick<T>(items: readonly T[]): T;
  /** A generator of its own, derived from this one's seed and `salt` (one per client). */
  fork(salt: number): SeededRandom;
}

/**
 * Answers a generator seeded with `seed` (a 32-bit unsigned integer).
 *
 * @example
 * const random = seededRandom(42);
 * random.between(50, 800); // the same on every run
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    fork: (salt) => seededRandom(Math.imul(seed ^ 0x9e3779b9, salt + 1) ^ (salt * 0x85ebca6b)),
  };
}

/** `KILL_SEED` when set (a non-negative integer), else a fresh random seed. */
export function campaignSeed(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.KILL_SEED?.trim();
  if (text) {
    const seed = Number(text);
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`KILL_SEED must be an integer from 0 to 4294967295, not "${text}"`);
    return seed;
  }
  return Math.floor(Math.random() * 0x100000000);
}
