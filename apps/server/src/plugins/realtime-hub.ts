import { createRealtimeHub } from '../modules/realtime/create-realtime-hub.js';
import type { RealtimeHub } from '../modules/realtime/realtime-hub.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where committed document changes are published and realtime connections listen. */
    realtimeHub: RealtimeHub;
  }
}

export interface RealtimeHubPluginOptions {
  /** A hub made elsewhere (tests); its creator closes it. */
  hub?: RealtimeHub;
  /** DATABASE_URL: on PostgreSQL the hub fans events out to every instance (LISTEN/NOTIFY). */
  databaseUrl: string | null;
}

/**
 * Decorates the app with the realtime hub (`app.realtimeHub`): shared by every instance through
 * PostgreSQL LISTEN/NOTIFY on PostgreSQL, in-process on SQLite, unless one is given. Needs the
 * database plugin.
 */
export const realtimeHubPlugin = globalPlugin<RealtimeHubPluginOptions>(
  'tagproof-realtime-hub',
  async (app, options) => {
    const hub =
      options.hub ??
      (await createRealtimeHub({
        database: app.database,
        databaseUrl: options.databaseUrl,
        onError: (error, context) => app.log.error({ err: error }, `realtime: ${context}`),
      }));
    app.decorate('realtimeHub', hub);
    if (!options.hub) app.addHook('onClose', () => hub.close());
  },
);
