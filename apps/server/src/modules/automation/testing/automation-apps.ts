import type { AppDependencies } from '../../../app.js';
import type { Config } from '../../../config.js';
import { createEngineTestApp, type EngineTestApp } from '../../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../../testing/storage-engines.js';
import { JourneyRunner } from '../runner/journey-runner.js';

/** The apps of one test file, on SQLite, sharing one Chromium runner (each job gets its own incognito context). */
export interface AutomationApps {
  /** An app with these settings and automation dependencies, its worker polling fast. */
  open(overrides: Partial<Config>, automation?: AppDependencies['automation']): Promise<EngineTestApp>;
  /** Closes every app opened, then the browser. */
  close(): Promise<void>;
}

export function automationApps(): AutomationApps {
  const runner = new JourneyRunner();
  const apps: EngineTestApp[] = [];
  return {
    async open(overrides, automation = {}) {
      const test = await createEngineTestApp(STORAGE_ENGINES[0]!, overrides, {
        automation: { workers: 1, pollMs: 100, runner, quiet: { quietMs: 600 }, ...automation },
      });
      apps.push(test);
      return test;
    },
    async close() {
      for (const test of apps) await test.close();
      await runner.close();
    },
  };
}
