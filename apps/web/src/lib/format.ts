/** Display formats shared by the validator and the sessions panel. */

/**
 * One formatter made on first use and reused: `toLocaleString` with options builds a new one per call,
 * which costs a list of 1,000 cards hundreds of milliseconds.
 */
function reused<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const localTime = reused(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
);
const sessionDate = reused(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);
const relativeTime = reused(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** A request's timestamp in the user's local format, with seconds. */
export function formatLocalTime(epochMs: number): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return 'Unknown time';
  return localTime().format(epochMs);
}

/** Short month, day, year, hour and minute in 12-hour time (specification §2): "Nov 18, 2024, 9:58 AM". */
export function formatSessionDate(epochMs: number): string {
  return sessionDate().format(epochMs);
}

/**
 * Makes the formatters while the browser is idle, so that the first validation does not pay for
 * loading the locale data in the middle of a click.
 */
export function prepareFormatters(): void {
  formatLocalTime(Date.now());
  (0).toLocaleString(); // counts: V8 keeps the default number format once made
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago" … "2 years ago" (specification §9). */
export function formatRelativeTime(epochMs: number, now = Date.now()): string {
  const seconds = Math.round((now - epochMs) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const format = relativeTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(-Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** Cuts a text at `max` characters with an ellipsis (page URLs: 40, specification §9). */
export function truncate(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** "1 page", "3 pages": a count and its noun, the singular for one (`many` defaults to `one` + s). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/** "1 Error(s)" style counts, as the specification writes the badges. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}(s)`;
}
