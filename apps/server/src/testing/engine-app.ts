import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import type { Config } from '../config.js';
import type { StorageEngine } from './storage-engines.js';

export interface EngineTestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app, then drops its database (schema or temporary directory). */
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of `engine` (see STORAGE_ENGINES), for `inject()`.
 *
 * @example
 * describe.each(STORAGE_ENGINES)('accounts on $name', (engine) => { … createEngineTestApp(engine) … });
 */
export async function createEngineTestApp(
  engine: StorageEngine,
  overrides: Partial<Config> = {},
  deps: AppDependencies = {},
): Promise<EngineTestApp> {
  const { config, cleanup } = await engine.setup(overrides);
  try {
    const app = await buildApp(config, deps);
    return {
      app,
      config,
      async close() {
        await app.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
