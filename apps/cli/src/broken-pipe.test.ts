import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from './testing/cli-process.js';
import { chromeHar } from './testing/har-fixtures.js';

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
    // Its stdout closed after the first chunk, as `| head -c 100` does.
    const closeEarly = (failOn: string) =>
      runCliProcess(['validate', capture, '--json', '--fail-on', failOn], {}, { closeStdoutEarly: true });
    const passing = await closeEarly('never');
    expect(passing.stderr).toBe('');
    expect(passing.code).toBe(0);
    // The exit code is still the verdict: a failing run exits 1 though its reader left.
    const failing = await closeEarly('error');
    expect(failing.stderr).toBe('');
    expect(failing.code).toBe(1);
  });
});
