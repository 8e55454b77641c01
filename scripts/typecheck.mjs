#!/usr/bin/env node
// Type-checks every workspace that has a tsconfig.json (sources and tests), two at a time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, workspaces } from './lib.mjs';

const projects = workspaces().filter((workspace) => existsSync(join(root, workspace, 'tsconfig.json')));
let failed = false;

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(bin('tsc'), ['-p', join(workspace, 'tsconfig.json'), '--noEmit'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) process.stdout.write(`  ✔ typecheck ${workspace} (${seconds} s)\n`);
      else {
        failed = true;
        process.stdout.write(`  ✖ typecheck ${workspace}\n${output}`);
      }
      resolve();
    });
  });
}

const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) await check(queue.shift());
  }),
);
process.exit(failed ? 1 : 0);
