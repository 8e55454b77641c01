// Shared helpers of the root scripts: run a step, and install dependencies when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command in the repository root, streaming its output; exits with its code when it fails. */
export function run(title, command, args, options = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`✖ ${title} failed (${seconds} s, exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${seconds} s)\n`);
}

/** Installs npm packages when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale =
    !existsSync(installed) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs + 1000);
  if (!stale) return;
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
  if (existsSync(lock))
    run('install npm packages (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund'], { env });
  else run('install npm packages (npm install)', 'npm', ['install', '--no-audit', '--no-fund'], { env });
}

/** The workspaces listed in the root package.json, in build order. */
export function workspaces() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
}
