import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { globalPlugin } from './global-plugin.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The origins the web app may be served from (DESIGN.md, Decisions → Backend): the origin of
 * `PUBLIC_URL` when set, else `http://HOST:PORT` and `http://localhost:PORT` (plus
 * `http://127.0.0.1:PORT` when HOST listens on every interface). `listeningPort` replaces
 * `config.port` when the server listens on a port the system picked (PORT=0).
 *
 * @example
 * allowedOrigins({ publicUrl: null, host: '127.0.0.1', port: 8080 });
 * // ['http://127.0.0.1:8080', 'http://localhost:8080']
 */
export function allowedOrigins(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  listeningPort?: number,
): string[] {
  if (config.publicUrl) return [new URL(config.publicUrl).origin];
  const port = listeningPort ?? config.port;
  const host = config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  const origins = [`http://${host}:${port}`, `http://localhost:${port}`];
  if (WILDCARD_HOSTS.has(config.host)) origins.push(`http://127.0.0.1:${port}`);
  // new URL() normalises (drops a default port, lower-cases the host), as browsers do in Origin.
  return [...new Set(origins.flatMap((origin) => normalizeOrigin(origin) ?? []))];
}

/** `scheme://host[:port]` of a URL, as a browser writes it in `Origin`; null when not an http(s) URL. */
export function normalizeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The allowed origins now (the listening port is known once the server listens). */
    allowedOrigins(): string[];
    /** Whether `origin` (an `Origin` header or any URL) is one the web app is served from. */
    isAllowedOrigin(origin: string): boolean;
  }
}

export interface OriginPluginOptions {
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>;
}

/**
 * Refuses every state-changing request (POST, PUT, PATCH, DELETE) from a foreign origin with 403
 * `general_unknown_origin`: a request whose `Origin` is not an allowed origin (`null` included), or
 * which carries no `Origin` but a `Sec-Fetch-Site` other than `same-origin` / `none`.
 *
 * Requests with neither header pass: browsers send `Origin` on every cross-origin request and on
 * every non-GET fetch, so such requests come from non-browser clients (curl, the CLI, server to
 * server), which a forged cross-site request cannot be; the session cookie is SameSite=Lax on top.
 * Also decorates the app with `allowedOrigins()` and `isAllowedOrigin()` for the websocket handshake
 * and for URLs the API accepts (verification links, OAuth targets).
 */
export const originPlugin = globalPlugin<OriginPluginOptions>('tagproof-origin', async (app, options) => {
  const current = () => allowedOrigins(options.config, listeningPort(app, options.config.port));
  app.decorate('allowedOrigins', current);
  app.decorate('isAllowedOrigin', (origin: string) => {
    const normalized = normalizeOrigin(origin);
    return normalized !== null && current().includes(normalized);
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(app, request)) throw new AppError('general_unknown_origin');
  });
});

function isSameOriginRequest(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return app.isAllowedOrigin(origin);
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

function listeningPort(app: FastifyInstance, configured: number): number | undefined {
  if (configured !== 0) return undefined;
  const address = app.server.listening ? app.server.address() : null;
  return typeof address === 'object' && address ? address.port : undefined;
}
