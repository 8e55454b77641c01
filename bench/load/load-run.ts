import autocannon, { type AutocannonOptions } from 'autocannon';
import { median, type Figure } from '../lib/measure.js';
import type { ServeProcess } from '../lib/serve-process.js';

/** How long and how hard the load runs go, from the environment. */
export interface LoadSettings {
  /** `LOAD_SECONDS` (default 60): the measured part of each load run. */
  seconds: number;
  /** Load before the measured part, so that JIT, caches and pools are warm: a sixth, 2–10 s. */
  warmupSeconds: number;
  /** Baseline runs under the same connections: a third of the run, 5–20 s. */
  baselineSeconds: number;
  /** `LOAD_CONNECTIONS` (default 200). */
  connections: number;
  /** `LOAD_RUNS` (default 1): how many runs each load figure is the median of. */
  runs: number;
  /** `LOAD_SCENARIOS` (default `validate,sqlite,postgres`): the validation load, the documents load per storage. */
  scenarios: string[];
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const seconds = positive(env.LOAD_SECONDS, 60);
  return {
    seconds,
    warmupSeconds: Math.round(clamp(seconds / 6, 2, 10)),
    baselineSeconds: Math.round(clamp(seconds / 3, 5, 20)),
    connections: positive(env.LOAD_CONNECTIONS, 200),
    runs: positive(env.LOAD_RUNS, 1),
    scenarios: (env.LOAD_SCENARIOS ?? 'validate,sqlite,postgres').split(',').map((name) => name.trim()),
  };
}

/** What one measured run of autocannon saw, and what the server's memory did meanwhile. */
export interface LoadResult {
  /** Median of the per-second counts of completed responses. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Every completed response. */
  responses: number;
  non2xx: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Median RSS of the first quarter of the measured run: memory after warm-up. */
  rssAfterWarmupMb: number;
  /** Median RSS of the last quarter of the measured run. */
  rssEndMb: number;
  /** Least-squares slope of the RSS samples over the measured run. */
  rssSlopeMbPerMinute: number;
  /** The RSS samples of the measured run, one a second. */
  rssSamplesMb: number[];
}

/**
 * The memory figure of a load (`label` names it): the server's RSS at the end of the measured run
 * against right after warm-up, medians over the runs; more than 10% up counts as growth.
 */
export function memoryFigure(label: string, results: readonly LoadResult[]): Figure {
  return {
    name: `${label} server RSS at the end`,
    value: median(results.map((result) => result.rssEndMb)),
    unit: 'MB',
    baseline: median(results.map((result) => result.rssAfterWarmupMb)),
    baselineName: 'after warm-up',
    goal: '≤ 1.10x',
  };
}

/**
 * Runs `options` against the server for `warmupSeconds`, then for `seconds` while sampling the
 * server's RSS every second, and answers the measured part.
 */
export async function measureLoad(
  server: ServeProcess,
  { path = '', ...options }: Omit<AutocannonOptions, 'url' | 'duration'> & { path?: string },
  timing: { seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const url = `${server.url}${path}`;
  if (timing.warmupSeconds > 0) await autocannon({ ...options, url, duration: timing.warmupSeconds });
  const samples: Array<{ at: number; mb: number }> = [];
  const started = performance.now();
  const sample = () => samples.push({ at: (performance.now() - started) / 60_000, mb: server.rssMb() });
  sample();
  const sampler = setInterval(sample, 1000);
  let result;
  try {
    result = await autocannon({ ...options, url, duration: timing.seconds });
  } finally {
    clearInterval(sampler);
  }
  sample();
  // Quarters: long enough to span a few cycles of the garbage collector's sawtooth (±10% here).
  const edge = Math.max(1, Math.floor(samples.length / 4));
  return {
    requestsPerSecond: result.requests.p50,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, stats]) => [status, stats.count]),
    ),
    rssAfterWarmupMb: median(samples.slice(0, edge).map((s) => s.mb)),
    rssEndMb: median(samples.slice(-edge).map((s) => s.mb)),
    rssSlopeMbPerMinute: slope(samples.map((s) => [s.at, s.mb] as const)),
    rssSamplesMb: samples.map((s) => s.mb),
  };
}

/** A one-line account of a run for the progress log (stderr). */
export function describeRun(label: string, run: LoadResult): string {
  const statuses = Object.entries(run.statusCodes)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const every10s = run.rssSamplesMb.filter((_, index) => index % 10 === 0).map((mb) => mb.toFixed(0));
  return (
    `  ${label}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
    `${run.responses} responses (${statuses}), ${run.errors} errors, ${run.timeouts} timeouts, RSS ` +
    `${run.rssAfterWarmupMb.toFixed(0)} → ${run.rssEndMb.toFixed(0)} MB (${run.rssSlopeMbPerMinute.toFixed(1)} ` +
    `MB/min; every 10 s: ${every10s.join(' ')})`
  );
}

function slope(points: ReadonlyArray<readonly [number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`expected a positive number, got "${value}"`);
  return number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
