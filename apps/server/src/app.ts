import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { validationRoutes } from './modules/validation/validation.routes.js';
import { createWebModule } from './modules/web/web.module.js';
import { databasePlugin } from './plugins/database.js';
import { createFrameworkErrorHandler, errorsPlugin } from './plugins/errors.js';
import { BODY_LIMIT_BYTES, securityHeaders, securityPlugin } from './plugins/security.js';

/** What the app can be given instead of building it from the configuration (tests, the CLI). */
export interface AppDependencies {
  /** An open database; the app migrates it but leaves closing it to the caller. */
  database?: Database;
}

/**
 * Builds the Fastify app: plugins (security headers, errors, database), then the modules (health,
 * validation, web). Never listens: tests call `app.inject()`, {@link startServer} listens. The
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
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's own default, which Fastify turns off: a client gets 5 minutes to send its request (a
    // 32 MB import on a slow link), so slow-drip clients cannot hold sockets forever.
    requestTimeout: 300_000,
    trustProxy: config.trustProxy,
    frameworkErrors: createFrameworkErrorHandler(BODY_LIMIT_BYTES, securityHeaders(security)),
  });
  const web = createWebModule(config.webDistDir);
  try {
    await app.register(securityPlugin, security);
    await app.register(errorsPlugin, { bodyLimitBytes: BODY_LIMIT_BYTES, notFoundFallback: web.fallback });
    await app.register(databasePlugin, { config, ...(deps.database ? { database: deps.database } : {}) });
    await app.register(healthRoutes);
    await app.register(validationRoutes);
    await app.register(web.routes);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
