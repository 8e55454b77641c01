import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../errors.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { readQueryArray } from '../../lib/query-array.js';
import { findUserById, toAccountModel } from '../account/users.js';
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
  /** The time sessions are judged by (the app's clock; tests move it). */
  clock?: Clock;
}

export const REALTIME_PATH = '/v1/realtime';

/**
 * `GET /v1/realtime`, Appwrite's realtime websocket (API.md "Realtime"):
 * `?project=tagproof&channels[]=documents&channels[]=databases.tagproof.collections.tests.documents`
 * (other parameters, such as the SDK's `<channel>[slot][]=…`, are ignored). A browser's Origin must
 * be an allowed origin, else an error 1008 is sent and the socket closed with 1008. The user is the
 * session cookie's, or the one an `authentication` message signs in; document events reach only
 * their owner's connections. Needs the origin, session, realtime-hub and websocket plugins.
 */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  const registry = new ConnectionRegistry(app.realtimeHub, () => clock.now());
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
    onUserChanged: (connection: RealtimeConnection, previous: string | null) =>
      registry.userChanged(connection, previous),
    now: () => clock.now(),
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    handler: async () => {
      throw new AppError('general_bad_request', { reason: 'connect with a WebSocket' }, { status: 426 });
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
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
      socket.on('message', (data, isBinary) => {
        connection.receive(isBinary ? '' : rawText(data));
      });
      const stopHeartbeat = startHeartbeat(socket, options.heartbeatIntervalMs ?? 30_000);
      socket.on('close', () => {
        stopHeartbeat();
        connection.markClosed();
        registry.remove(connection);
      });
      registry.add(connection);
      void connection.open();
    },
  });
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
