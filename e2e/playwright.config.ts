import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, PORT } from './support/server.js';

// End-to-end tests of the built app: `tagproof serve` on port 8787 with a fresh DATA_DIR, driven in
// the system Chromium (never a downloaded browser). Build first: `npm run build`.
const repoRoot = join(import.meta.dirname, '..');
const cliBin = join(repoRoot, 'apps/cli/dist/bin.js');

for (const [file, what] of [
  [cliBin, 'the CLI'],
  [join(repoRoot, 'apps/web/dist/index.html'), 'the web app'],
] as const) {
  if (!existsSync(file))
    throw new Error(`${what} is not built (${file} is missing): run \`npm run build\` first.`);
}

// The config is evaluated again in each worker: create the data directory once and pass it on.
process.env.TAGPROOF_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tagproof-e2e-'));
const dataDir = process.env.TAGPROOF_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : 'list',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(cliBin)} serve`,
    cwd: repoRoot,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // AUTOMATION_ALLOW_PRIVATE_TARGETS: the automation tests run journeys on a fixture shop on 127.0.0.1
    // (loopback targets are refused by default; the server's own tests cover that refusal).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      AUTOMATION_ALLOW_PRIVATE_TARGETS: '1',
      // Google sign-in configured (never completed here: discovery happens on the first sign-in), so
      // the sign-in screens offer it; its absence is covered by the web and server tests.
      GOOGLE_CLIENT_ID: 'tagproof-e2e.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'tagproof-e2e-secret',
    },
  },
});
