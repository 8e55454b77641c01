#!/usr/bin/env node
// `npm start`: installs what is missing, builds when the sources changed since the last build, then
// runs `tagproof serve` (PORT, HOST, DATA_DIR… from the environment).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureDependencies, root } from './lib.mjs';

const SOURCE_DIRS = [
  'packages/engine/src',
  'packages/contracts/src',
  'apps/server/src',
  'apps/cli/src',
  'apps/web/src',
  'apps/extension/src',
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

ensureDependencies();
const stamp = join(root, 'node_modules', '.tagproof-build-stamp');
const sourcesChanged =
  !existsSync(stamp) || SOURCE_DIRS.some((dir) => newestMtime(join(root, dir)) > statSync(stamp).mtimeMs);
if (sourcesChanged || !existsSync(join(root, 'apps/cli/dist/bin.js'))) buildAll();

const server = spawn(process.execPath, [join(root, 'apps/cli/dist/bin.js'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
