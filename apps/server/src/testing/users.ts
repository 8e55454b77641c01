import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What the test helpers read of the answer of `POST /v1/account`: the new user's id. */
export const CreatedAccountSchema = z.looseObject({ $id: z.string() });

export interface SignedInUser {
  /** The `Cookie` header value to send with `inject` (`name=value`). */
  cookie: string;
  userId: string;
  email: string;
}

export interface SignUpOptions {
  /** Default: a fresh random address. */
  email?: string;
  /** Default `testpassword`. */
  password?: string;
  name?: string;
  /** Mark the e-mail verified directly in the database. */
  verified?: boolean;
}

/**
 * Creates an account through `POST /v1/account`, signs it in through `POST /v1/account/sessions/email`
 * and answers the session cookie, for tests that need a signed-in user. Each call comes from its own
 * made-up client IP, so tests creating many users stay under the per-IP sign-up and sign-in limits.
 *
 * @example
 * const alice = await signUpAndSignIn(app, { verified: true });
 * await app.inject({ method: 'GET', url: '/v1/account', headers: { cookie: alice.cookie } });
 */
export async function signUpAndSignIn(
  app: FastifyInstance,
  options: SignUpOptions = {},
): Promise<SignedInUser> {
  const email = options.email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
  const password = options.password ?? 'testpassword';
  const remoteAddress = `10.${randomBytes(3).join('.')}`;
  const created = await app.inject({
    method: 'POST',
    url: '/v1/account',
    remoteAddress,
    payload: { userId: 'unique()', email, password, name: options.name ?? 'Test User' },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up failed (${created.statusCode}): ${created.body}`);
  const userId = CreatedAccountSchema.parse(created.json()).$id;

  if (options.verified) {
    await app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', userId).execute();
  }

  const session = await app.inject({
    method: 'POST',
    url: '/v1/account/sessions/email',
    remoteAddress,
    payload: { email, password },
  });
  if (session.statusCode !== 201) throw new Error(`sign-in failed (${session.statusCode}): ${session.body}`);
  const cookie = sessionCookieOf(session.headers['set-cookie']);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { cookie, userId, email: email.toLowerCase() };
}

/** Signs `user` in once more, from a made-up client IP, and answers the new session's cookie. */
export async function signInAgain(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/account/sessions/email',
    remoteAddress: `10.${randomBytes(3).join('.')}`,
    payload: { email: user.email, password: 'testpassword' },
  });
  const cookie = sessionCookieOf(response.headers['set-cookie']);
  if (!cookie) throw new Error(`sign-in failed (${response.statusCode})`);
  return cookie;
}

/** The first `name=value` pair of a `Set-Cookie` header whose value is not empty. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string | null {
  const headers = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const header of headers) {
    const pair = header.split(';', 1)[0] ?? '';
    const [name, value] = pair.split('=', 2);
    if (name && value && /session/i.test(name)) return `${name.trim()}=${value.trim()}`;
  }
  return null;
}
