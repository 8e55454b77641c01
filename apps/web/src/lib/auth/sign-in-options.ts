import type { AuthProviders, VerificationStatus } from '@tagproof/contracts';

/** The server's answers the sign-in screens adapt to (`GET /api/auth/providers`, `/api/auth/verification`). */
export interface SignInOptionsSource {
  providers(): Promise<AuthProviders>;
  verificationStatus(): Promise<VerificationStatus>;
}

export const AUTH_PROVIDERS_URL = '/api/auth/providers';
export const VERIFICATION_STATUS_URL = '/api/auth/verification';

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${url} answered no object`);
  return body as Record<string, unknown>;
}

/** The server over HTTP; answers of another shape are errors. */
const httpSource: SignInOptionsSource = {
  async providers() {
    const { oauthProviders } = await getJson(AUTH_PROVIDERS_URL);
    if (!Array.isArray(oauthProviders)) throw new Error('no oauthProviders in the answer');
    return {
      oauthProviders: oauthProviders.filter(
        (name): name is 'google' | 'oidc' => name === 'google' || name === 'oidc',
      ),
    };
  },
  async verificationStatus() {
    const { emailVerified, retryAfterSeconds } = await getJson(VERIFICATION_STATUS_URL);
    if (typeof emailVerified !== 'boolean' || typeof retryAfterSeconds !== 'number')
      throw new Error('not a verification status');
    return { emailVerified, retryAfterSeconds: Math.max(0, Math.ceil(retryAfterSeconds)) };
  },
};

let source: SignInOptionsSource = httpSource;
let providers: Promise<AuthProviders> | null = null;

/** Replaces the server (tests); `null` goes back to HTTP. */
export function setSignInOptionsForTests(fake: SignInOptionsSource | null): void {
  source = fake ?? httpSource;
  providers = null;
}

/** The configured OAuth providers, asked once per page load (asked again after a failure). */
export function fetchAuthProviders(): Promise<AuthProviders> {
  if (!providers) {
    providers = source.providers();
    providers.catch(() => (providers = null));
  }
  return providers;
}

/** When the server would accept a verification e-mail for the signed-in user. */
export function fetchVerificationStatus(): Promise<VerificationStatus> {
  return source.verificationStatus();
}
