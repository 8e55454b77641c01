import type { ErrorType } from '@tagproof/contracts';

/** A usage or input error: the CLI prints its one-line message and exits 2. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    /** Stable type from the error catalogue of `@tagproof/contracts` (the service answers the same types). */
    readonly type: ErrorType = 'general_argument_invalid',
  ) {
    super(message);
  }
}

/** Exit codes of every command: 0 nothing found, 1 something found at the fail level, 2 bad input. */
export const EXIT = { ok: 0, found: 1, badInput: 2 } as const;

/**
 * The server's StartupError (an unreachable DATABASE_URL or REDIS_URL, an unusable DATA_DIR), told
 * by its name: the server is loaded lazily, so its class is not at hand here. Its message is already
 * one line naming the variable, without secrets.
 */
export function isStartupError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'StartupError';
}
