import type { Config } from '../config.js';
import { createTestConfig } from './test-config.js';
import { createTestSchema, findTestPostgres } from './test-postgres.js';

/** One database engine the storage tests run on. */
export interface StorageEngine {
  name: 'sqlite' | 'postgres';
  /** False when the engine is unavailable here (PostgreSQL not running, outside CI). */
  available: boolean;
  /** A fresh, empty database: a temporary DATA_DIR, or a new PostgreSQL schema. */
  setup(overrides?: Partial<Config>): Promise<{ config: Config; cleanup(): Promise<void> }>;
}

const postgresUrl = await findTestPostgres();

/**
 * SQLite and PostgreSQL, for `describe.each`: storage tests run on both, and skip PostgreSQL with a
 * notice when it is not reachable (fail instead when CI is set).
 */
export const STORAGE_ENGINES: readonly StorageEngine[] = [
  {
    name: 'sqlite',
    available: true,
    async setup(overrides) {
      const { config, cleanup } = createTestConfig(overrides);
      return { config, cleanup: async () => cleanup() };
    },
  },
  {
    name: 'postgres',
    available: postgresUrl !== null,
    async setup(overrides) {
      if (postgresUrl === null) throw new Error('PostgreSQL is not available');
      const schema = await createTestSchema(postgresUrl);
      const { config, cleanup } = createTestConfig({ databaseUrl: schema.url, ...overrides });
      return {
        config,
        async cleanup() {
          await schema.drop();
          cleanup();
        },
      };
    },
  },
];
