import type { ErrorType } from '@tagproof/contracts';

/**
 * Why a validation run failed. HTTP-layer failures take the forms of specification §7: FETCH_ERROR
 * (no answer), TIMEOUT_ERROR, PARSING_ERROR (an answer that cannot be read) or the numeric status.
 * VALIDATION_FAILED is an answer with `success: false`.
 */
export type ValidationFailureCode =
  'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'VALIDATION_FAILED' | number;

export class ValidationFailure extends Error {
  override readonly name = 'ValidationFailure';
  constructor(
    readonly code: ValidationFailureCode,
    message: string,
    /** The catalogue type of the service's error answer, when there was one. */
    readonly type: ErrorType | null = null,
  ) {
    super(message);
  }
}

/** What the store keeps and the error page shows. */
export interface ValidationErrorInfo {
  code: ValidationFailureCode | 'UNKNOWN';
  message: string;
}

/** Specification §8: the message, else 'An error occurred during validation'. */
export function toValidationError(error: unknown): ValidationErrorInfo {
  if (error instanceof ValidationFailure) return { code: error.code, message: error.message };
  const message =
    error instanceof Error && error.message ? error.message : 'An error occurred during validation';
  return { code: 'UNKNOWN', message };
}

/** The message shown for an error answer's catalogue type (see `errorTypeOf`) when it carries none. */
export function typeMessage(type: ErrorType, status: number): string {
  if (type === 'general_payload_too_large')
    return 'The capture is too large for the validation service (413).';
  if (type === 'general_rate_limit_exceeded')
    return 'Too many validations in a short time: wait a moment and try again (429).';
  if (status >= 500)
    return `The validation service is unavailable right now (HTTP ${status}). Try again in a moment.`;
  return `The validation service refused the request (HTTP ${status}).`;
}
