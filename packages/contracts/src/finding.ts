import { z } from 'zod';

export const SeveritySchema = z.enum(['error', 'warning', 'info']);

/** A finding: `fieldPath` is the wire name, `parameter` the readable name, `source` the rule book. */
export const FindingSchema = z.object({
  code: z.string(),
  severity: SeveritySchema,
  fieldPath: z.string(),
  parameter: z.string(),
  message: z.string(),
  expected: z.string().optional(),
  received: z.string().optional(),
  source: z.string(),
});
export type FindingPayload = z.infer<typeof FindingSchema>;
