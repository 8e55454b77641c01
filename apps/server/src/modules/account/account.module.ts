import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createMailer, type Mailer } from '../email/mailer.js';
import { accountRoutes } from './account.routes.js';
import { authOptionsRoutes } from './auth-options.routes.js';
import { ACCOUNT_BODY_LIMIT_BYTES } from './account.schemas.js';
import { deleteEndedAccountData, HOUSEKEEPING_INTERVAL_MS } from './housekeeping.js';
import { oauthRoutes } from './oauth/oauth.routes.js';
import { OAuthProviders, providerSettingsFrom } from './oauth/providers.js';
import { sessionRoutes } from './session.routes.js';
import { verificationRoutes } from './verification.routes.js';

export interface AccountModuleOptions {
  config: Config;
  clock?: Clock;
  /** Default: {@link createMailer} for the configuration (SMTP or the outbox); closed with the app. */
  mailer?: Mailer;
}

/**
 * The account routes of the `/v1` API: sign-up and account, e-mail sessions, verification and
 * OAuth2/OpenID Connect sign-in. Needs the database, origin, rate-limit and session plugins.
 */
export async function accountModule(app: FastifyInstance, options: AccountModuleOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  const mailer = options.mailer ?? createMailer(options.config);
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  if (mailer.transport === 'outbox') {
    app.log.info('SMTP_URL is not set: e-mails are written to DATA_DIR/outbox/ and their links logged');
  }
  const housekeeping = setInterval(() => {
    deleteEndedAccountData(app.db, clock).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete ended sessions and tokens'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // Account bodies are small: refuse big ones before parsing them.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ACCOUNT_BODY_LIMIT_BYTES;
  });
  await app.register(accountRoutes, { clock });
  await app.register(sessionRoutes, { clock });
  await app.register(verificationRoutes, { clock, mailer });
  const providers = new OAuthProviders(providerSettingsFrom(options.config));
  await app.register(oauthRoutes, { config: options.config, clock, providers });
  await app.register(authOptionsRoutes, { providers });
}
