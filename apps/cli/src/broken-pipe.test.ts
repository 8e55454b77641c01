import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromeHar } from './testing/har-fixtures.js';

const BIN = fileURLToPath(new URL('./bin.ts', import.meta.url));

/** Runs `tagproof ARGS…` and closes its stdout after the first chunk, as `| head -c 100` does. */
function runAndCloseEarly(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', BIN, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.once('data', () => child.stdout.destroy());
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('tagproof validate whose reader stops early (a real process)', () => {
  let root: string;
  let capture: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-pipe-'));
    capture = join(root, 'big.har');
    // About 2 MB of JSON answer: far more than a pipe holds, so writes go on after the reader left.
    const hits = Array.from({ length: 2_000 }, (_, index) => ({
      url: `https://www.google-analytics.com/g/collect?v=2&tid=G-PIPE01&cid=1.2&en=page_view&_p=${index}&dl=https%3A%2F%2Fshop.example.com%2Fp${index}`,
    }));
    // …and one purchase with errors, so that `--fail-on error` fails the run.
    const purchase =
      'https://www.google-analytics.com/g/collect?v=2&tid=G-PIPE01&cid=1.2&en=purchase&cu=EUR&epn.value=NaN';
    writeFileSync(capture, chromeHar([...hits, { url: purchase }]));
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('stops quietly with the run’s exit code, no EPIPE stack trace', async () => {
    const passing = await runAndCloseEarly(['validate', capture, '--json', '--fail-on', 'never']);
    expect(passing.stderr).toBe('');
    expect(passing.code).toBe(0);
    // The exit code is still the verdict: a failing run exits 1 though its reader left.
    const failing = await runAndCloseEarly(['validate', capture, '--json', '--fail-on', 'error']);
    expect(failing.stderr).toBe('');
    expect(failing.code).toBe(1);
  });
});
