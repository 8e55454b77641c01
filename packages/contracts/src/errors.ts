import { z } from 'zod';
import { ERROR_TYPES } from './error-catalogue.js';

/** The JSON body of every error answer of the HTTP API. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.number().int(),
  type: z.enum(ERROR_TYPES),
  version: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
