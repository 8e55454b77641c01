#!/usr/bin/env node
// Makes sure a system Chromium is available for the end-to-end tests and the automation runner.
// Prints the path of the browser and exits 0; installs Debian's `chromium` when running as root;
// otherwise prints how to install it and exits 1. Never downloads a browser through Playwright or
// Puppeteer (their downloads fail on this kind of machine; see TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && isExecutable(configured)) return configured;
  if (isExecutable(DEFAULT_PATH)) return DEFAULT_PATH;
  return null;
}

function run(command, args, env = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const found = findChromium();
if (found) {
  console.log(found);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH) {
  console.warn(
    `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file; looking for ${DEFAULT_PATH}.`,
  );
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium not found: install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

try {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
} catch (error) {
  console.error(`Installing Chromium failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (!isExecutable(DEFAULT_PATH)) {
  console.error(`apt-get finished but ${DEFAULT_PATH} is still missing.`);
  process.exit(1);
}
const version = spawnSync(DEFAULT_PATH, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`${DEFAULT_PATH} is installed but does not run: ${version.stderr.trim()}`);
  process.exit(1);
}
console.log(version.stdout.trim());
console.log(DEFAULT_PATH);
