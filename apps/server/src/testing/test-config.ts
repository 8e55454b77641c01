import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type Config } from '../config.js';

/** A configuration for tests: silent logs, a fresh temporary DATA_DIR, and a web build dir that does not exist. */
export interface TestConfig {
  config: Config;
  /** Removes the temporary directory. */
  cleanup(): void;
}

export function createTestConfig(overrides: Partial<Config> = {}): TestConfig {
  const root = mkdtempSync(join(tmpdir(), 'tagproof-server-test-'));
  const config: Config = {
    ...readConfig({ LOG_LEVEL: 'silent', PORT: '0' }, root),
    dataDir: join(root, 'data'),
    webDistDir: join(root, 'no-web-build'),
    ...overrides,
  };
  return { config, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
