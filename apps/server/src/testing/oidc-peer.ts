import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

/** The static client the provider knows. */
export const OIDC_TEST_CLIENT = {
  clientId: 'tagproof-test',
  clientSecret: 'tagproof-test-secret-with-enough-entropy',
} as const;

/** A real OpenID Connect provider (oidc-provider) on a random local port, with one static client. */
export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by account id (their `sub`). */
  accounts: Map<string, AccountClaims>;
  close(): Promise<void>;
}

/**
 * Starts the provider's HTTP server first (its port makes the issuer), then `configure(issuer)`
 * may start the app that uses it and answer the redirect URIs to register for the client.
 * Sign-in goes through oidc-provider's development interactions: a login form taking any account
 * id, then a consent form.
 */
export async function startOidcPeer(redirectUris: (issuer: string) => Promise<string[]>): Promise<OidcPeer> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, AccountClaims>();
  const { clientId, clientSecret } = OIDC_TEST_CLIENT;
  const uris = await redirectUris(issuer);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: uris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_context, id) {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: async () => claims } : undefined;
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      phone: ['phone_number'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['tagproof-oidc-test-cookie-key'] },
    pkce: { required: () => true },
    // Explicit lifetimes keep the provider from logging a notice for each default it uses.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  // Uncaught provider errors would only be logged; keep test output quiet.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
