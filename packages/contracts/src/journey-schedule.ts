/**
 * When a saved journey runs: `hourly`, `daily`, `weekly` or a five-field cron expression
 * (`minute hour day-of-month month day-of-week`, in UTC), read by {@link parseSchedule} and stepped
 * by {@link nextSlotAfter}. Fields take `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists
 * `a,b`, and English month and day names (`jan`, `mon`); day-of-week 0 and 7 are Sunday. As in cron,
 * when both day fields are restricted a day matching either runs.
 */

/** The named schedules and the cron expression each stands for. */
export const NAMED_SCHEDULES = {
  hourly: '0 * * * *',
  daily: '0 0 * * *',
  weekly: '0 0 * * 0',
} as const;

/** A parsed schedule: the allowed values of each field. */
export interface CronSchedule {
  expression: string;
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  daysOfWeek: ReadonlySet<number>;
  /** The day-of-month field is not `*`. */
  dayOfMonthRestricted: boolean;
  /** The day-of-week field is not `*`. */
  dayOfWeekRestricted: boolean;
}

export type ScheduleParse = { ok: true; schedule: CronSchedule } | { ok: false; error: string };

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  },
  { name: 'day of week', min: 0, max: 7, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
];

/** Schedules are searched this far ahead; one that never fires within it (`0 0 30 2 *`) is refused. */
const SEARCH_HORIZON_MS = 5 * 366 * 24 * 3_600_000;
const MINUTE_MS = 60_000;

function readValue(text: string, field: FieldSpec): number | string {
  const index = field.names?.indexOf(text.toLowerCase()) ?? -1;
  if (index >= 0) return index + (field.name === 'month' ? 1 : 0);
  if (!/^\d{1,2}$/.test(text)) return `"${text}" is not a number in the ${field.name} field`;
  const value = Number(text);
  if (value < field.min || value > field.max)
    return `${value} is out of range in the ${field.name} field (${field.min}-${field.max})`;
  return value;
}

function readField(text: string, field: FieldSpec): Set<number> | string {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText, extra] = part.split('/');
    if (extra !== undefined || range === '') return `"${part}" is not valid in the ${field.name} field`;
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d{1,2}$/.test(stepText) || Number(stepText) === 0)
        return `the step "${stepText}" in the ${field.name} field must be a positive number`;
      step = Number(stepText);
    }
    let low = field.min;
    let high = field.max;
    if (range !== '*') {
      const [first = '', last, more] = range.split('-');
      if (more !== undefined) return `"${range}" is not a valid range in the ${field.name} field`;
      const from = readValue(first, field);
      if (typeof from === 'string') return from;
      const to = last === undefined ? (stepText === undefined ? from : field.max) : readValue(last, field);
      if (typeof to === 'string') return to;
      if (to < from) return `the range ${range} in the ${field.name} field runs backwards`;
      low = from;
      high = to;
    }
    for (let value = low; value <= high; value += step) values.add(value);
  }
  return values;
}

/**
 * Reads `hourly`, `daily`, `weekly` or a five-field cron expression; an error says which field is
 * wrong and why.
 *
 * @example
 * parseSchedule('*\/15 9-17 * * mon-fri'); // { ok: true, schedule: … }
 * parseSchedule('61 * * * *'); // { ok: false, error: '61 is out of range in the minute field (0-59)' }
 */
export function parseSchedule(text: string): ScheduleParse {
  const trimmed = text.trim();
  const expression = Object.hasOwn(NAMED_SCHEDULES, trimmed)
    ? NAMED_SCHEDULES[trimmed as keyof typeof NAMED_SCHEDULES]
    : trimmed;
  const parts = expression.split(/\s+/);
  if (parts.length !== 5 || trimmed === '') {
    return {
      ok: false,
      error: `"${trimmed.slice(0, 80)}" is not a schedule: use hourly, daily, weekly or five cron fields (minute hour day-of-month month day-of-week)`,
    };
  }
  const sets: Array<Set<number>> = [];
  for (const [index, field] of FIELDS.entries()) {
    const values = readField(parts[index] ?? '', field);
    if (typeof values === 'string') return { ok: false, error: values };
    sets.push(values);
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = sets as [
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
  ];
  if (daysOfWeek.delete(7)) daysOfWeek.add(0);
  const schedule: CronSchedule = {
    expression,
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    dayOfMonthRestricted: parts[2] !== '*',
    dayOfWeekRestricted: parts[4] !== '*',
  };
  if (nextSlotAfter(schedule, Date.UTC(2000, 0, 1)) === null)
    return { ok: false, error: `"${trimmed}" never runs (no such date)` };
  return { ok: true, schedule };
}

function dayMatches(schedule: CronSchedule, date: Date): boolean {
  const byMonthDay = schedule.daysOfMonth.has(date.getUTCDate());
  const byWeekDay = schedule.daysOfWeek.has(date.getUTCDay());
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) return byMonthDay || byWeekDay;
  return byMonthDay && byWeekDay;
}

/**
 * The first slot of `schedule` strictly after `afterMs` (epoch milliseconds, UTC), or null when
 * there is none within five years.
 */
export function nextSlotAfter(schedule: CronSchedule, afterMs: number): number | null {
  const date = new Date(Math.floor(afterMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const limit = afterMs + SEARCH_HORIZON_MS;
  while (date.getTime() <= limit) {
    if (!schedule.months.has(date.getUTCMonth() + 1)) {
      date.setUTCMonth(date.getUTCMonth() + 1, 1);
      date.setUTCHours(0, 0, 0, 0);
    } else if (!dayMatches(schedule, date)) {
      date.setUTCDate(date.getUTCDate() + 1);
      date.setUTCHours(0, 0, 0, 0);
    } else if (!schedule.hours.has(date.getUTCHours())) {
      date.setUTCHours(date.getUTCHours() + 1, 0, 0, 0);
    } else if (!schedule.minutes.has(date.getUTCMinutes())) {
      date.setUTCMinutes(date.getUTCMinutes() + 1, 0, 0);
    } else {
      return date.getTime();
    }
  }
  return null;
}
