/**
 * The server's errors. The catalogue itself (types, statuses, message templates, the error body's
 * schema) lives in `@tagproof/contracts`, shared with the web app and the CLI.
 */
import { API_VERSION, ERROR_CATALOGUE, type ErrorBody, type ErrorType } from '@tagproof/contracts';

export { API_VERSION, ERROR_CATALOGUE, type ErrorBody, type ErrorType };

export interface AppErrorOptions {
  cause?: unknown;
  status?: number;
}

/**
 * An error the API answers as is: throw it from a route and the error handler answers its status
 * and body.
 *
 * @example
 * throw new AppError('general_argument_invalid', { reason: 'requests must be an array' });
 */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly status: number;

  /** `options.status` overrides the catalogue's status (for a generic type raised with another 4xx). */
  constructor(type: ErrorType, params: Record<string, string | number> = {}, options: AppErrorOptions = {}) {
    super(
      formatMessage(ERROR_CATALOGUE[type].message, params),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.type = type;
    this.status = options.status ?? ERROR_CATALOGUE[type].status;
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.status, type: this.type, version: API_VERSION };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? 'no details given' : String(value);
  });
}
