import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { requireUser } from './account.routes.js';
import { EmailSessionBody } from './account.schemas.js';
import { prepareDummyHash, verifyPassword } from './passwords.js';
import {
  createSession,
  deleteAllUserSessions,
  deleteUserSession,
  findUserSession,
  listSessions,
  toSessionModel,
} from './sessions.js';
import { findUserByEmail } from './users.js';

export interface SessionRoutesOptions {
  clock: Clock;
}

/**
 * E-mail sign-in and the session routes: `POST /v1/account/sessions/email`,
 * `GET /v1/account/sessions`, `GET|DELETE /v1/account/sessions/{id|current}`,
 * `DELETE /v1/account/sessions` (every session). A deleted session's realtime sockets are closed at
 * once, on every instance (1008 `Session ended.`).
 */
export async function sessionRoutes(app: FastifyInstance, options: SessionRoutesOptions): Promise<void> {
  const { clock } = options;
  await prepareDummyHash();

  app.post('/v1/account/sessions/email', async (request, reply) => {
    if (request.user) throw new AppError('user_session_already_exists');
    const { email, password } = EmailSessionBody.parse(request.body);
    const limiter = app.rateLimiter;
    await limiter.enforce(reply, [['signInPerIp', request.ip]]);
    try {
      // Per address a growing delay, not a block: a stranger's wrong guesses cannot lock the owner out.
      await limiter.enforceSignInDelay(reply, email);
    } catch (error) {
      await limiter.refund('signInPerIp', request.ip);
      throw error;
    }

    // Unknown e-mails verify against a dummy hash: the same answer after the same work.
    const user = await findUserByEmail(app.db, email);
    const valid = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !valid) throw new AppError('user_invalid_credentials');

    // Only failed attempts count against the limits.
    await Promise.all([limiter.refund('signInPerIp', request.ip), limiter.signInDelay.succeeded(email)]);
    const { session, secret } = await createSession(app.db, clock, {
      userId: user.id,
      provider: 'email',
      providerUid: user.email,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    app.setSessionCookie(reply, secret);
    return reply.code(201).send(toSessionModel(session, true));
  });

  app.get('/v1/account/sessions', async (request) => {
    const user = requireUser(request);
    const sessions = await listSessions(app.db, clock, user.id);
    return {
      total: sessions.length,
      sessions: sessions.map((session) => toSessionModel(session, session.id === user.sessionId)),
    };
  });

  app.delete('/v1/account/sessions', async (request, reply) => {
    const user = requireUser(request);
    const ended = await deleteAllUserSessions(app.db, user.id);
    await closeRealtimeSockets(app, request, user.id, ended);
    app.clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get<{ Params: { sessionId: string } }>('/v1/account/sessions/:sessionId', async (request) => {
    const user = requireUser(request);
    const sessionId = targetSession(request, user.sessionId);
    const session = await findUserSession(app.db, clock, user.id, sessionId);
    if (!session) throw new AppError('user_session_not_found');
    return toSessionModel(session, session.id === user.sessionId);
  });

  app.delete<{ Params: { sessionId: string } }>(
    '/v1/account/sessions/:sessionId',
    async (request, reply: FastifyReply) => {
      const user = requireUser(request);
      const sessionId = targetSession(request, user.sessionId);
      if (!(await deleteUserSession(app.db, user.id, sessionId)))
        throw new AppError('user_session_not_found');
      await closeRealtimeSockets(app, request, user.id, [sessionId]);
      if (sessionId === user.sessionId) app.clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );
}

/**
 * Closes the realtime sockets the ended sessions authenticated, on every instance, before the
 * sign-out is answered. A failure to tell the other instances is logged, not answered: the session
 * is gone, and their sockets notice it within a minute (and never get events past its end).
 */
async function closeRealtimeSockets(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await app.realtimeHub
    .endSessions({ userId, sessionIds })
    .catch((error: unknown) =>
      request.log.error({ err: error }, 'could not close the realtime sockets of ended sessions'),
    );
}

/** `current` means the session the request came with. */
function targetSession(request: FastifyRequest<{ Params: { sessionId: string } }>, current: string): string {
  return request.params.sessionId === 'current' ? current : request.params.sessionId;
}
