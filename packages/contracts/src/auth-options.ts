import { z } from 'zod';

/** The OAuth2 / OpenID Connect providers the server can sign in with. */
export const OAuthProviderIdSchema = z.enum(['google', 'oidc']);

/** `GET /api/auth/providers` (public): the sign-in providers configured on this server. */
export const AuthProvidersSchema = z.object({
  oauthProviders: z.array(OAuthProviderIdSchema),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/**
 * `GET /api/auth/verification` (signed in): whether the e-mail is verified, and how many seconds until
 * `POST /v1/account/verification` would be accepted (0: now), by the same rate limits.
 */
export const VerificationStatusSchema = z.object({
  emailVerified: z.boolean(),
  retryAfterSeconds: z.number().int().min(0),
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;
