import { TurnQueue } from '../lib/turn-queue.js';
import { globalPlugin } from './global-plugin.js';

/**
 * Route handlers start one per event-loop turn, first come first served (see {@link TurnQueue}):
 * Node accepts new connections once per turn, so a turn that ran every ready request's handler
 * (a validation of milliseconds, or synchronous SQLite writes) kept new connections waiting in the
 * accept queue for seconds under load. The hook runs after the session lookup and the body, before
 * the handler; at rest it costs one `setImmediate`. Register it before the routes.
 */
export const turnTakingPlugin = globalPlugin('tagproof-turn-taking', async (app) => {
  const turns = new TurnQueue();
  app.addHook('preHandler', (_request, _reply, done) => {
    turns
      .run(() => done())
      .catch((error: unknown) => app.log.error({ err: error }, 'a handler failed to start'));
  });
});
