import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import { globalPlugin } from './global-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (SQLite or PostgreSQL). */
    database: Database;
    /** Shortcut to `database.db`, the Kysely query builder. */
    db: Kysely<DatabaseSchema>;
  }
}

export interface DatabasePluginOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /**
   * An already open database to use instead of opening one. The app migrates it but does not
   * close it: whoever opened it closes it.
   */
  database?: Database;
}

/**
 * Opens the database named by the configuration, runs pending migrations before the app takes
 * requests, and closes it when the app closes.
 */
export const databasePlugin = globalPlugin<DatabasePluginOptions>(
  'tagproof-database',
  async (app, options) => {
    const owned = options.database === undefined;
    const database = options.database ?? openDatabase(options.config, app.log);
    try {
      await migrateToLatest(database);
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.log.info({ dialect: database.dialect, location: database.location }, 'database ready');
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
);
