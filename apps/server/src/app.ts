import Fastify, { type FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { REDACTED_LOG_PATHS, serializeRequest } from './lib/log-redaction.js';
import { accountModule } from './modules/account/account.module.js';
import { automationModule } from './modules/automation/automation.routes.js';
import {
  journeyRuntimeOptions,
  type AutomationDependencies,
} from './modules/automation/automation.runtime.js';
import { documentsModule } from './modules/documents/documents.routes.js';
import { createMailer, type Mailer } from './modules/email/mailer.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { journeysRoutes } from './modules/journeys/journeys.routes.js';
import type { RealtimeHub } from './modules/realtime/realtime-hub.js';
import { realtimeRoutes } from './modules/realtime/realtime.routes.js';
import { retentionModule } from './modules/retention/retention.module.js';
import type { ValidationPool } from './modules/validation/validation-pool.js';
import { validationRoutes } from './modules/validation/validation.routes.js';
import { createWebModule } from './modules/web/web.module.js';
import { databasePlugin } from './plugins/database.js';
import { compressionPlugin } from './plugins/compression.js';
import { createFrameworkErrorHandler, errorsPlugin } from './plugins/errors.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { originPlugin } from './plugins/origin.js';
import { rateLimitPlugin, type RateLimitRule, type RateLimitRuleName } from './plugins/rate-limit.js';
import { realtimeHubPlugin } from './plugins/realtime-hub.js';
import { BODY_LIMIT_BYTES, securityHeaders, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { turnTakingPlugin } from './plugins/turn-taking.js';
import { websocketPlugin } from './plugins/websocket.js';

/** What the app can be given instead of building it from the configuration (tests, the CLI). */
export interface AppDependencies {
  /** An open database; the app migrates it but leaves closing it to the caller. */
  database?: Database;
  /** Where the time comes from (sessions, tokens, rate limits); tests move it. */
  clock?: Clock;
  /** Replaces the configuration's mailer (SMTP or the outbox). */
  mailer?: Mailer;
  /** Overrides of the rate limits of DESIGN.md. */
  rateLimits?: Partial<Record<RateLimitRuleName, RateLimitRule>>;
  /** A realtime hub made elsewhere (default: LISTEN/NOTIFY on PostgreSQL, in-process on SQLite); its creator closes it. */
  realtimeHub?: RealtimeHub;
  /** The automation queue, browser and workers (default: no workers; `tagproof serve` starts AUTOMATION_WORKERS). */
  automation?: AutomationDependencies;
  /** Where the logs go (default: standard output); tests read them. */
  logStream?: Writable;
  /** The validation threads (default: VALIDATION_THREADS and VALIDATION_QUEUE); its creator closes it. */
  validationPool?: ValidationPool;
}

/**
 * Builds the Fastify app: plugins (security headers, compression, errors, database, origin, rate
 * limits, session, realtime hub, websocket), then the modules (health, validation, account, documents, automation,
 * realtime, web). Never listens: tests call `app.inject()`, {@link startServer} listens. The
 * database is migrated before this resolves; `app.close()` closes it.
 *
 * @example
 * const app = await buildApp(readConfig(process.env));
 * const response = await app.inject({ method: 'GET', url: '/healthz' });
 */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const security = { hsts: config.publicUrl?.startsWith('https://') ?? false };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets in URLs (automation token, OAuth code and state, verification secret) and headers.
      redact: { paths: [...REDACTED_LOG_PATHS], censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's own default, which Fastify turns off: a client gets 5 minutes to send its request (a
    // 32 MB import on a slow link), so slow-drip clients cannot hold sockets forever.
    requestTimeout: 300_000,
    trustProxy: config.trustProxy,
    frameworkErrors: createFrameworkErrorHandler(BODY_LIMIT_BYTES, securityHeaders(security)),
  });
  const web = createWebModule(config.webDistDir);
  // One mailer for verification e-mails and journey alerts.
  const mailer = deps.mailer ?? createMailer(config);
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  try {
    await app.register(turnTakingPlugin);
    await app.register(securityPlugin, security);
    await app.register(compressionPlugin);
    await app.register(errorsPlugin, { bodyLimitBytes: BODY_LIMIT_BYTES, notFoundFallback: web.fallback });
    await app.register(inputGuardPlugin);
    await app.register(databasePlugin, { config, ...(deps.database ? { database: deps.database } : {}) });
    await app.register(originPlugin, { config });
    await app.register(rateLimitPlugin, {
      clock: deps.clock,
      redisUrl: config.redisUrl,
      rules: {
        signUpPerIp: { max: config.signUpLimitPerHour, windowMs: 3_600_000 },
        documentWritesPerUser: { max: config.documentWritesPerMinute, windowMs: 60_000 },
        ...deps.rateLimits,
      },
    });
    await app.register(sessionPlugin, { config, clock: deps.clock });
    await app.register(realtimeHubPlugin, {
      databaseUrl: config.databaseUrl,
      ...(deps.realtimeHub ? { hub: deps.realtimeHub } : {}),
    });
    await app.register(websocketPlugin);
    await app.register(healthRoutes);
    await app.register(validationRoutes, {
      ...(config.validationThreads === null ? {} : { threads: config.validationThreads }),
      queue: config.validationQueue,
      ...(deps.validationPool ? { pool: deps.validationPool } : {}),
    });
    await app.register(accountModule, { config, clock: deps.clock, mailer });
    await app.register(documentsModule, { databaseId: config.databaseId });
    await app.register(automationModule, {
      config,
      ...(deps.automation ? { deps: deps.automation } : {}),
      journeys: journeyRuntimeOptions(config, mailer, deps.automation),
    });
    await app.register(journeysRoutes);
    await app.register(retentionModule, { retentionDays: config.retentionDays, clock: deps.clock });
    await app.register(realtimeRoutes, {
      projectId: config.projectId,
      connectionQuota: {
        perIp: config.realtimeConnectionsPerIp,
        perUser: config.realtimeConnectionsPerUser,
      },
      clock: deps.clock,
    });
    await app.register(web.routes);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
