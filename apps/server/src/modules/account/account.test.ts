import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createManualClock } from '../../lib/clock.js';
import { sha256Hex } from '../../lib/secrets.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { sessionCookieOf, signUpAndSignIn } from '../../testing/users.js';
import { deleteEndedAccountData } from './housekeeping.js';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from './sessions.js';

const DAY = 24 * 60 * 60 * 1000;
const APPWRITE_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

describe.each(STORAGE_ENGINES)('accounts and sessions on $name', (engine) => {
  let test: EngineTestApp;
  const clock = createManualClock();

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    clock.set(Date.parse('2026-05-01T10:00:00.000Z'));
    test = await createEngineTestApp(engine, {}, { clock });
  });

  afterEach(async () => {
    await test?.close();
  });

  const signUp = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/v1/account', payload, remoteAddress });
  const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/v1/account/sessions/email', payload, headers });
  const getAccount = (cookie?: string) =>
    test.app.inject({ method: 'GET', url: '/v1/account', headers: cookie ? { cookie } : {} });

  it('signs up with a lower-cased e-mail, answers the Account model and creates no session', async () => {
    const response = await signUp({
      userId: 'unique()',
      email: ' Alice@Example.COM ',
      password: 'correct horse',
      name: 'Alice',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
    const account = response.json();
    expect(account).toMatchObject({
      $id: expect.stringMatching(/^[0-9a-f]{20}$/),
      name: 'Alice',
      email: 'alice@example.com',
      emailVerification: false,
      phoneVerification: false,
      status: true,
      labels: [],
      prefs: {},
      mfa: false,
      phone: '',
    });
    for (const key of ['$createdAt', '$updatedAt', 'registration', 'passwordUpdate', 'accessedAt']) {
      expect(account[key]).toMatch(APPWRITE_DATE);
    }
    expect(JSON.stringify(account)).not.toMatch(/argon2|password"/);

    const stored = await test.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await test.app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('accepts a custom id and refuses a taken id or e-mail with 409 user_already_exists', async () => {
    expect(
      (await signUp({ userId: 'alice.1', email: 'alice@example.com', password: 'quiet-lantern-8' }))
        .statusCode,
    ).toBe(201);
    const sameEmail = await signUp({
      userId: 'unique()',
      email: 'ALICE@example.com',
      password: 'quiet-lantern-8',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ type: 'user_already_exists', code: 409 });
    const sameId = await signUp({
      userId: 'alice.1',
      email: 'other@example.com',
      password: 'quiet-lantern-8',
    });
    expect(sameId.json()).toMatchObject({ type: 'user_already_exists' });
  });

  it.each([
    ['a short password', { userId: 'unique()', email: 'a@example.com', password: 'short' }],
    ['a long password', { userId: 'unique()', email: 'a@example.com', password: 'x'.repeat(257) }],
    ['a bad e-mail', { userId: 'unique()', email: 'not-an-email', password: 'quiet-lantern-8' }],
    ['a bad id', { userId: '_leading', email: 'a@example.com', password: 'quiet-lantern-8' }],
    ['a too long id', { userId: 'a'.repeat(37), email: 'a@example.com', password: 'quiet-lantern-8' }],
    ['no body', undefined],
  ])('refuses %s with 400 general_argument_invalid', async (_what, payload) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/account',
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('general_argument_invalid');
  });

  it('refuses account bodies over 128 KB with 413', async () => {
    const response = await signUp({
      userId: 'unique()',
      email: 'big@example.com',
      password: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      type: 'general_payload_too_large',
      message: expect.stringContaining('131072 bytes'),
    });
  });

  it('signs in with a Session model and an HttpOnly SameSite=Lax cookie holding a hashed secret', async () => {
    await signUp({ userId: 'unique()', email: 'bob@example.com', password: 'quiet-lantern-8' });
    const response = await signIn({ email: 'BOB@example.com', password: 'quiet-lantern-8' });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({
      current: true,
      secret: '',
      provider: 'email',
      providerUid: 'bob@example.com',
    });
    expect(session.expire).toMatch(APPWRITE_DATE);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^tagproof_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
    expect(setCookie).not.toContain('Secure');

    const cookie = sessionCookieOf(response.headers['set-cookie'])!;
    const secret = cookie.split('=')[1]!;
    const row = await test.app.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const account = await getAccount(cookie);
    expect(account.statusCode).toBe(200);
    expect(account.json().email).toBe('bob@example.com');
  });

  it('answers 401 general_unauthorized_scope to visitors and to unknown cookies', async () => {
    const visitor = await getAccount();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().type).toBe('general_unauthorized_scope');
    const forged = await getAccount(`tagproof_session=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(String(forged.headers['set-cookie'])).toMatch(/^tagproof_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers unknown e-mails and wrong passwords identically', async () => {
    await signUp({ userId: 'unique()', email: 'carol@example.com', password: 'quiet-lantern-8' });
    const wrongPassword = await signIn({ email: 'carol@example.com', password: 'quiet-lantern-9' });
    const unknownEmail = await signIn({ email: 'nobody@example.com', password: 'quiet-lantern-9' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json().type).toBe('user_invalid_credentials');
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    const headerNames = (response: typeof wrongPassword) =>
      Object.keys(response.headers)
        .filter((name) => name !== 'date')
        .sort();
    expect(headerNames(wrongPassword)).toEqual(headerNames(unknownEmail));
  });

  it('refuses a second sign-in with 401 user_session_already_exists', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    const again = await signIn({ email: user.email, password: 'quiet-lantern-8' }, { cookie: user.cookie });
    expect(again.statusCode).toBe(401);
    expect(again.json().type).toBe('user_session_already_exists');
  });

  it('reads the current session by "current" and by id, and never another user\'s', async () => {
    const alice = await signUpAndSignIn(test.app);
    const bob = await signUpAndSignIn(test.app);
    const current = await test.app.inject({
      method: 'GET',
      url: '/v1/account/sessions/current',
      headers: { cookie: alice.cookie },
    });
    expect(current.statusCode).toBe(200);
    const session = current.json();
    expect(session).toMatchObject({ userId: alice.userId, current: true, secret: '' });

    const byId = await test.app.inject({
      method: 'GET',
      url: `/v1/account/sessions/${session.$id}`,
      headers: { cookie: alice.cookie },
    });
    expect(byId.json()).toMatchObject({ $id: session.$id, current: true });

    for (const method of ['GET', 'DELETE'] as const) {
      const foreign = await test.app.inject({
        method,
        url: `/v1/account/sessions/${session.$id}`,
        headers: { cookie: bob.cookie },
        ...(method === 'DELETE' ? { payload: {} } : {}),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().type).toBe('user_session_not_found');
    }
    const list = await test.app.inject({
      method: 'GET',
      url: '/v1/account/sessions',
      headers: { cookie: alice.cookie },
    });
    expect(list.json()).toMatchObject({ total: 1, sessions: [{ $id: session.$id, current: true }] });
  });

  it('signs out: 204, the cookie cleared and the session gone server-side', async () => {
    const user = await signUpAndSignIn(test.app);
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/v1/account/sessions/current',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(/^tagproof_session=;/);
    expect(await test.app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // The old cookie, replayed, opens nothing.
    expect((await getAccount(user.cookie)).statusCode).toBe(401);
  });

  it('signs out every session with DELETE /v1/account/sessions', async () => {
    const user = await signUpAndSignIn(test.app, { password: 'quiet-lantern-8' });
    const second = await signIn({ email: user.email, password: 'quiet-lantern-8' });
    const secondCookie = sessionCookieOf(second.headers['set-cookie'])!;
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/v1/account/sessions',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(204);
    expect((await getAccount(user.cookie)).statusCode).toBe(401);
    expect((await getAccount(secondCookie)).statusCode).toBe(401);
  });

  it('ends a session after 7 days without use', async () => {
    const signedInAt = clock.now();
    const active = await signUpAndSignIn(test.app);
    const idle = await signUpAndSignIn(test.app);
    clock.set(signedInAt + SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await getAccount(active.cookie)).statusCode).toBe(200);
    clock.set(signedInAt + SESSION_IDLE_TIMEOUT_MS);
    expect((await getAccount(idle.cookie)).statusCode).toBe(401);
    expect((await getAccount(active.cookie)).statusCode).toBe(200);
    clock.set(signedInAt + 2 * SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await getAccount(active.cookie)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in even when it is used every day', async () => {
    const user = await signUpAndSignIn(test.app);
    const signedInAt = clock.now();
    for (let day = 1; day < 30; day += 1) {
      clock.set(signedInAt + day * DAY);
      expect((await getAccount(user.cookie)).statusCode).toBe(200);
    }
    clock.set(signedInAt + SESSION_LIFETIME_MS - 1);
    expect((await getAccount(user.cookie)).statusCode).toBe(200);
    clock.set(signedInAt + SESSION_LIFETIME_MS);
    const ended = await getAccount(user.cookie);
    expect(ended.statusCode).toBe(401);
    expect(await test.app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('deletes ended sessions and expired tokens in housekeeping', async () => {
    const signedInAt = clock.now();
    await signUpAndSignIn(test.app);
    const active = await signUpAndSignIn(test.app);
    clock.set(signedInAt + SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await getAccount(active.cookie)).statusCode).toBe(200);
    clock.set(signedInAt + SESSION_IDLE_TIMEOUT_MS);
    await deleteEndedAccountData(test.app.db, clock);
    const left = await test.app.db.selectFrom('sessions').select('user_id').execute();
    expect(left).toEqual([{ user_id: active.userId }]);
  });

  it('keeps sessions across a restart', async () => {
    const user = await signUpAndSignIn(test.app);
    await test.app.close();
    const again = await buildApp(test.config, { clock });
    try {
      expect(
        (await again.inject({ method: 'GET', url: '/v1/account', headers: { cookie: user.cookie } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('records use at most once a minute', async () => {
    const user = await signUpAndSignIn(test.app);
    const accessedAt = async () =>
      (await test.app.db.selectFrom('sessions').select('accessed_at').executeTakeFirstOrThrow()).accessed_at;
    const first = await accessedAt();
    clock.advance(59_000);
    await getAccount(user.cookie);
    expect(await accessedAt()).toBe(first);
    clock.advance(1_000);
    await getAccount(user.cookie);
    expect(await accessedAt()).toBe(new Date(clock.now()).toISOString());
  });

  it('updates prefs but never the server-owned isPremium', async () => {
    const user = await signUpAndSignIn(test.app);
    await test.app.db
      .updateTable('users')
      .set({ prefs: JSON.stringify({ isPremium: true }) })
      .where('id', '=', user.userId)
      .execute();
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/v1/account/prefs',
      headers: { cookie: user.cookie },
      payload: { prefs: { theme: 'dark', isPremium: false } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prefs).toEqual({ theme: 'dark', isPremium: true });
    const visitor = await test.app.inject({
      method: 'PATCH',
      url: '/v1/account/prefs',
      payload: { prefs: {} },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('hands a session user to request.user for other modules, and null to visitors', async () => {
    const user = await signUpAndSignIn(test.app, { verified: true });
    const resolved = await test.app.resolveSession(user.cookie.split('=')[1]!);
    expect(resolved).toMatchObject({
      id: user.userId,
      email: user.email,
      emailVerification: true,
      prefs: {},
    });
    expect(resolved?.sessionId).toMatch(/^[0-9a-f]{20}$/);
    expect(await test.app.resolveSession('A'.repeat(43))).toBeNull();
  });
});

describe('the session cookie over https', () => {
  it('is __Host- prefixed and Secure when PUBLIC_URL is https://', async () => {
    const [sqlite] = STORAGE_ENGINES;
    const test = await createEngineTestApp(sqlite!, { publicUrl: 'https://tagproof.example.com' });
    try {
      const user = await signUpAndSignIn(test.app);
      expect(user.cookie).toMatch(/^__Host-tagproof_session=/);
      const response = await test.app.inject({
        method: 'DELETE',
        url: '/v1/account/sessions/current',
        headers: { cookie: user.cookie, origin: 'https://tagproof.example.com' },
        payload: {},
      });
      expect(String(response.headers['set-cookie'])).toMatch(/^__Host-tagproof_session=;.*Path=\/;.*Secure/);
    } finally {
      await test.close();
    }
  });
});
