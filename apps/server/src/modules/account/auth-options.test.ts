import { VerificationStatusSchema } from '@tagproof/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { findSecretLink, startSmtpPeer, type SmtpPeer } from '../../testing/mail.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { AUTH_PROVIDERS_PATH, VERIFICATION_STATUS_PATH } from './auth-options.routes.js';
import { VERIFICATION_PATHS } from './verification.routes.js';

const APP = 'http://localhost:5173';
const MINUTE = 60_000;

describe.each(STORAGE_ENGINES)('what the sign-in screens ask the server, on $name', (engine) => {
  let smtp: SmtpPeer;
  let test: EngineTestApp;
  const clock = createManualClock();

  beforeAll(async () => {
    if (engine.available) smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  beforeEach((context) => {
    if (!engine.available) context.skip();
    clock.set(Date.parse('2026-05-01T10:00:30.000Z'));
  });
  afterEach(async () => {
    await test?.close();
  });

  const status = (user: SignedInUser | null) =>
    test.app.inject({
      method: 'GET',
      url: VERIFICATION_STATUS_PATH,
      headers: user ? { cookie: user.cookie } : {},
    });
  /** The verification status of a signed-in user, parsed. */
  const verification = async (user: SignedInUser) =>
    VerificationStatusSchema.parse((await status(user)).json());
  const send = (user: SignedInUser) =>
    test.app.inject({
      method: 'POST',
      url: VERIFICATION_PATHS[0],
      headers: { cookie: user.cookie, origin: APP },
      payload: { url: `${APP}/verify-email` },
    });

  it('lists no OAuth provider unless one is configured, and lists the configured ones', async () => {
    test = await createEngineTestApp(engine, { publicUrl: APP, google: null, oidc: null }, { clock });
    const none = await test.app.inject({ method: 'GET', url: AUTH_PROVIDERS_PATH });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ oauthProviders: [] });
    await test.close();
    test = await createEngineTestApp(
      engine,
      { publicUrl: APP, google: { clientId: 'id', clientSecret: 'secret' }, oidc: null },
      { clock },
    );
    const google = await test.app.inject({ method: 'GET', url: AUTH_PROVIDERS_PATH });
    expect(google.json()).toEqual({ oauthProviders: ['google'] });
  });

  it('says when a verification e-mail would be accepted, exactly as the send does', async () => {
    test = await createEngineTestApp(engine, { publicUrl: APP, smtpUrl: smtp.url }, { clock });
    expect((await status(null)).statusCode).toBe(401);
    const user = await signUpAndSignIn(test.app);
    expect((await status(user)).json()).toEqual({ emailVerified: false, retryAfterSeconds: 0 });
    expect((await verification(user)).retryAfterSeconds).toBe(0); // asking does not count
    expect((await send(user)).statusCode).toBe(201);

    const waiting = await verification(user);
    expect(waiting.retryAfterSeconds).toBeGreaterThan(0);
    expect(waiting.retryAfterSeconds).toBeLessThanOrEqual(60);
    clock.advance(waiting.retryAfterSeconds * 1000 - 1000);
    expect((await verification(user)).retryAfterSeconds).toBe(1);
    expect((await send(user)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await verification(user)).retryAfterSeconds).toBe(0);
    expect((await send(user)).statusCode).toBe(201);

    // Confirmed: nothing to send any more.
    const link = findSecretLink(smtp.messages.filter((mail) => mail.to.includes(user.email)).at(-1)!.raw);
    const confirmed = await test.app.inject({
      method: 'PUT',
      url: VERIFICATION_PATHS[0],
      headers: { origin: APP },
      payload: { userId: user.userId, secret: link.searchParams.get('secret') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await status(user)).json()).toEqual({ emailVerified: true, retryAfterSeconds: 0 });
  });

  it('counts the hourly limit too', async () => {
    test = await createEngineTestApp(engine, { publicUrl: APP, smtpUrl: smtp.url }, { clock });
    const user = await signUpAndSignIn(test.app);
    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await send(user)).statusCode).toBe(201);
      clock.advance(MINUTE);
    }
    const waiting = await verification(user);
    expect(waiting.retryAfterSeconds).toBeGreaterThan(60);
    expect((await send(user)).statusCode).toBe(429);
  });
});
