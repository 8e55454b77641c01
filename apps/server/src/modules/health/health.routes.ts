import type { FastifyPluginAsync } from 'fastify';

/** How long the database gets to answer the health check's trivial query. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * `GET /healthz`: 200 `{status: 'ok'}` when the database answers a trivial query, else 503
 * `{status: 'unavailable'}`. For load balancers and the e2e runner; never cached.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await app.database.ping(DATABASE_TIMEOUT_MS)) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', reason: 'the database does not answer' });
  });
};
