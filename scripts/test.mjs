#!/usr/bin/env node
// `npm test`: the one gate. Installs what it needs (npm packages; Debian's chromium through apt when it
// is absent and we are root), then builds, type-checks, lints, runs unit and integration tests, and
// the end-to-end tests in Chromium.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { bin, ensureDependencies, root, run } from './lib.mjs';

const started = Date.now();
ensureDependencies();
run('chromium for end-to-end tests', process.execPath, [join(root, 'scripts/ensure-chromium.mjs')]);
buildAll();
run('typecheck', process.execPath, [join(root, 'scripts/typecheck.mjs')]);
run('lint', bin('eslint'), ['.', '--max-warnings=0']);
run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
run('unit and integration tests', bin('vitest'), ['run']);
if (existsSync(join(root, 'e2e/playwright.config.ts'))) {
  run('end-to-end tests (Chromium)', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']);
}
process.stdout.write(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.\n`);
