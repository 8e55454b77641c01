import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@tagproof/engine': at('./packages/engine/src/index.ts'),
      '@tagproof/contracts': at('./packages/contracts/src/index.ts'),
      '@tagproof/server': at('./apps/server/src/index.ts'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    testTimeout: 30_000,
    // As the Playwright config does on CI: one retry for a test that a saturated 2-core runner slowed.
    retry: process.env.CI ? 1 : 0,
  },
});
