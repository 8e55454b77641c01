import { z } from 'zod';

/**
 * What one automation job may use. Anonymous users and signed-in users without `prefs.isPremium`
 * get the free limits; premium users (`tagproof user premium EMAIL`) the premium ones. The tier is
 * read from the user's stored prefs at submission, never from the request, and kept with the job.
 */
export interface AutomationLimits {
  tier: 'free' | 'premium';
  /** Steps of a journey at most (recording steps, or written instructions plus the first navigation). */
  maxSteps: number;
  /** The per-step timeout when the request names none (the specification's 30000 ms). */
  defaultStepTimeoutMs: number;
  /** The largest per-step timeout a request may ask for. */
  maxStepTimeoutMs: number;
  /** The whole run, from the first step to the report. */
  maxTotalMs: number;
}

/** What a job reads back of the limits it stored with itself (JSON text in its row). */
const StoredLimitsSchema = z.looseObject({ maxTotalMs: z.number() }) satisfies z.ZodType<
  Pick<AutomationLimits, 'maxTotalMs'>
>;

/** Reads the limits a job was queued with; throws when the stored JSON is not limits. */
export function readStoredLimits(json: string): Pick<AutomationLimits, 'maxTotalMs'> {
  return StoredLimitsSchema.parse(JSON.parse(json));
}

export const FREE_LIMITS: AutomationLimits = {
  tier: 'free',
  maxSteps: 25,
  defaultStepTimeoutMs: 30_000,
  maxStepTimeoutMs: 30_000,
  maxTotalMs: 5 * 60_000,
};

export const PREMIUM_LIMITS: AutomationLimits = {
  tier: 'premium',
  maxSteps: 200,
  defaultStepTimeoutMs: 30_000,
  maxStepTimeoutMs: 120_000,
  maxTotalMs: 30 * 60_000,
};

/** The smallest per-step timeout accepted (shorter values are raised to it). */
export const MIN_STEP_TIMEOUT_MS = 1000;

/** Limits for a submitter: premium only for a signed-in user whose stored prefs say so. */
export function limitsFor(prefs: Record<string, unknown> | null): AutomationLimits {
  return prefs?.isPremium === true ? PREMIUM_LIMITS : FREE_LIMITS;
}
