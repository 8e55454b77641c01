import { describe, expect, it } from 'vitest';
import { formatLocalTime, formatRelativeTime, formatSessionDate, plural, prepareFormatters } from './format';

const AT = Date.UTC(2024, 10, 18, 9, 58, 30);

describe('the display formats', () => {
  it('writes a request time as the local medium date and time, with seconds; "Unknown time" without one', () => {
    prepareFormatters();
    expect(formatLocalTime(AT)).toBe(
      new Date(AT).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
    );
    expect(formatLocalTime(AT + 1_000)).not.toBe(formatLocalTime(AT)); // a reused formatter, not a stale text
    expect(formatLocalTime(0)).toBe('Unknown time');
    expect(formatLocalTime(Number.NaN)).toBe('Unknown time');
  });

  it('writes a session date as short month, day, year, hour and minute in 12-hour time', () => {
    // 09:58:30 UTC, in whatever time zone the tests run: "Nov 18, 2024, 9:58 AM" in UTC.
    expect(formatSessionDate(AT)).toMatch(/^Nov 1[89], 2024, \d{1,2}:\d{2} (AM|PM)$/);
    expect(formatSessionDate(AT)).toContain(':58 ');
  });

  it('writes relative times from "just now" to years', () => {
    expect(formatRelativeTime(AT - 30_000, AT)).toBe('just now');
    expect(formatRelativeTime(AT - 5 * 60_000, AT)).toBe('5 minutes ago');
    expect(formatRelativeTime(AT - 24 * 3600_000, AT)).toBe('yesterday');
    expect(formatRelativeTime(AT - 2 * 365 * 24 * 3600_000, AT)).toBe('2 years ago');
  });

  it('counts a noun in the singular for one, the plural otherwise, with the thousands grouped', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(0, 'page')).toBe('0 pages');
    expect(plural(3, 'batched hit', 'batched hits')).toBe('3 batched hits');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(12_000, 'request')).toBe(`${(12_000).toLocaleString()} requests`);
  });
});
