#!/usr/bin/env node
// Builds every workspace in dependency order: engine, contracts, server, CLI (tsc), then the web app
// and the extension (Vite). Writes a stamp so that `npm start` knows the build is current.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const TSC_PACKAGES = ['packages/engine', 'packages/contracts', 'apps/server', 'apps/cli'];

export function buildAll() {
  for (const workspace of TSC_PACKAGES) {
    run(`build ${workspace}`, bin('tsc'), ['-p', join(workspace, 'tsconfig.build.json')]);
  }
  chmodSync(join(root, 'apps/cli/dist/bin.js'), 0o755);
  for (const workspace of ['apps/web', 'apps/extension']) {
    const scripts = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts ?? {};
    if (scripts.build) run(`build ${workspace}`, 'npm', ['run', 'build', '-w', workspace]);
  }
  writeFileSync(join(root, 'node_modules', '.tagproof-build-stamp'), new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) buildAll();
