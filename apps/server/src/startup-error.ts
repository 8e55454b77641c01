/**
 * A configured resource the process cannot use at startup: the database of `DATABASE_URL` does not
 * answer, `DATA_DIR` cannot be written, Redis at `REDIS_URL` is unreachable. The message is one
 * line that names the variable and the reason, and never holds a password: the CLI prints it as is
 * and exits, instead of a stack trace.
 *
 * @example
 * throw new StartupError('DATABASE_URL', 'cannot connect to postgres://app@db:5432/tagproof: connection refused');
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
  /** The CLI's code for it, as `CONFIG_INVALID` is for a malformed value. */
  readonly code = 'STARTUP_FAILED';

  constructor(
    /** The environment variable to fix (`DATABASE_URL`, `DATA_DIR`, `REDIS_URL`). */
    readonly variable: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${variable}: ${reason.replace(/\s*\n\s*/g, ' ')}`, options);
  }
}
