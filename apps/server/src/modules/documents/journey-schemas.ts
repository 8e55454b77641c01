import {
  JourneyAlertsSchema,
  JourneyScheduleSchema,
  nextSlotAfter,
  parseSchedule,
} from '@tagproof/contracts';
import { z } from 'zod';
import { appwriteDate } from '../../lib/clock.js';
import { PREMIUM_LIMITS } from '../automation/automation.limits.js';
import { readAutomationRequest } from '../automation/journey-spec.js';
import { AppError } from '../../errors.js';
import { jsonTextOf, toJsonText } from './json-text.js';

/**
 * The data of a `journeys` document (DESIGN.md "Saved journeys"): `request` is the automation
 * request (JSON text or the object), checked as `POST /api/automation` checks it within the largest
 * limits (a run is checked again against its owner's); `schedule` a schedule of
 * `@tagproof/contracts`; `alerts` `{email, webhookUrl}`. `nextRunAt` is the server's: computed
 * from the schedule whenever it is written, never by the client.
 */

/** The automation request is at most what `POST /api/automation` accepts. */
const MAX_REQUEST = 2 * 1024 * 1024;
const MAX_NAME = 256;

const request = z
  .union([
    jsonTextOf('object', MAX_REQUEST),
    z.record(z.string(), z.unknown()).transform((value, context) => toJsonText(value, MAX_REQUEST, context)),
  ])
  .superRefine((text, context) => {
    try {
      readAutomationRequest(JSON.parse(text), PREMIUM_LIMITS);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      context.addIssue({ code: 'custom', message: error.message });
    }
  });

/** Alerts are `{email, webhookUrl}`: a few hundred characters. */
const MAX_ALERTS = 16 * 1024;

const alerts = z
  .union([
    // Checked (length, depth) before it is parsed, as every JSON text attribute.
    jsonTextOf('object', MAX_ALERTS).transform((text) => JSON.parse(text) as unknown),
    z.record(z.string(), z.unknown()),
  ])
  .pipe(JourneyAlertsSchema)
  .transform((value) => JSON.stringify(value));

const fields = {
  name: z
    .string()
    .max(MAX_NAME)
    .refine((text) => text.trim() !== '', 'must not be blank'),
  request,
  schedule: JourneyScheduleSchema.nullish(),
  alerts,
  baselineReportId: z.string().max(36).nullish(),
};

/** The next slot of `schedule` after `nowMs` as an Appwrite date; null without a schedule. */
export function nextRunAt(schedule: string | null | undefined, nowMs: number): string | null {
  if (!schedule) return null;
  const parsed = parseSchedule(schedule);
  const slot = parsed.ok ? nextSlotAfter(parsed.schedule, nowMs) : null;
  return slot === null ? null : appwriteDate(new Date(slot).toISOString());
}

/** A create's data, with the first slot of its schedule. */
export const journeyCreateSchema: z.ZodType<Record<string, unknown>> = z
  .strictObject({
    ...fields,
    alerts: fields.alerts.default(JSON.stringify({ email: false, webhookUrl: null })),
  })
  .transform((data) => ({
    ...data,
    schedule: data.schedule ?? null,
    nextRunAt: nextRunAt(data.schedule, Date.now()),
  }));

/** An update's data: a new schedule restarts from the next slot after now. */
export const journeyUpdateSchema: z.ZodType<Record<string, unknown>> = z
  .strictObject(fields)
  .partial()
  .transform((data) =>
    data.schedule === undefined ? data : { ...data, nextRunAt: nextRunAt(data.schedule, Date.now()) },
  );
