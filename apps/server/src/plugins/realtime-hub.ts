import { InProcessRealtimeHub, type RealtimeHub } from '../modules/realtime/realtime-hub.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where committed document changes are published and realtime connections listen. */
    realtimeHub: RealtimeHub;
  }
}

export interface RealtimeHubPluginOptions {
  /** A hub shared by several instances (PostgreSQL LISTEN/NOTIFY); default: one for this process. Its creator closes it. */
  hub?: RealtimeHub;
}

/** Decorates the app with the realtime hub (`app.realtimeHub`), in-process unless one is given. */
export const realtimeHubPlugin = globalPlugin<RealtimeHubPluginOptions>(
  'tagproof-realtime-hub',
  async (app, options) => {
    const hub =
      options.hub ??
      new InProcessRealtimeHub({
        onListenerError: (error) => app.log.error({ err: error }, 'a realtime listener failed'),
      });
    app.decorate('realtimeHub', hub);
    if (!options.hub) app.addHook('onClose', () => hub.close());
  },
);
