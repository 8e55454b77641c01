import { defineCustomVendors, type CustomVendorDefinition, type ValidationResponse } from '@tagproof/engine';
import { FREE_LIMITS, MIN_STEP_TIMEOUT_MS, PREMIUM_LIMITS } from './automation.limits.js';
import { JourneyError, journeyTargets, recordingJourney } from './journey-spec.js';
import { buildReport, type ValidationReport } from './results/build-report.js';
import { JourneyRunner, type JourneyOutcome } from './runner/journey-runner.js';
import { checkNavigationTarget, type NetworkPolicy } from './runner/network-guard.js';

export { JourneyError } from './journey-spec.js';

export interface RunRecordingOptions {
  /** The parsed recording file: `{title, steps}` (Chrome DevTools Recorder JSON). */
  recording: unknown;
  /** Replaces the URL of the recording's first navigation (or adds one). */
  url?: string;
  tests?: unknown[];
  triggers?: unknown[];
  /** Custom vendors (the CLI's --vendors), already parsed: their requests are recorded and decoded. */
  vendors?: CustomVendorDefinition[];
  /** Reach private and loopback addresses (the CLI's --allow-private-targets). */
  allowPrivateTargets: boolean;
  chromiumPath: string | null;
  /** AUTOMATION_BROWSER_MEMORY_MB (default 1024). */
  memoryLimitMb?: number;
  /** Default 30000 ms, at most the premium limit. */
  stepTimeoutMs?: number;
  /** Default: the premium total (a CI run is the user's own machine). */
  maxTotalMs?: number;
  onProgress?: (step: number, total: number, description: string) => void;
}

export interface RecordingRun {
  outcome: JourneyOutcome;
  report: ValidationReport;
  validation: ValidationResponse;
}

/**
 * Runs one recording headless, outside any server or queue (`tagproof run`): the same runner,
 * network policy and report as automation jobs.
 *
 * @throws {JourneyError} for a recording that cannot run or a refused target (bad input).
 */
export async function runRecording(options: RunRecordingOptions): Promise<RecordingRun> {
  const stepTimeoutMs = Math.min(
    Math.max(options.stepTimeoutMs ?? FREE_LIMITS.defaultStepTimeoutMs, MIN_STEP_TIMEOUT_MS),
    PREMIUM_LIMITS.maxStepTimeoutMs,
  );
  const spec = recordingJourney(options.recording, options.url?.trim() ?? '', stepTimeoutMs, PREMIUM_LIMITS);
  const policy: NetworkPolicy = { allowPrivate: options.allowPrivateTargets };
  for (const url of journeyTargets(spec)) {
    const verdict = await checkNavigationTarget(url, policy);
    if (!verdict.allowed) {
      const hint = options.allowPrivateTargets ? '' : ' (pass --allow-private-targets to test a local site)';
      throw new JourneyError(`${verdict.reason}${hint}`);
    }
  }
  const runner = new JourneyRunner({
    executablePath: options.chromiumPath,
    ...(options.memoryLimitMb ? { memoryLimitMb: options.memoryLimitMb } : {}),
  });
  try {
    const outcome = await runner.run({
      spec,
      maxTotalMs: options.maxTotalMs ?? PREMIUM_LIMITS.maxTotalMs,
      policy,
      screenshots: true,
      customVendors: defineCustomVendors(options.vendors ?? []),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    const { report, validation } = buildReport({
      outcome,
      tests: options.tests ?? [],
      triggers: options.triggers ?? [],
      vendors: options.vendors ?? [],
    });
    return { outcome, report, validation };
  } finally {
    await runner.close();
  }
}
