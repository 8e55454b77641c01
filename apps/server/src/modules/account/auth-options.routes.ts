import type { AuthProviders, VerificationStatus } from '@tagproof/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { requireUser } from './account.routes.js';
import { OAUTH_PROVIDER_NAMES, type OAuthProviders } from './oauth/providers.js';
import { findUserById } from './users.js';
import { verificationEmailLimits } from './verification.routes.js';

/** The paths of the sign-in screens' questions to the server (not part of the Appwrite-shaped `/v1`). */
export const AUTH_PROVIDERS_PATH = '/api/auth/providers';
export const VERIFICATION_STATUS_PATH = '/api/auth/verification';

export interface AuthOptionsRoutesOptions {
  providers: OAuthProviders;
}

/**
 * What the sign-in screens show: `GET /api/auth/providers` (public) lists the configured OAuth
 * providers, so that no "Sign in with Google" button leads to an error; `GET /api/auth/verification`
 * (signed in) says when a verification e-mail would be accepted, from the same rate limits as
 * `POST /v1/account/verification`, without counting one.
 */
export async function authOptionsRoutes(
  app: FastifyInstance,
  options: AuthOptionsRoutesOptions,
): Promise<void> {
  const oauthProviders = OAUTH_PROVIDER_NAMES.filter((name) => options.providers.settingsOf(name) !== null);

  app.get(AUTH_PROVIDERS_PATH, async (_request, reply): Promise<AuthProviders> => {
    reply.header('cache-control', 'no-cache');
    return { oauthProviders: [...oauthProviders] };
  });

  app.get(VERIFICATION_STATUS_PATH, async (request, reply): Promise<VerificationStatus> => {
    const current = requireUser(request);
    const user = await findUserById(app.db, current.id);
    if (!user) throw new AppError('general_unauthorized_scope');
    reply.header('cache-control', 'no-store');
    const emailVerified = user.email_verified === 1;
    const waitMs = emailVerified ? 0 : await app.rateLimiter.waitMs(verificationEmailLimits(user.id));
    return { emailVerified, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  });
}
