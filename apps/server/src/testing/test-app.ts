import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { createTestConfig } from './test-config.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app and removes its temporary directory. */
  close(): Promise<void>;
}

/** The whole app on a fresh SQLite database in a temporary directory, silent, for `inject()`. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { config, cleanup } = createTestConfig(overrides);
  try {
    const app = await buildApp(config);
    return {
      app,
      config,
      async close() {
        await app.close();
        cleanup();
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
