import { MAX_VALIDATION_ANSWER_BYTES, ValidationPayloadSchema } from '@tagproof/contracts';
import { validate } from '@tagproof/engine';
import secureJson from 'secure-json-parse';
import type { ErrorType } from '../../errors.js';
import { describeZodError } from '../../plugins/errors.js';
import { describeBadInput, jsonTextExceedsDepth } from '../../plugins/find-bad-input.js';
import { JsonTooLargeError, serializeJsonBounded } from './bounded-json.js';
import { findLimitBreach } from './validation-limits.js';

/** What one validation answers: the JSON bytes of the engine's response, or a catalogue error. */
export type ValidationOutcome =
  | { kind: 'answer'; json: Uint8Array }
  | { kind: 'error'; type: ErrorType; params: Record<string, string | number> };

export interface ValidationJobOptions {
  /** The largest answer to build, in bytes (default MAX_VALIDATION_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

/**
 * The whole of one `POST /api/validate` after the body is read, as the validation worker threads
 * run it: parses the JSON body (refusing prototype poisoning and nesting deeper than the server's
 * cap, as its JSON parser does), checks it against ValidationPayloadSchema and the service's limits,
 * validates it, and serialises the answer within `maxAnswerBytes`. Never throws on input: every refusal is a catalogue error.
 */
export function runValidationJob(body: Uint8Array, options: ValidationJobOptions = {}): ValidationOutcome {
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_VALIDATION_ANSWER_BYTES;
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  if (text.trim().length === 0) return invalid('the JSON body is empty');
  // The server's one depth rule for JSON bodies (input-guard.ts), applied here since this route's
  // body is parsed on the thread.
  if (jsonTextExceedsDepth(text))
    return invalid(describeBadInput({ problem: 'too-deep', where: 'the JSON body' }));
  let input: unknown;
  try {
    input = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return invalid('the body is not valid JSON');
  }
  const payload = ValidationPayloadSchema.safeParse(input);
  if (!payload.success) return invalid(describeZodError(payload.error));
  const breach = findLimitBreach(payload.data);
  if (breach) return { kind: 'error', ...breach };
  const response = validate(payload.data);
  if (!response.success) return invalid(response.error ?? 'the payload cannot be validated');
  try {
    return { kind: 'answer', json: serializeJsonBounded(response, maxAnswerBytes) };
  } catch (error) {
    // RangeError: a single piece longer than V8's longest string.
    if (error instanceof JsonTooLargeError || error instanceof RangeError)
      return {
        kind: 'error',
        type: 'validation_answer_too_large',
        params: { limit: formatBytes(maxAnswerBytes) },
      };
    throw error;
  }
}

function invalid(reason: string): ValidationOutcome {
  return { kind: 'error', type: 'general_argument_invalid', params: { reason } };
}

function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${bytes} bytes`;
}
