import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, OAuthFlowsTable } from '../../../db/schema.js';
import { isoAt, type Clock } from '../../../lib/clock.js';
import { sha256Hex } from '../../../lib/secrets.js';

/** A sign-in at a provider must come back within 10 minutes. */
export const OAUTH_FLOW_LIFETIME_MS = 10 * 60 * 1000;

export type OAuthFlowRow = Selectable<OAuthFlowsTable>;

export interface NewOAuthFlow {
  state: string;
  /** The random value of the browser's OAuth cookie. */
  browserSecret: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  successUrl: string;
  failureUrl: string;
}

/** Keeps a started sign-in server-side under the SHA-256 of its `state` (and drops ended ones). */
export async function saveOAuthFlow(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  flow: NewOAuthFlow,
): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('oauth_flows').where('expires_at', '<=', isoAt(now)).execute();
    await trx
      .insertInto('oauth_flows')
      .values({
        state_hash: sha256Hex(flow.state),
        browser_hash: sha256Hex(flow.browserSecret),
        provider: flow.provider,
        code_verifier: flow.codeVerifier,
        nonce: flow.nonce,
        redirect_uri: flow.redirectUri,
        success_url: flow.successUrl,
        failure_url: flow.failureUrl,
        created_at: isoAt(now),
        expires_at: isoAt(now + OAUTH_FLOW_LIFETIME_MS),
      })
      .execute();
  });
}

/**
 * Takes the sign-in a `state` names, once: the row is deleted as it is read, so a replayed callback
 * finds nothing. Null for an unknown or expired state.
 */
export async function takeOAuthFlow(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  state: string,
): Promise<OAuthFlowRow | null> {
  const flow = await db
    .deleteFrom('oauth_flows')
    .where('state_hash', '=', sha256Hex(state))
    .returningAll()
    .executeTakeFirst();
  return flow && Date.parse(flow.expires_at) > clock.now() ? flow : null;
}
