/** Where the server reads the time: injectable, so tests can move it (session expiry, rate limits). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock for tests that stands still until moved.
 *
 * @example
 * const clock = createManualClock();
 * clock.advance(8 * 24 * 60 * 60 * 1000);
 */
export function createManualClock(start: number = Date.parse('2026-05-01T10:00:00.000Z')) {
  let current = start;
  return {
    now: () => current,
    advance(milliseconds: number) {
      current += milliseconds;
    },
    set(epochMilliseconds: number) {
      current = epochMilliseconds;
    },
  };
}

/** ISO-8601 text of an epoch instant, as the database stores timestamps (`2026-05-01T10:20:30.123Z`). */
export function isoAt(epochMilliseconds: number): string {
  return new Date(epochMilliseconds).toISOString();
}

/** Appwrite's date format: `2026-05-01T10:20:30.123+00:00`. */
export function appwriteDate(iso: string): string {
  return iso.endsWith('Z') ? `${iso.slice(0, -1)}+00:00` : iso;
}
