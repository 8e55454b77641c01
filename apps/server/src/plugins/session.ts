import fastifyCookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { CurrentUser } from '../modules/account/current-user.js';
import { findSessionBySecret, SESSION_LIFETIME_MS, sessionEndOf } from '../modules/account/sessions.js';
import { toCurrentUser } from '../modules/account/users.js';
import { globalPlugin } from './global-plugin.js';

/** Name and attributes of the session cookie for a deployment. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * `__Host-tagproof_session` with `Secure` when `PUBLIC_URL` is https:// (the prefix pins it to this
 * host and path /), plain `tagproof_session` over http (local use). Always HttpOnly, SameSite=Lax,
 * Path=/.
 */
export function sessionCookieFor(config: Pick<Config, 'publicUrl'>): SessionCookie {
  const secure = config.publicUrl?.startsWith('https://') ?? false;
  return { name: secure ? '__Host-tagproof_session' : 'tagproof_session', secure };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cookie's name and whether it is Secure. */
    sessionCookie: SessionCookie;
    /** The user a session secret signs in (the websocket's `authentication` message); null when none. */
    resolveSession(secret: string): Promise<CurrentUser | null>;
    /** Puts a new session's secret in the cookie (sign-in). */
    setSessionCookie(reply: FastifyReply, secret: string): void;
    /** Removes the session cookie (sign-out, or a stale cookie). */
    clearSessionCookie(reply: FastifyReply): void;
  }
}

export interface SessionPluginOptions {
  config: Pick<Config, 'publicUrl'>;
  clock?: Clock;
}

/**
 * Reads the session cookie on every request and sets `request.user` to the signed-in
 * {@link CurrentUser}, or null for a visitor, an unknown secret or an ended session (whose stale
 * cookie is then cleared). Needs the database plugin.
 */
export const sessionPlugin = globalPlugin<SessionPluginOptions>('tagproof-session', async (app, options) => {
  const clock = options.clock ?? systemClock;
  const cookie = sessionCookieFor(options.config);
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure } as const;

  await app.register(fastifyCookie);
  app.decorate('sessionCookie', cookie);
  app.decorate('resolveSession', async (secret: string) => {
    const found = await findSessionBySecret(app.db, clock, secret);
    return found ? toCurrentUser(found.user, found.session.id, sessionEndOf(found.session)) : null;
  });
  app.decorate('setSessionCookie', (reply: FastifyReply, secret: string) => {
    reply.setCookie(cookie.name, secret, { ...attributes, maxAge: SESSION_LIFETIME_MS / 1000 });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(cookie.name, attributes);
  });
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    const secret = request.cookies[cookie.name];
    if (!secret) return;
    // A secret is 43 base64url characters: anything else cannot match, so skip the query.
    const user = /^[A-Za-z0-9_-]{43}$/.test(secret) ? await app.resolveSession(secret) : null;
    if (user) request.user = user;
    else app.clearSessionCookie(reply);
  });
});
