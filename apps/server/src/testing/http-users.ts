import { randomBytes } from 'node:crypto';
import { CreatedAccountSchema, sessionCookieOf } from './users.js';

/** A user signed in over real HTTP (a server in another process). */
export interface HttpUser {
  userId: string;
  email: string;
  password: string;
  /** The `Cookie` header value of their session. */
  cookie: string;
}

/**
 * Signs a new user up on `baseUrl` (`POST /v1/account`), lets `verify` mark the e-mail verified
 * (directly in the database: the tests own it), and signs in on `signInUrl` (default: the same
 * server), answering the session cookie.
 *
 * @example
 * const alice = await signUpOverHttp(first.url, { verify: (id) => markVerified(id) });
 */
export async function signUpOverHttp(
  baseUrl: string,
  options: { verify?: (userId: string) => Promise<void>; signInUrl?: string } = {},
): Promise<HttpUser> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await fetch(`${baseUrl}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'unique()', email, password, name: 'Test User' }),
  });
  if (created.status !== 201) throw new Error(`sign-up failed (${created.status}): ${await created.text()}`);
  const { $id: userId } = CreatedAccountSchema.parse(await created.json());
  await options.verify?.(userId);
  const session = await fetch(`${options.signInUrl ?? baseUrl}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (session.status !== 201) throw new Error(`sign-in failed (${session.status}): ${await session.text()}`);
  const cookie = sessionCookieOf(session.headers.getSetCookie());
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { userId, email, password, cookie };
}
