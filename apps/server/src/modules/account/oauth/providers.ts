import * as oidc from 'openid-client';
import type { Config } from '../../../config.js';

/** The providers of `/v1/account/sessions/oauth2/{provider}` (DESIGN.md: `google`, and `oidc`). */
export const OAUTH_PROVIDER_NAMES = ['google', 'oidc'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

export function isOAuthProviderName(value: string): value is OAuthProviderName {
  return (OAUTH_PROVIDER_NAMES as readonly string[]).includes(value);
}

/** Google's OpenID Connect issuer. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface OAuthProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What to set to turn a provider on, for the error a visitor sees when it is off. */
export const PROVIDER_VARIABLES: Readonly<Record<OAuthProviderName, string>> = {
  google: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  oidc: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
};

/** The configured providers: Google with its fixed issuer, and any OpenID Connect issuer as `oidc`. */
export function providerSettingsFrom(
  config: Pick<Config, 'google' | 'oidc'>,
): Partial<Record<OAuthProviderName, OAuthProviderSettings>> {
  return {
    ...(config.google ? { google: { issuer: GOOGLE_ISSUER, ...config.google } } : {}),
    ...(config.oidc ? { oidc: { ...config.oidc } } : {}),
  };
}

/**
 * The openid-client configuration of each provider, discovered from its issuer on first use and
 * kept (a failed discovery is tried again on the next sign-in). An http:// issuer (a local test
 * provider) is allowed because an administrator configured it.
 */
export class OAuthProviders {
  readonly #configurations = new Map<OAuthProviderName, Promise<oidc.Configuration>>();

  constructor(private readonly settings: Partial<Record<OAuthProviderName, OAuthProviderSettings>>) {}

  /** The provider's settings; null when it is not configured. */
  settingsOf(name: OAuthProviderName): OAuthProviderSettings | null {
    return this.settings[name] ?? null;
  }

  /** @throws when the issuer cannot be discovered. */
  configuration(name: OAuthProviderName): Promise<oidc.Configuration> {
    const settings = this.settings[name];
    if (!settings) return Promise.reject(new Error(`the provider ${name} is not configured`));
    let configuration = this.#configurations.get(name);
    if (!configuration) {
      configuration = discover(settings);
      configuration.catch(() => this.#configurations.delete(name));
      this.#configurations.set(name, configuration);
    }
    return configuration;
  }
}

async function discover(settings: OAuthProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:';
  const options = { timeout: 10, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) };
  const discovered = await oidc.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    options,
  );
  // client_secret_basic is OAuth's default; use client_secret_post only where the issuer asks for it.
  const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
  const usePost =
    methods !== undefined &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post');
  const configuration = new oidc.Configuration(
    discovered.serverMetadata(),
    settings.clientId,
    settings.clientSecret,
    usePost ? oidc.ClientSecretPost(settings.clientSecret) : oidc.ClientSecretBasic(settings.clientSecret),
  );
  configuration.timeout = 10;
  if (insecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}
