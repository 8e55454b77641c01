import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../../config.js';
import { AppError } from '../../../errors.js';
import type { Clock } from '../../../lib/clock.js';
import { readQueryArray } from '../../../lib/query-array.js';
import { randomSecret, sha256Hex } from '../../../lib/secrets.js';
import { createSession, deleteUserSession } from '../sessions.js';
import { signInWithIdentity, type OAuthProfile } from './identities.js';
import { OAUTH_FLOW_LIFETIME_MS, saveOAuthFlow, takeOAuthFlow } from './oauth-flows.js';
import {
  isOAuthProviderName,
  PROVIDER_VARIABLES,
  type OAuthProviderName,
  type OAuthProviders,
} from './providers.js';

/** Where the browser goes after signing in, and after a failure, unless the client names pages. */
export const DEFAULT_SUCCESS_PATH = '/auth-callback';
export const DEFAULT_FAILURE_PATH = '/login?error=auth_failed';

/** The provider sends the browser back here: register `<public URL>` + this + the provider name. */
export const OAUTH_CALLBACK_PATH = '/v1/account/sessions/oauth2/callback/';

const BASE_SCOPES = ['openid', 'email', 'profile'];
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]{1,128}$/;

export interface OAuthRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  providers: OAuthProviders;
}

/**
 * OAuth2 / OpenID Connect sign-in, Appwrite's way: a browser navigates to
 * `GET /v1/account/sessions/oauth2/{provider}?success=&failure=&scopes[0]=`, is sent to the provider
 * (authorization code with PKCE, state and nonce, kept server-side and bound to the browser by a
 * short-lived cookie), comes back to the callback, and lands on `success` signed in, or on
 * `failure?error=…`.
 */
export async function oauthRoutes(app: FastifyInstance, options: OAuthRoutesOptions): Promise<void> {
  const { clock, providers } = options;
  const flowCookie = app.sessionCookie.secure ? '__Host-tagproof_oauth' : 'tagproof_oauth';
  const flowCookieAttributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.sessionCookie.secure,
  } as const;

  /** The app's origin for this request: PUBLIC_URL, else the Host it was reached at if allowed. */
  const baseOrigin = (request: FastifyRequest): string => {
    if (options.config.publicUrl) return new URL(options.config.publicUrl).origin;
    const reached = `${request.protocol}://${request.host}`;
    return app.isAllowedOrigin(reached) ? new URL(reached).origin : (app.allowedOrigins()[0] ?? reached);
  };

  const redirectToFailure = (reply: FastifyReply, failureUrl: string, code: string): FastifyReply => {
    const target = new URL(failureUrl);
    if (!target.searchParams.has('error')) target.searchParams.set('error', code);
    return reply.redirect(target.toString(), 302);
  };

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    '/v1/account/sessions/oauth2/:provider',
    async (request, reply) => {
      const provider = request.params.provider;
      if (!isOAuthProviderName(provider)) {
        throw new AppError('general_argument_invalid', {
          reason: `unknown sign-in provider "${provider}" (use google or oidc)`,
        });
      }
      const base = baseOrigin(request);
      const successUrl = resolveTarget(
        app,
        base,
        stringParam(request.query.success),
        DEFAULT_SUCCESS_PATH,
        'success',
      );
      const failureUrl = resolveTarget(
        app,
        base,
        stringParam(request.query.failure),
        DEFAULT_FAILURE_PATH,
        'failure',
      );
      if (!providers.settingsOf(provider)) {
        // A browser followed the sign-in button: send it back to the app's failure page, not to JSON.
        request.log.warn(
          `sign-in with ${provider} is not configured on this server (set ${PROVIDER_VARIABLES[provider]})`,
        );
        return redirectToFailure(reply, failureUrl, 'provider_not_configured');
      }
      const scopes = [...new Set([...BASE_SCOPES, ...readQueryArray(request.query, 'scopes')])];
      if (scopes.length > 20 || !scopes.every((scope) => SCOPE_TOKEN.test(scope))) {
        throw new AppError('general_argument_invalid', {
          reason: 'scopes must be at most 20 OAuth scope names',
        });
      }

      let configuration: oidc.Configuration;
      try {
        configuration = await providers.configuration(provider);
      } catch (error) {
        request.log.error({ err: error, provider }, 'OAuth provider discovery failed');
        return redirectToFailure(reply, failureUrl, 'provider_unavailable');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browserSecret = randomSecret();
      const redirectUri = `${base}${OAUTH_CALLBACK_PATH}${provider}`;
      await saveOAuthFlow(app.db, clock, {
        state,
        browserSecret,
        provider,
        codeVerifier,
        nonce,
        redirectUri,
        successUrl,
        failureUrl,
      });
      reply.setCookie(flowCookie, browserSecret, {
        ...flowCookieAttributes,
        maxAge: OAUTH_FLOW_LIFETIME_MS / 1000,
      });
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(authorizationUrl.toString(), 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: Record<string, unknown> }>(
    `${OAUTH_CALLBACK_PATH}:provider`,
    async (request, reply) => {
      const provider = request.params.provider;
      const state = stringParam(request.query.state);
      const browserSecret = request.cookies[flowCookie];
      reply.clearCookie(flowCookie, flowCookieAttributes);
      const flow = state ? await takeOAuthFlow(app.db, clock, state) : null;
      const defaultFailure = new URL(DEFAULT_FAILURE_PATH, baseOrigin(request)).toString();
      if (
        !flow ||
        !isOAuthProviderName(provider) ||
        flow.provider !== provider ||
        !browserSecret ||
        sha256Hex(browserSecret) !== flow.browser_hash
      ) {
        request.log.info({ provider }, 'OAuth callback without a matching sign-in from this browser');
        return redirectToFailure(reply, flow?.failure_url ?? defaultFailure, 'invalid_state');
      }
      const providerError = stringParam(request.query.error);
      if (providerError) {
        request.log.info({ provider, error: providerError }, 'the OAuth provider refused the sign-in');
        return redirectToFailure(
          reply,
          flow.failure_url,
          /^[a-z_]{1,64}$/.test(providerError) ? providerError : 'provider_error',
        );
      }

      let profile: OAuthProfile;
      try {
        profile = await fetchProfile(providers, provider, flow, request);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'the OAuth sign-in could not be completed');
        return redirectToFailure(reply, flow.failure_url, 'provider_error');
      }
      const result = await signInWithIdentity(app.db, clock, profile);
      if ('refused' in result) {
        request.log.info({ provider, reason: result.refused }, 'OAuth sign-in refused');
        return redirectToFailure(reply, flow.failure_url, result.refused);
      }

      // Signing in replaces the browser's previous session.
      if (request.user) await deleteUserSession(app.db, request.user.id, request.user.sessionId);
      const { secret } = await createSession(app.db, clock, {
        userId: result.user.id,
        provider,
        providerUid: profile.subject,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      app.setSessionCookie(reply, secret);
      return reply.redirect(flow.success_url, 302);
    },
  );
}

/** Exchanges the code (checking state, nonce and PKCE) and reads who signed in. */
async function fetchProfile(
  providers: OAuthProviders,
  provider: OAuthProviderName,
  flow: { code_verifier: string; nonce: string; redirect_uri: string },
  request: FastifyRequest,
): Promise<OAuthProfile> {
  const configuration = await providers.configuration(provider);
  // The authorization response as the provider addressed it: the registered redirect URI plus the
  // query the browser brought back.
  const currentUrl = new URL(flow.redirect_uri);
  const query = request.raw.url?.split('?')[1];
  if (query) currentUrl.search = query;
  const state = currentUrl.searchParams.get('state') ?? '';
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.code_verifier,
    expectedState: state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string') {
    source = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
  }
  const email =
    typeof source.email === 'string' && source.email.includes('@') ? source.email.toLowerCase() : null;
  const name = typeof source.name === 'string' ? source.name : '';
  return {
    provider,
    issuer: configuration.serverMetadata().issuer,
    subject: claims.sub,
    email,
    emailVerified: source.email_verified === true || source.email_verified === 'true',
    name,
  };
}

/** A `success`/`failure` URL: absolute or a path, on an allowed origin (no open redirect). */
function resolveTarget(
  app: FastifyInstance,
  base: string,
  value: string | undefined,
  fallbackPath: string,
  name: string,
): string {
  if (!value) return new URL(fallbackPath, base).toString();
  const url = parseTarget(value, base);
  if (!url || !(url.protocol === 'http:' || url.protocol === 'https:') || !app.isAllowedOrigin(url.origin)) {
    throw new AppError('general_argument_invalid', {
      reason: `${name} must be a page of this app (${app.allowedOrigins().join(', ')})`,
    });
  }
  return url.toString();
}

/** An absolute URL, or a path (`/…`, never `//…`) on `base`; null when unparseable. */
function parseTarget(value: string, base: string): URL | null {
  try {
    return value.startsWith('/') && !value.startsWith('//') ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
