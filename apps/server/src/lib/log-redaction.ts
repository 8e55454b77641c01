import type { FastifyRequest } from 'fastify';

/** What a redacted value reads in the logs. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: the automation results `token`, OAuth's `code` and `state`
 * (and the tokens a provider might send back), the verification `secret`, and passwords or session
 * secrets a client might put in a URL by mistake. Compared case-insensitively.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'state',
  'secret',
  'password',
  'session',
  'access_token',
  'refresh_token',
  'id_token',
]);

/**
 * Header and body paths pino removes from every log line (pino's `redact`): cookies and
 * credentials, and the secret fields of request bodies should a line ever carry one.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.secret',
  'req.body.token',
  'body.password',
  'body.secret',
  'body.token',
];

/**
 * The request target with the value of every secret parameter replaced by `[redacted]`, the rest
 * byte for byte as sent (the path, other parameters, their order).
 *
 * @example
 * redactUrl('/api/automation/results/j1?token=abc&x=1') // '/api/automation/results/j1?token=[redacted]&x=1'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url.slice(queryStart + 1);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretParameter(rawName) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}`;
}

function isSecretParameter(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    name = rawName;
  }
  // `token[]`, `state[0]`: the brackets a client adds do not make a secret public.
  const base = name.replace(/\[.*$/, '').trim().toLowerCase();
  return SECRET_QUERY_PARAMETERS.has(base);
}

/** The request as Fastify logs it (its default fields), with {@link redactUrl} applied to the URL. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
