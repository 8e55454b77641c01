// The parts of oidc-provider (which ships no types) that the OAuth tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (
      context: unknown,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<AccountClaims> } | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    cookies?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    proxy: boolean;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
