import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { findSecretLink, startSmtpPeer, type SmtpPeer } from '../../testing/mail.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { outboxDirectory } from '../email/mailer.js';
import { VERIFICATION_PATHS } from './verification.routes.js';
import { VERIFICATION_LIFETIME_MS } from './verification.js';

const APP = 'http://localhost:5173';
const MINUTE = 60_000;

describe.each(STORAGE_ENGINES)('e-mail verification through a real SMTP server on $name', (engine) => {
  let smtp: SmtpPeer;
  let test: EngineTestApp;
  const clock = createManualClock();

  beforeAll(async () => {
    if (engine.available) smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    clock.set(Date.parse('2026-05-01T10:00:00.000Z'));
    test = await createEngineTestApp(engine, { publicUrl: APP, smtpUrl: smtp.url }, { clock });
  });
  afterEach(async () => {
    await test?.close();
  });

  const requestVerification = (
    user: SignedInUser,
    url = `${APP}/verify-email`,
    path: string = VERIFICATION_PATHS[0],
  ) =>
    test.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: user.cookie, origin: APP },
      payload: { url },
    });
  const confirm = (payload: Record<string, unknown>, path: string = VERIFICATION_PATHS[0]) =>
    test.app.inject({ method: 'PUT', url: path, headers: { origin: APP }, payload });
  const emailVerification = async (user: SignedInUser) =>
    (await test.app.inject({ method: 'GET', url: '/v1/account', headers: { cookie: user.cookie } })).json()
      .emailVerification as boolean;

  it.each(VERIFICATION_PATHS)(
    'sends the link through SMTP and confirms it exactly once (%s)',
    async (path) => {
      const user = await signUpAndSignIn(test.app, { name: 'Dana' });
      const sent = await requestVerification(user, `${APP}/verify-email`, path);
      expect(sent.statusCode).toBe(201);
      const token = sent.json();
      expect(token).toMatchObject({ userId: user.userId, secret: '', phrase: '' });
      expect(Date.parse(token.expire) - clock.now()).toBe(VERIFICATION_LIFETIME_MS);

      const mail = await smtp.nextMessage();
      expect(mail.to).toEqual([user.email]);
      expect(mail.from).toBe('no-reply@localhost');
      expect(mail.raw).toMatch(/^Subject: Verify your e-mail address for Tagproof/m);
      const link = findSecretLink(mail.raw);
      expect(link.origin + link.pathname).toBe(`${APP}/verify-email`);
      expect(link.searchParams.get('userId')).toBe(user.userId);
      expect(link.searchParams.get('expire')).toBe(token.expire);
      const secret = link.searchParams.get('secret')!;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only a hash is stored.
      const rows = await test.app.db.selectFrom('tokens').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(secret);

      expect(await emailVerification(user)).toBe(false);
      const confirmed = await confirm({ userId: user.userId, secret }, path);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ $id: token.$id, userId: user.userId, secret: '' });
      expect(await emailVerification(user)).toBe(true);

      const reused = await confirm({ userId: user.userId, secret }, path);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().type).toBe('user_invalid_token');

      const again = await requestVerification(user, `${APP}/verify-email`, path);
      expect(again.statusCode).toBe(409);
      expect(again.json().type).toBe('user_email_already_verified');
    },
  );

  it('refuses an expired link with 401 user_invalid_token', async () => {
    const user = await signUpAndSignIn(test.app);
    expect((await requestVerification(user)).statusCode).toBe(201);
    const secret = findSecretLink((await smtp.nextMessage()).raw).searchParams.get('secret')!;
    clock.advance(VERIFICATION_LIFETIME_MS);
    const expired = await confirm({ userId: user.userId, secret });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().type).toBe('user_invalid_token');
    expect(await emailVerification(user)).toBe(false);
  });

  it('refuses a wrong secret, or a secret presented for another user', async () => {
    const user = await signUpAndSignIn(test.app);
    const other = await signUpAndSignIn(test.app);
    await requestVerification(user);
    const secret = findSecretLink((await smtp.nextMessage()).raw).searchParams.get('secret')!;
    for (const payload of [
      { userId: user.userId, secret: 'A'.repeat(43) },
      { userId: other.userId, secret },
    ]) {
      const response = await confirm(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().type).toBe('user_invalid_token');
    }
    // Still usable by its owner.
    expect((await confirm({ userId: user.userId, secret })).statusCode).toBe(200);
  });

  it('limits verification e-mails to 1 a minute and 10 an hour, with "Rate limit" in the message', async () => {
    const user = await signUpAndSignIn(test.app);
    expect((await requestVerification(user)).statusCode).toBe(201);
    const tooSoon = await requestVerification(user);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().type).toBe('general_rate_limit_exceeded');
    expect(tooSoon.json().message).toContain('Rate limit');
    expect(tooSoon.headers['x-ratelimit-limit']).toBe('1');
    expect(tooSoon.headers['x-ratelimit-remaining']).toBe('0');
    expect(tooSoon.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
    for (let sent = 2; sent <= 10; sent += 1) {
      clock.advance(MINUTE);
      expect((await requestVerification(user)).statusCode).toBe(201);
    }
    clock.advance(MINUTE);
    const hourly = await requestVerification(user);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.headers['x-ratelimit-limit']).toBe('10');
    // Ten e-mails went out (and the earlier links still work until one is used).
    expect(smtp.messages.filter((mail) => mail.to.includes(user.email))).toHaveLength(10);
  });

  it.each([
    ['another site', 'https://evil.example/verify-email'],
    ['a look-alike host', 'http://localhost:5173.evil.example/verify-email'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative URL', '/verify-email'],
    ['credentials in the URL', 'http://user:pass@localhost:5173/verify-email'],
  ])('refuses a url on %s with 400 general_argument_invalid', async (_what, url) => {
    const user = await signUpAndSignIn(test.app);
    const response = await requestVerification(user, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('general_argument_invalid');
  });

  it('needs a session to ask for a link', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/account/verification',
      payload: { url: `${APP}/verify-email` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('general_unauthorized_scope');
  });
});

describe('e-mail verification without SMTP (the outbox)', () => {
  let test: EngineTestApp;

  beforeEach(async () => {
    test = await createEngineTestApp(STORAGE_ENGINES[0]!, { publicUrl: APP, smtpUrl: null });
  });
  afterEach(async () => {
    await test?.close();
  });

  it('writes the e-mail to DATA_DIR/outbox as an .eml file whose link works once', async () => {
    const user = await signUpAndSignIn(test.app);
    const sent = await test.app.inject({
      method: 'POST',
      url: '/v1/account/verifications/email',
      headers: { cookie: user.cookie },
      payload: { url: `${APP}/verify-email?from=modal` },
    });
    expect(sent.statusCode).toBe(201);

    const directory = outboxDirectory(test.config.dataDir);
    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = join(directory, files[0]!);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const raw = await readFile(file, 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    const link = findSecretLink(raw);
    expect(link.searchParams.get('from')).toBe('modal');

    const payload = { userId: link.searchParams.get('userId'), secret: link.searchParams.get('secret') };
    const first = await test.app.inject({ method: 'PUT', url: '/v1/account/verification', payload });
    expect(first.statusCode).toBe(200);
    const second = await test.app.inject({ method: 'PUT', url: '/v1/account/verification', payload });
    expect(second.statusCode).toBe(401);
  });
});

describe('e-mail verification when SMTP fails', () => {
  it('answers 503 and leaves no usable token', async () => {
    const test = await createEngineTestApp(STORAGE_ENGINES[0]!, {
      publicUrl: APP,
      smtpUrl: 'smtp://127.0.0.1:1/?connectionTimeout=2000',
    });
    try {
      const user = await signUpAndSignIn(test.app);
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/account/verification',
        headers: { cookie: user.cookie },
        payload: { url: `${APP}/verify-email` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().type).toBe('general_service_unavailable');
      expect(await test.app.db.selectFrom('tokens').selectAll().execute()).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
