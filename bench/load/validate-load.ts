import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationResponseSchema } from '@tagproof/contracts';
import { validate } from '@tagproof/engine';
import { median, medianMs, type Figure } from '../lib/measure.js';
import { mixedRequests } from '../engine/mixed-requests.js';
import { describeRun, measureLoad, memoryFigure, type LoadResult, type LoadSettings } from './load-run.js';
import { startServeProcess } from '../lib/serve-process.js';

/** Tracking requests in each `POST /api/validate` body. */
export const REQUESTS_PER_PAYLOAD = 100;

/**
 * `POST /api/validate` with 100 mixed tracking requests per body under `connections` connections,
 * against a real `tagproof serve` on SQLite. Baseline: `validate()` of the same payload in this
 * process on one core (no HTTP, no JSON, no schema check), which bounds what one server process can
 * do; its latency counterpart is the wait of `connections` clients queued on that one core.
 */
export async function validateLoadFigures(settings: LoadSettings, runs: number): Promise<Figure[]> {
  const requests = mixedRequests(REQUESTS_PER_PAYLOAD);
  const body = JSON.stringify({ requests });
  // Measured before and after each load run, so that the baseline sees the same neighbours.
  const inProcess: number[] = [];
  const measureInProcess = () => {
    const batch = 50;
    const ms = medianMs(() => {
      for (let index = 0; index < batch; index++) validate({ requests });
    }, runs);
    inProcess.push(batch / (ms / 1000));
  };

  const results: LoadResult[] = [];
  for (let run = 0; run < settings.runs; run++) {
    measureInProcess();
    const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-load-validate-'));
    const server = await startServeProcess({ DATA_DIR: dataDir });
    try {
      await checkOneValidation(server.url, body);
      const result = await measureLoad(
        server,
        {
          path: '/api/validate',
          connections: settings.connections,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        },
        settings,
      );
      console.error(describeRun(`POST /api/validate, run ${run + 1}`, result));
      results.push(result);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    measureInProcess();
  }
  const inProcessPerSecond = median(inProcess);
  const queuedMs = (settings.connections / inProcessPerSecond) * 1000;
  console.error(
    `  validate() in process: ${inProcess.map((value) => value.toFixed(0)).join(', ')} payloads/s (median ${inProcessPerSecond.toFixed(0)})`,
  );

  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  const perSecond = of((r) => r.requestsPerSecond);
  return [
    {
      name: `POST /api/validate (${REQUESTS_PER_PAYLOAD} requests): throughput`,
      value: perSecond,
      unit: 'payloads/s',
      baseline: inProcessPerSecond,
      baselineName: 'validate() in process, 1 core',
      goal: '≥ 0.5x',
    },
    {
      name: 'tracking requests validated',
      value: perSecond * REQUESTS_PER_PAYLOAD,
      unit: 'req/s',
      baseline: inProcessPerSecond * REQUESTS_PER_PAYLOAD,
      baselineName: 'validate() in process, 1 core',
      goal: '≥ 0.5x',
    },
    {
      name: `validate p50 latency (${settings.connections} connections)`,
      value: of((r) => r.p50Ms),
      unit: 'ms',
      baseline: queuedMs,
      baselineName: `${settings.connections} queued on that core`,
      goal: '≤ 2x',
    },
    {
      name: 'validate p99 latency',
      value: of((r) => r.p99Ms),
      unit: 'ms',
      baseline: queuedMs,
      baselineName: `${settings.connections} queued on that core`,
      goal: '≤ 3x',
    },
    {
      name: 'validate failures (non-2xx, errors, timeouts)',
      value: of((r) => r.non2xx + r.errors),
      unit: 'responses',
      baseline: of((r) => r.responses + r.errors),
      baselineName: 'all',
      goal: '0',
    },
    memoryFigure('validate', results),
  ];
}

/** One request before the load: the payload must validate (200, `success: true`, every request). */
async function checkOneValidation(url: string, body: string): Promise<void> {
  const response = await fetch(`${url}/api/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  const parsed = response.ok ? ValidationResponseSchema.safeParse(parseJson(text)) : null;
  const validated = parsed?.success ? parsed.data.data?.validatedRequests.length : undefined;
  // A batched GA4 hit is one validated request per event, so there can be more than were sent.
  if (validated === undefined || validated < REQUESTS_PER_PAYLOAD)
    throw new Error(`POST /api/validate failed before the load (${response.status}): ${text.slice(0, 500)}`);
}

/** The JSON value of `text`, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
