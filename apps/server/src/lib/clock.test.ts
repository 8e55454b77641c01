import { describe, expect, it } from 'vitest';
import { appwriteDate, createManualClock, isoAt } from './clock.js';

describe('clock helpers', () => {
  it('formats dates the way Appwrite does', () => {
    expect(appwriteDate(isoAt(Date.UTC(2026, 4, 1, 10, 20, 30, 123)))).toBe('2026-05-01T10:20:30.123+00:00');
  });

  it('moves a manual clock only when told', () => {
    const clock = createManualClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(500);
    expect(clock.now()).toBe(1500);
    clock.set(42);
    expect(clock.now()).toBe(42);
  });
});
