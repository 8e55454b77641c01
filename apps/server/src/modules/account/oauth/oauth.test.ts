import { ErrorBodySchema } from '@tagproof/contracts';
import { Account, Client, OAuthProvider } from 'appwrite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import { startServer, type RunningServer } from '../../../server.js';
import { TestBrowser } from '../../../testing/browser.js';
import { OIDC_TEST_CLIENT, startOidcPeer, type OidcPeer } from '../../../testing/oidc-peer.js';
import { STORAGE_ENGINES } from '../../../testing/storage-engines.js';
import { signUpAndSignIn } from '../../../testing/users.js';

const AnswerSchema = z.record(z.string(), z.unknown());

describe.each(STORAGE_ENGINES)('OpenID Connect sign-in against a real oidc-provider on $name', (engine) => {
  let provider: OidcPeer;
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let browser: TestBrowser;

  beforeAll(async () => {
    if (!engine.available) return;
    provider = await startOidcPeer(async (issuer) => {
      const setup = await engine.setup({
        oidc: { issuer, clientId: OIDC_TEST_CLIENT.clientId, clientSecret: OIDC_TEST_CLIENT.clientSecret },
      } satisfies Partial<Config>);
      cleanup = setup.cleanup;
      server = await startServer(setup.config, { handleSignals: false });
      return [`${server.url}/v1/account/sessions/oauth2/callback/oidc`];
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await cleanup?.();
  });
  beforeEach((context) => {
    if (!engine.available) context.skip();
    browser = new TestBrowser();
  });

  /** Back at the app, outside the API: the success or failure page. */
  const atApp = (url: URL) => url.origin === server.url && !url.pathname.startsWith('/v1/');

  /** Navigates to the OAuth route, signs in at the provider as `accountId` (or aborts), and answers where the browser lands. */
  async function signInWithProvider(
    accountId: string,
    query = '',
    options: { abort?: boolean; startUrl?: string } = {},
  ): Promise<URL> {
    const start = options.startUrl ?? `${server.url}/v1/account/sessions/oauth2/oidc${query}`;
    let { url, response } = await browser.follow(start, atApp);
    while (response && url.pathname.startsWith('/interaction/')) {
      const page = await response.text();
      let next: Response;
      if (options.abort) {
        next = await browser.fetch(new URL(`${url.pathname}/abort`, url));
      } else {
        const fields: Record<string, string> = page.includes('value="login"')
          ? { prompt: 'login', login: accountId, password: 'anything' }
          : { prompt: 'consent' };
        next = await browser.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      }
      const location = next.headers.get('location');
      if (!location) throw new Error(`the provider answered ${next.status}: ${await next.text()}`);
      ({ url, response } = await browser.follow(new URL(location, url), atApp));
    }
    if (response)
      throw new Error(`stopped at ${url.toString()} with ${response.status}: ${await response.text()}`);
    return url;
  }

  /** `GET /v1/account`: the account, or the error body when signed out (either an object). */
  const account = async () => {
    const response = await browser.fetch(`${server.url}/v1/account`);
    return { status: response.status, body: AnswerSchema.parse(await response.json()) };
  };

  it('sends the browser to the provider with state, nonce and PKCE (S256), and the requested scopes', async () => {
    const response = await browser.fetch(
      `${server.url}/v1/account/sessions/oauth2/oidc?project=tagproof&scopes[0]=phone&success=${encodeURIComponent(`${server.url}/done`)}`,
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(OIDC_TEST_CLIENT.clientId);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.url}/v1/account/sessions/oauth2/callback/oidc`,
    );
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile', 'phone']);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The flow is bound to this browser by an HttpOnly cookie; nothing secret is in the URL but the state.
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^tagproof_oauth=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("creates a new user with the provider's verified e-mail, then signs the same identity in again", async () => {
    provider.accounts.set('alice-sub', {
      sub: 'alice-sub',
      email: 'Alice@Example.com',
      email_verified: true,
      name: 'Alice Provider',
    });
    const landed = await signInWithProvider('alice-sub');
    expect(landed.toString()).toBe(`${server.url}/auth-callback`);
    expect(browser.cookie(server.url, 'tagproof_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie(server.url, 'tagproof_oauth')).toBeUndefined();
    const first = await account();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: 'alice@example.com',
      emailVerification: true,
      name: 'Alice Provider',
    });

    const session = await browser.fetch(`${server.url}/v1/account/sessions/current`);
    expect(await session.json()).toMatchObject({ provider: 'oidc', providerUid: 'alice-sub', current: true });
    const identity = await server.app.db
      .selectFrom('oauth_identities')
      .selectAll()
      .where('subject', '=', 'alice-sub')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: provider.issuer, provider: 'oidc', user_id: first.body.$id });

    // Another browser, the same person: the same account, found by issuer and subject.
    browser = new TestBrowser();
    provider.accounts.set('alice-sub', {
      sub: 'alice-sub',
      email: 'alice.new@example.com',
      email_verified: true,
    });
    await signInWithProvider('alice-sub');
    expect((await account()).body.$id).toBe(first.body.$id);
  });

  it('signs in from the URL the appwrite SDK builds (project and scopes[0] in the query)', async () => {
    provider.accounts.set('frank-sub', {
      sub: 'frank-sub',
      email: 'frank@example.com',
      email_verified: true,
    });
    const sdk = new Account(new Client().setEndpoint(`${server.url}/v1`).setProject('tagproof'));
    const startUrl = sdk.createOAuth2Session({
      provider: OAuthProvider.Oidc,
      success: `${server.url}/auth-callback`,
      failure: `${server.url}/login?error=auth_failed`,
      scopes: ['phone'],
    });
    expect(String(startUrl)).toContain('project=tagproof');
    const landed = await signInWithProvider('frank-sub', '', { startUrl: String(startUrl) });
    expect(landed.toString()).toBe(`${server.url}/auth-callback`);
    expect((await account()).body).toMatchObject({ email: 'frank@example.com', emailVerification: true });
  });

  it('links an existing account whose e-mail both sides have verified', async () => {
    const existing = await signUpAndSignIn(server.app, { email: 'bob@example.com', verified: true });
    provider.accounts.set('bob-sub', { sub: 'bob-sub', email: 'bob@example.com', email_verified: true });
    const landed = await signInWithProvider(
      'bob-sub',
      `?success=${encodeURIComponent(`${server.url}/validator?x=1`)}`,
    );
    expect(landed.toString()).toBe(`${server.url}/validator?x=1`);
    expect((await account()).body).toMatchObject({ $id: existing.userId, email: 'bob@example.com' });
  });

  it.each([
    ['the account never verified its e-mail', false, true],
    ['the provider does not vouch for the e-mail', true, false],
  ])('refuses to link when %s', async (_what, accountVerified, providerVerified) => {
    const email = `carol-${accountVerified}-${providerVerified}@example.com`;
    await signUpAndSignIn(server.app, { email, verified: accountVerified });
    const subject = `carol-${accountVerified}-${providerVerified}`;
    provider.accounts.set(subject, { sub: subject, email, email_verified: providerVerified });
    const landed = await signInWithProvider(subject, `?failure=${encodeURIComponent(`${server.url}/login`)}`);
    expect(landed.toString()).toBe(`${server.url}/login?error=account_exists`);
    expect(browser.cookie(server.url, 'tagproof_session')).toBeUndefined();
    expect((await account()).status).toBe(401);
  });

  it('creates an unverified user when the provider has not verified the e-mail', async () => {
    provider.accounts.set('dave-sub', { sub: 'dave-sub', email: 'dave@example.com', email_verified: false });
    await signInWithProvider('dave-sub');
    expect((await account()).body).toMatchObject({ email: 'dave@example.com', emailVerification: false });
  });

  it('lands on the default failure page when the user cancels at the provider', async () => {
    const landed = await signInWithProvider('nobody', '', { abort: true });
    expect(landed.toString()).toBe(`${server.url}/login?error=auth_failed`);
    expect((await account()).status).toBe(401);
  });

  it('refuses a callback from another browser, or with a forged or replayed state', async () => {
    provider.accounts.set('erin-sub', { sub: 'erin-sub', email: 'erin@example.com', email_verified: true });
    // Stop at the callback instead of following it.
    const stopAtCallback = (url: URL) => url.pathname.startsWith('/v1/account/sessions/oauth2/callback/');
    let { url, response } = await browser.follow(
      `${server.url}/v1/account/sessions/oauth2/oidc`,
      stopAtCallback,
    );
    while (response) {
      const page = await response.text();
      const fields: Record<string, string> = page.includes('value="login"')
        ? { prompt: 'login', login: 'erin-sub' }
        : { prompt: 'consent' };
      const next = await browser.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      ({ url, response } = await browser.follow(new URL(next.headers.get('location')!, url), stopAtCallback));
    }
    const callback = url;

    // An attacker hands the callback URL to a victim's browser: no OAuth cookie there.
    const victim = new TestBrowser();
    const stolen = await victim.fetch(callback);
    expect(stolen.status).toBe(302);
    expect(stolen.headers.get('location')).toBe(`${server.url}/login?error=auth_failed`);
    expect(victim.cookie(server.url, 'tagproof_session')).toBeUndefined();

    // The flow was consumed by that attempt: the real browser cannot use it either.
    const replayed = await browser.fetch(callback);
    expect(replayed.headers.get('location')).toBe(`${server.url}/login?error=auth_failed`);

    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged');
    expect((await browser.fetch(forged)).headers.get('location')).toBe(
      `${server.url}/login?error=auth_failed`,
    );
    expect(browser.cookie(server.url, 'tagproof_session')).toBeUndefined();
  });

  it.each([
    ['success on another site', `?success=${encodeURIComponent('https://evil.example/')}`],
    ['failure on another site', `?failure=${encodeURIComponent('https://evil.example/')}`],
    ['a protocol-relative success', `?success=${encodeURIComponent('//evil.example/')}`],
    ['a javascript: success', `?success=${encodeURIComponent('javascript:alert(1)')}`],
  ])('refuses %s with 400 general_argument_invalid', async (_what, query) => {
    const response = await browser.fetch(`${server.url}/v1/account/sessions/oauth2/oidc${query}`);
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).type).toBe('general_argument_invalid');
  });

  it('sends the browser to the failure page for a provider that is not configured, and refuses an unknown one', async () => {
    const failure = encodeURIComponent(`${server.url}/login?from=oauth`);
    const google = await browser.fetch(`${server.url}/v1/account/sessions/oauth2/google?failure=${failure}`);
    expect(google.status).toBe(302);
    expect(google.headers.get('location')).toBe(
      `${server.url}/login?from=oauth&error=provider_not_configured`,
    );
    const byDefault = await browser.fetch(`${server.url}/v1/account/sessions/oauth2/google`);
    expect(byDefault.status).toBe(302);
    expect(byDefault.headers.get('location')).toBe(`${server.url}/login?error=auth_failed`);
    const unknown = await browser.fetch(`${server.url}/v1/account/sessions/oauth2/github`);
    expect(unknown.status).toBe(400);
  });
});
