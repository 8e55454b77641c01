import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Step } from '@puppeteer/replay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneySpec } from '../journey-spec.js';
import { JourneyRunner } from './journey-runner.js';
import { processTreeMemory } from './memory-watchdog.js';

/** A page that allocates memory wildly must fail its job with the reason, and the runner go on. */
const LIMIT_MB = 700;
const runner = new JourneyRunner({ memoryLimitMb: LIMIT_MB });
let site: Server;
let origin: string;

const PAGES: Record<string, string> = {
  // 64 MB more every 20 ms, each page of it written so that it is really used, up to 1.5 GB (a
  // bound so that a runner without the cap cannot take the test machine's memory).
  hog: `const kept = []; const timer = setInterval(() => { if (kept.length === 24) return clearInterval(timer); const block = new Uint8Array(64 * 1024 * 1024); for (let i = 0; i < block.length; i += 4096) block[i] = 1; kept.push(block); }, 20);`,
  plain: '',
};

function journey(path: string): JourneySpec {
  const url = `${origin}/${path}`;
  const steps = [
    { type: 'navigate', url },
    { type: 'waitForExpression', expression: 'new Promise((done) => setTimeout(() => done(true), 8000))' },
  ] as Step[];
  return { mode: 'recording', websiteUrl: url, title: path, stepTimeoutMs: 20_000, steps };
}

const run = (path: string) =>
  runner.run({
    spec: journey(path),
    maxTotalMs: 60_000,
    policy: { allowPrivate: true },
    quiet: { quietMs: 300 },
    screenshots: false,
  });

beforeAll(async () => {
  site = createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<html><body><script>${PAGES[(request.url ?? '/').slice(1)] ?? ''}</script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await runner.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

describe('the memory cap of a job', { timeout: 90_000 }, () => {
  it('measures a process tree', async () => {
    expect(await processTreeMemory(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('fails a job whose browser goes above the cap, with the reason, and the runner runs the next one', async () => {
    const hog = await run('hog');
    expect(hog.status).toBe('failed');
    expect(hog.error).toContain(`above the ${LIMIT_MB} MB limit`);
    expect(hog.actions[1]?.status).toBe('failed');

    const next = await run('plain');
    expect(next.status, next.error ?? '').toBe('completed');
  });
});
