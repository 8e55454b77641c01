import type { ValidationOutcome } from './validation-job.js';

/** Main thread → validation worker: one request body to validate. */
export interface ValidationRequestMessage {
  id: number;
  body: Uint8Array;
}

/** Validation worker → main thread: the outcome of the request with the same id. */
export interface ValidationResultMessage {
  id: number;
  outcome: ValidationOutcome;
}
