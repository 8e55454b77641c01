import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../errors.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { readQueryArray } from '../../lib/query-array.js';
import { findUserById, toAccountModel } from '../account/users.js';
import {
  ConnectionQuota,
  describeRefusal,
  isQuotaRefusal,
  type ConnectionQuotaLimits,
  type ConnectionSlot,
} from './connection-quota.js';
import { ConnectionRegistry } from './connection-registry.js';
import { RealtimeConnection, type ConnectionLimits } from './realtime-connection.js';
import { CLOSE_CODES, errorMessage } from './realtime-protocol.js';

export interface RealtimeRoutesOptions {
  /** The Appwrite project id (`TAGPROOF_PROJECT_ID`): a `project` parameter naming another is refused. */
  projectId: string;
  /** How often every signed-in connection's session is checked again (default 60 s). */
  revalidateIntervalMs?: number;
  /** How often the server pings each socket; one that missed the previous pong is dropped (default 30 s). */
  heartbeatIntervalMs?: number;
  limits?: ConnectionLimits;
  /**
   * Open connections per client IP and per signed-in user (`REALTIME_CONNECTIONS_PER_IP`,
   * `REALTIME_CONNECTIONS_PER_USER`), counted in this process.
   */
  connectionQuota: ConnectionQuotaLimits;
  /** The time sessions are judged by (the app's clock; tests move it). */
  clock?: Clock;
}

export const REALTIME_PATH = '/v1/realtime';

/** `Retry-After` of a handshake refused for too many connections: about the SDK's own reconnect delay. */
export const CONNECTION_LIMIT_RETRY_AFTER_SECONDS = 10;

/**
 * `GET /v1/realtime`, Appwrite's realtime websocket (API.md "Realtime"):
 * `?project=tagproof&channels[]=documents&channels[]=databases.tagproof.collections.tests.documents`
 * (other parameters, such as the SDK's `<channel>[slot][]=…`, are ignored). A browser's Origin must
 * be an allowed origin, else an error 1008 is sent and the socket closed with 1008. The user is the
 * session cookie's, or the one an `authentication` message signs in; document events reach only
 * their owner's connections. A handshake past the open connections allowed per client IP or per
 * user is answered 429 `general_rate_limit_exceeded` with `Retry-After` and `X-RateLimit-Limit`,
 * and a visitor's `authentication` that would take its user past them closes the socket with 1013.
 * A connection's slot is freed when its TCP connection closes, however it ends. Needs the origin,
 * session, realtime-hub and websocket plugins.
 */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  const registry = new ConnectionRegistry(app.realtimeHub, () => clock.now());
  const quota = new ConnectionQuota(options.connectionQuota);
  const slotOfHandshake = new WeakMap<FastifyRequest, ConnectionSlot>();
  const slotOfConnection = new WeakMap<RealtimeConnection, ConnectionSlot>();
  const revalidation = setInterval(() => {
    registry
      .revalidateAll()
      .catch((error: unknown) => app.log.warn({ err: error }, 'realtime revalidation failed'));
  }, options.revalidateIntervalMs ?? 60_000);
  revalidation.unref();
  app.addHook('onClose', async () => {
    clearInterval(revalidation);
    registry.close(1001, 'The server is shutting down.');
  });

  const services = {
    resolveSession: (secret: string) => app.resolveSession(secret),
    describeUser: async (user: { id: string }) => {
      const row = await findUserById(app.db, user.id);
      return row ? toAccountModel(row) : null;
    },
    admitUser: (connection: RealtimeConnection, userId: string) => {
      const refusal = slotOfConnection.get(connection)?.moveTo(userId) ?? null;
      return refusal === null ? null : describeRefusal(refusal);
    },
    onUserChanged: (connection: RealtimeConnection, previous: string | null) =>
      registry.userChanged(connection, previous),
    now: () => clock.now(),
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    // Before the upgrade, so that a client past its limit gets an HTTP answer and holds no socket.
    preHandler: async (request, reply) => {
      if (request.ws) slotOfHandshake.set(request, claimSlot(quota, request, reply));
    },
    handler: async () => {
      throw new AppError('general_bad_request', { reason: 'connect with a WebSocket' }, { status: 426 });
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      const slot = slotOfHandshake.get(request);
      const refusal = refusalOf(app, request, options.projectId);
      if (refusal) {
        socket.send(errorMessage(CLOSE_CODES.policyViolation, refusal));
        socket.close(CLOSE_CODES.policyViolation, refusal);
        return;
      }
      const connection = new RealtimeConnection({
        socket,
        user: request.user,
        sessionSecret: request.user ? (request.cookies[app.sessionCookie.name] ?? null) : null,
        channels: readQueryArray(request.query, 'channels'),
        services,
        ...(options.limits ? { limits: options.limits } : {}),
      });
      if (slot) slotOfConnection.set(connection, slot);
      socket.on('message', (data, isBinary) => {
        connection.receive(isBinary ? '' : rawText(data));
      });
      const stopHeartbeat = startHeartbeat(socket, options.heartbeatIntervalMs ?? 30_000);
      socket.on('close', () => {
        stopHeartbeat();
        connection.markClosed();
        registry.remove(connection);
        slot?.release();
      });
      registry.add(connection);
      void connection.open();
    },
  });
}

/**
 * Counts the handshake's connection for its client IP (`request.ip`, which honours `TRUST_PROXY` as
 * the rate limits do) and its signed-in user, or throws 429 when either has no slot left. The slot
 * is given back when the TCP connection closes: a client's close, a network error, a server-side
 * drop (heartbeat, slow reader, sign-out, shutdown), or a handshake that never became a socket.
 */
function claimSlot(quota: ConnectionQuota, request: FastifyRequest, reply: FastifyReply): ConnectionSlot {
  const claimed = quota.claim(request.ip, request.user?.id ?? null);
  if (isQuotaRefusal(claimed)) {
    request.log.info({ limit: claimed.limit, max: claimed.max }, describeRefusal(claimed));
    reply.header('retry-after', String(CONNECTION_LIMIT_RETRY_AFTER_SECONDS));
    reply.header('x-ratelimit-limit', String(claimed.max));
    reply.header('x-ratelimit-remaining', '0');
    throw new AppError('general_rate_limit_exceeded');
  }
  const tcp = request.raw.socket;
  tcp.once('close', () => claimed.release());
  if (tcp.destroyed) claimed.release();
  return claimed;
}

/** Why a handshake is refused (a foreign Origin, another project); null when it is accepted. */
function refusalOf(app: FastifyInstance, request: FastifyRequest, projectId: string): string | null {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; clients without one are not browsers.
  if (origin !== undefined && !app.isAllowedOrigin(origin)) return `Invalid Origin: ${origin.slice(0, 200)}`;
  const project = (request.query as Record<string, unknown> | undefined)?.project;
  if (project !== undefined && project !== projectId) return 'Unknown project.';
  return null;
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** Pings the socket every `intervalMs`; a socket that did not answer the previous ping is dropped. */
function startHeartbeat(socket: WebSocket, intervalMs: number): () => void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
