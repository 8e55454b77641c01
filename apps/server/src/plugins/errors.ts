import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type ErrorType } from '../errors.js';
import { globalPlugin } from './global-plugin.js';

/**
 * Gets the first look at a request no route matched. Answers it (and returns true), or returns
 * false to let the JSON 404 answer. The web module uses it to serve the single-page app.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface ErrorsPluginOptions {
  /** Size of the body limit, for the 413 message. */
  bodyLimitBytes: number;
  notFoundFallback?: NotFoundFallback;
}

/**
 * Sets the app's error and not-found handlers so that every failure answers the catalogue's JSON
 * shape `{message, code, type, version}`: unknown routes, unparseable or oversized bodies, schema
 * and zod validation errors, and unexpected exceptions (logged with their stack, answered as a
 * bare 500).
 */
export const errorsPlugin = globalPlugin<ErrorsPluginOptions>('tagproof-errors', async (app, options) => {
  app.setErrorHandler((error: unknown, request, reply) => {
    // A route may set a smaller body limit than the app's (the account routes do).
    const appError = toAppError(error, request.routeOptions.bodyLimit ?? options.bodyLimitBytes);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ type: appError.type, reason: appError.message }, 'request rejected');
    return reply.code(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
    const error = new AppError('general_route_not_found');
    return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
  });
});

/**
 * Answers the errors Fastify raises before routing (a malformed URL such as `/%zz`), which skip the
 * error handler and the hooks: pass it as Fastify's `frameworkErrors` option.
 */
export function createFrameworkErrorHandler(bodyLimitBytes: number, headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const appError = toAppError(error, bodyLimitBytes);
    request.log.info({ type: appError.type, reason: appError.message }, 'request rejected before routing');
    void reply
      .code(appError.status)
      .headers(headers)
      .type('application/json; charset=utf-8')
      .send(appError.toBody());
  };
}

/** Statuses Fastify and its plugins raise, mapped to the catalogue. */
const TYPE_BY_STATUS: Readonly<Record<number, ErrorType>> = {
  400: 'general_argument_invalid',
  401: 'general_unauthorized_scope',
  403: 'general_access_forbidden',
  404: 'general_route_not_found',
  405: 'general_method_not_allowed',
  413: 'general_payload_too_large',
  415: 'general_unsupported_media_type',
  429: 'general_rate_limit_exceeded',
};

/** Turns anything thrown into a catalogue error; only client errors keep their (safe) message. */
export function toAppError(error: unknown, bodyLimitBytes: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError('general_argument_invalid', { reason: describeZodError(error) }, { cause: error });
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    return new AppError(
      'general_argument_invalid',
      { reason: fastifyError.message ?? 'validation failed' },
      { cause: error },
    );
  }
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'general_payload_too_large',
        { limit: formatBytes(bodyLimitBytes) },
        { cause: error },
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(
        'general_argument_invalid',
        { reason: 'the body is not valid JSON' },
        { cause: error },
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('general_argument_invalid', { reason: 'the JSON body is empty' }, { cause: error });
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = TYPE_BY_STATUS[status] ?? 'general_bad_request';
    if (type === 'general_payload_too_large')
      return new AppError(type, { limit: formatBytes(bodyLimitBytes) }, { cause: error });
    return new AppError(type, { reason: fastifyError?.message ?? 'bad request' }, { cause: error, status });
  }
  return new AppError('general_server_error', {}, { cause: error });
}

/** `requests.0.url: Invalid input; tests: Expected array` — paths and zod's messages, at most five. */
export function describeZodError(error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => describeIssue(issue, []));
  if (error.issues.length > 5) parts.push(`and ${error.issues.length - 5} more`);
  return parts.join('; ');
}

/** One issue; for a union, what each alternative missed (`requests.0.requestMetadata: … or requests.0.url: …`). */
function describeIssue(issue: ZodError['issues'][number], parentPath: PropertyKey[]): string {
  const path = [...parentPath, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const alternatives = issue.errors.flatMap((branch) =>
      branch[0] ? [describeIssue(branch[0], path)] : [],
    );
    if (alternatives.length > 0) return alternatives.join(', or ');
  }
  const where = path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? `${megabytes} MB` : `${bytes} bytes`;
}
