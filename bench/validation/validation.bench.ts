import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@tagproof/engine';
import { mixedRequests } from '../engine/mixed-requests.js';
import { median, type BenchSection, type Figure } from '../lib/measure.js';
import { startServeProcess } from '../lib/serve-process.js';
import { probeHealthz, type ProbeResult } from './healthz-probe.js';
import { validateInThread, type ValidationCall } from './validation-client.js';

/** Requests of the large validation: the service's maximum (MAX_VALIDATION_REQUESTS). */
export const LARGE_VALIDATION_REQUESTS = 50_000;

/**
 * `npm run bench -- validation`: against a real `tagproof serve` on SQLite, `/healthz` latency alone
 * (the baseline, probed for as long as the validation then takes) and while a 50,000-request
 * `POST /api/validate` runs; median over RUNS runs (VALIDATION_RUNS overrides). The goal: the event
 * loop stays free, `/healthz` p99 ≤ 250 ms.
 */
export const validationSection: BenchSection = {
  name: 'validation',
  title: 'Validation off the event loop',
  async run(runs: number): Promise<Figure[]> {
    const body = JSON.stringify({ requests: mixedRequests(LARGE_VALIDATION_REQUESTS) });
    const count = Number(process.env.VALIDATION_RUNS ?? Math.min(runs, 3));
    const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-bench-validation-'));
    const server = await startServeProcess({ DATA_DIR: dataDir });
    const alone: ProbeResult[] = [];
    const during: ProbeResult[] = [];
    const calls: ValidationCall[] = [];
    try {
      // Warm-up: the worker thread starts on the first validation.
      await validateInThread(server.url, JSON.stringify({ requests: mixedRequests(100) }));
      for (let run = 0; run < count; run++) {
        const validation = validateInThread(server.url, body);
        during.push(await probeHealthz(server.url, validation));
        const call = await validation;
        if (call.status !== 200)
          throw new Error(`the validation answered ${call.status}:\n${server.output()}`);
        calls.push(call);
        alone.push(await probeHealthz(server.url, sleep(call.ms)));
        console.error(
          `  run ${run + 1}: validation ${(call.ms / 1000).toFixed(1)} s (${(call.bytes / 1e6).toFixed(1)} MB of answer); ` +
            `/healthz p50/p99/max alone ${describe(alone.at(-1))}, during ${describe(during.at(-1))}`,
        );
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const of = (results: ProbeResult[], pick: (result: ProbeResult) => number) => median(results.map(pick));
    const baseline = { baselineName: '/healthz alone' };
    return [
      {
        name: `/healthz p50 during a ${LARGE_VALIDATION_REQUESTS.toLocaleString('en-US')}-request validation`,
        value: of(during, (r) => r.p50Ms),
        unit: 'ms',
        baseline: of(alone, (r) => r.p50Ms),
        ...baseline,
        goal: '≤ 250 ms',
      },
      {
        name: '/healthz p99 during that validation',
        value: of(during, (r) => r.p99Ms),
        unit: 'ms',
        baseline: of(alone, (r) => r.p99Ms),
        ...baseline,
        goal: '≤ 250 ms',
      },
      {
        name: 'that validation over HTTP, answer received',
        value: median(calls.map((call) => call.ms)) / 1000,
        unit: 's',
        baseline: inProcessSeconds(body),
        baselineName: 'validate() + JSON.stringify in process',
        goal: '≤ 3x',
      },
    ];
  },
};

function describe(result: ProbeResult | undefined): string {
  if (!result) return '-';
  return `${result.p50Ms.toFixed(0)}/${result.p99Ms.toFixed(0)}/${result.maxMs.toFixed(0)} ms (${result.probes} probes)`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The same validation without threads or HTTP: parse, validate and serialise in this process. */
function inProcessSeconds(body: string): number {
  const started = performance.now();
  JSON.stringify(validate(JSON.parse(body)));
  return (performance.now() - started) / 1000;
}
