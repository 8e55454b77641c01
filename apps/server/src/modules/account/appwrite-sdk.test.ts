import { Account, AppwriteException, Client, ID, OAuthProvider } from 'appwrite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server.js';
import { TestBrowser } from '../../testing/browser.js';
import { findSecretLink, startSmtpPeer, type SmtpPeer } from '../../testing/mail.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';

/**
 * The pinned official `appwrite` web SDK against a listening server. The SDK calls the global
 * fetch with `credentials: 'include'`; in Node that stores no cookie, so the global fetch is a
 * {@link TestBrowser}: it keeps the HttpOnly cookie the server sets and sends it back, and adds the
 * Origin header browsers add. The server never sends `X-Fallback-Cookies`, so the SDK has nothing
 * to keep itself.
 */
describe.each(STORAGE_ENGINES)('the appwrite SDK against the server on $name', (engine) => {
  let server: RunningServer;
  let smtp: SmtpPeer;
  let cleanup: () => Promise<void>;
  let browser: TestBrowser;
  let account: Account;
  const responses: Response[] = [];

  beforeAll(async () => {
    if (!engine.available) return;
    smtp = await startSmtpPeer();
    const setup = await engine.setup({ smtpUrl: smtp.url });
    cleanup = setup.cleanup;
    server = await startServer(setup.config, { handleSignals: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await cleanup?.();
  });
  beforeEach((context) => {
    if (!engine.available) context.skip();
    browser = new TestBrowser();
    responses.length = 0;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const response = await browser.fetch(input, init);
      responses.push(response.clone());
      return response;
    });
    const client = new Client().setEndpoint(`${server.url}/v1`).setProject('tagproof');
    account = new Account(client);
  });

  it('signs up, signs in, reads the account, verifies the e-mail and signs out', async () => {
    const email = `sdk-${Date.now()}@example.com`;
    const created = await account.create({
      userId: ID.unique(),
      email,
      password: 'sdk-password',
      name: 'SDK User',
    });
    expect(created).toMatchObject({ email, name: 'SDK User', emailVerification: false });
    expect(browser.cookie(server.url, 'tagproof_session')).toBeUndefined();

    const session = await account.createEmailPasswordSession({ email, password: 'sdk-password' });
    expect(session).toMatchObject({ userId: created.$id, current: true, secret: '', provider: 'email' });
    expect(browser.cookie(server.url, 'tagproof_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await account.get();
    expect(me).toMatchObject({ $id: created.$id, email, emailVerification: false, prefs: {} });
    expect(me).not.toHaveProperty('password');

    const current = await account.getSession({ sessionId: 'current' });
    expect(current.$id).toBe(session.$id);

    // appwrite 24 calls /account/verifications/email.
    const token = await account.createVerification({ url: `${server.url}/verify-email` });
    expect(token).toMatchObject({ userId: created.$id, secret: '' });
    const link = findSecretLink((await smtp.nextMessage()).raw);
    const confirmed = await account.updateVerification({
      userId: link.searchParams.get('userId')!,
      secret: link.searchParams.get('secret')!,
    });
    expect(confirmed.userId).toBe(created.$id);
    expect((await account.get()).emailVerification).toBe(true);

    const reuse = await account
      .updateVerification({ userId: created.$id, secret: link.searchParams.get('secret')! })
      .catch((error: unknown) => error);
    expect(reuse).toBeInstanceOf(AppwriteException);
    expect(reuse).toMatchObject({ code: 401, type: 'user_invalid_token' });

    await account.deleteSession({ sessionId: 'current' });
    expect(browser.cookie(server.url, 'tagproof_session')).toBeUndefined();
    const afterLogout = await account.get().catch((error: unknown) => error);
    expect(afterLogout).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });

    // No answer ever offered the SDK a fallback cookie to keep in localStorage.
    expect(responses.length).toBeGreaterThan(8);
    for (const response of responses) expect(response.headers.get('x-fallback-cookies')).toBeNull();
  });

  it('reads errors the way the SDK expects: message, code and type', async () => {
    const email = `sdk-errors-${Date.now()}@example.com`;
    await account.create({ userId: ID.unique(), email, password: 'sdk-password' });
    const duplicate = await account
      .create({ userId: ID.unique(), email, password: 'sdk-password' })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(AppwriteException);
    expect(duplicate).toMatchObject({ code: 409, type: 'user_already_exists' });
    expect((duplicate as AppwriteException).message).toBeTruthy();

    const wrong = await account
      .createEmailPasswordSession({ email, password: 'not-the-password' })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: 401, type: 'user_invalid_credentials' });

    const short = await account
      .create({ userId: ID.unique(), email: `x-${email}`, password: 'short' })
      .catch((error: unknown) => error);
    expect(short).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('builds an OAuth2 URL the server understands', async () => {
    const uri = account.createOAuth2Session({
      provider: OAuthProvider.Google,
      success: `${server.url}/auth-callback`,
      failure: `${server.url}/login?error=auth_failed`,
      scopes: ['email'],
    });
    expect(typeof uri).toBe('string');
    expect(String(uri)).toContain('scopes%5B0%5D=email');
    // Google is not configured here: the browser lands on the failure page the SDK named.
    const response = await browser.fetch(String(uri));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${server.url}/login?error=auth_failed`);
  });
});
