import '../../../lib/zod-without-eval'; // before the schemas are defined
import { ValidationResponseSchema } from '@tagproof/contracts';
import type { ValidationRequestBody, ValidationResponse } from '../../../lib/validation-types';
import { errorTypeOf } from '../../../lib/api-error';
import { typeMessage, ValidationFailure } from './validation-failure';

/** The validation service on our own origin (DESIGN.md: `POST /api/validate`). */
export const VALIDATE_URL = '/api/validate';
/** How long a validation may take before it counts as TIMEOUT_ERROR (50,000 requests fit). */
export const VALIDATE_TIMEOUT_MS = 120_000;

/**
 * Sends the requests (and, for a signed-in user, their tests and triggers) to the validation service
 * and returns its parsed answer. Throws ValidationFailure with FETCH_ERROR, TIMEOUT_ERROR,
 * PARSING_ERROR or the HTTP status. This module is loaded on the first run (it brings zod).
 */
export async function validateRequests(
  payload: ValidationRequestBody,
  {
    timeoutMs = VALIDATE_TIMEOUT_MS,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<ValidationResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(VALIDATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ValidationFailure('TIMEOUT_ERROR', 'The validation service did not answer in time.');
    }
    console.warn('[tagproof] validation request failed', error);
    throw new ValidationFailure(
      'FETCH_ERROR',
      'Could not reach the validation service. Check your connection and try again.',
    );
  } finally {
    clearTimeout(timer);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const type = errorTypeOf(response.status, body);
    throw new ValidationFailure(response.status, messageOf(body) ?? typeMessage(type, response.status), type);
  }
  const parsed = ValidationResponseSchema.safeParse(body);
  if (!parsed.success) {
    console.warn('[tagproof] unexpected validation answer', parsed.error.issues.slice(0, 5));
    throw new ValidationFailure(
      'PARSING_ERROR',
      'The validation service sent an answer that could not be read.',
    );
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new ValidationFailure(
      'PARSING_ERROR',
      'The validation service sent an answer that could not be read.',
    );
  }
}

function messageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const message =
    (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}
