import { median } from '../lib/measure.js';

/** Latencies of `/healthz` probes, in milliseconds. */
export interface ProbeResult {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  probes: number;
  failures: number;
}

/**
 * Probes `GET url/healthz` one after another, `gapMs` apart, until `until()` resolves (at least
 * `minProbes` probes), and answers the latency percentiles: what a load balancer's health check sees.
 */
export async function probeHealthz(
  url: string,
  until: Promise<unknown>,
  options: { gapMs?: number; minProbes?: number } = {},
): Promise<ProbeResult> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  let failures = 0;
  while (!done || latencies.length + failures < (options.minProbes ?? 20)) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response?.ok) {
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
    } else failures++;
    await new Promise((resolve) => setTimeout(resolve, options.gapMs ?? 20));
  }
  return {
    p50Ms: median(latencies),
    p99Ms: percentile(latencies, 0.99),
    maxMs: Math.max(0, ...latencies),
    probes: latencies.length,
    failures,
  };
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
