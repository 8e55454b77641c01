import { describe, expect, it } from 'vitest';
import { nextSlotAfter, parseSchedule, type CronSchedule } from './journey-schedule.js';

function schedule(text: string): CronSchedule {
  const parsed = parseSchedule(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schedule;
}

const at = (iso: string) => Date.parse(iso);
const next = (text: string, iso: string) => {
  const slot = nextSlotAfter(schedule(text), at(iso));
  return slot === null ? null : new Date(slot).toISOString();
};

describe('parseSchedule', () => {
  it('reads the named schedules as their cron expressions', () => {
    expect(schedule('hourly').expression).toBe('0 * * * *');
    expect(schedule(' daily ').expression).toBe('0 0 * * *');
    expect(schedule('weekly').expression).toBe('0 0 * * 0');
  });

  it.each([
    ['61 * * * *', '61 is out of range in the minute field (0-59)'],
    ['* * * *', 'is not a schedule'],
    ['* * * * * *', 'is not a schedule'],
    ['', 'is not a schedule'],
    ['*/0 * * * *', 'must be a positive number'],
    ['5-2 * * * *', 'runs backwards'],
    ['x * * * *', '"x" is not a number in the minute field'],
    ['* * * foo *', 'in the month field'],
    ['0 0 30 2 *', 'never runs'],
    ['1,,2 * * * *', 'is not valid in the minute field'],
  ])('refuses %j with a clear error', (text, message) => {
    const parsed = parseSchedule(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});

describe('nextSlotAfter', () => {
  it('steps named schedules strictly after the given time', () => {
    expect(next('hourly', '2026-05-01T10:20:30Z')).toBe('2026-05-01T11:00:00.000Z');
    expect(next('hourly', '2026-05-01T11:00:00Z')).toBe('2026-05-01T12:00:00.000Z');
    expect(next('daily', '2026-12-31T23:59:59Z')).toBe('2027-01-01T00:00:00.000Z');
    // 2026-05-01 is a Friday: the next Sunday is 05-03.
    expect(next('weekly', '2026-05-01T10:00:00Z')).toBe('2026-05-03T00:00:00.000Z');
  });

  it('handles steps, ranges, lists, names and day-of-week 7', () => {
    expect(next('*/15 9-17 * * mon-fri', '2026-05-01T17:50:00Z')).toBe('2026-05-04T09:00:00.000Z');
    expect(next('30 8 1,15 * *', '2026-05-02T00:00:00Z')).toBe('2026-05-15T08:30:00.000Z');
    expect(next('0 0 * * 7', '2026-05-01T10:00:00Z')).toBe('2026-05-03T00:00:00.000Z');
    expect(next('0 12 29 feb *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
  });

  it('runs a day matching either day field when both are restricted', () => {
    // The 10th, or any Monday: after Fri 2026-05-01 comes Mon 05-04.
    expect(next('0 6 10 * 1', '2026-05-01T10:00:00Z')).toBe('2026-05-04T06:00:00.000Z');
  });
});
