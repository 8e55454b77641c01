import type { DecodedRequest } from '../decode.js';
import type { ExpectedTestOutcome, TriggerCrossCheck } from '../validation/types.js';
import type { CheckSet } from './check-set.js';
import type { CustomCheckRun, TestRuns } from './run-checks.js';

/** The most request ids one expected-test outcome lists. */
export const MAX_OUTCOME_REQUEST_IDS = 10;

/** A test's runs with, for each run, the index of the next passing run (-1 when none): O(1) look-ups. */
interface RunIndex {
  runs: TestRuns;
  nextPass: number[];
}

function indexRuns(runs: TestRuns): RunIndex {
  const nextPass = new Array<number>(runs.positions.length).fill(-1);
  let next = -1;
  for (let k = runs.positions.length - 1; k >= 0; k--) {
    if (runs.passed[k]) next = k;
    nextPass[k] = next;
  }
  return { runs, nextPass };
}

/** The first run at or after `position` (binary search over ascending positions). */
function firstRunFrom(positions: readonly number[], position: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((positions[middle] ?? 0) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * For each trigger that fired and expects tests (its `expectedTests` and its linked tests), whether
 * each of those tests ran, and passed, on that request or on a later one of the session (session
 * order is the order of the requests). An expected test passes when at least one of those runs
 * passed; the trigger's check passes when every expected test did. Triggers expecting nothing are
 * left out. Linear: each look-up is a binary search.
 */
export function crossCheckTriggers(
  requests: readonly DecodedRequest[],
  checks: CheckSet,
  run: CustomCheckRun,
): TriggerCrossCheck[] {
  const indexes = new Map<string, RunIndex>();
  const runIndex = (testId: string): RunIndex | undefined => {
    const runs = run.runs.get(testId);
    if (!runs) return undefined;
    let index = indexes.get(testId);
    if (!index) {
      index = indexRuns(runs);
      indexes.set(testId, index);
    }
    return index;
  };
  const checksOut: TriggerCrossCheck[] = [];
  for (const { trigger, position } of run.firings) {
    const expected = [...new Set([...trigger.expectedTestIds, ...trigger.testIds])];
    if (expected.length === 0) continue;
    const outcomes = expected.map((testId): ExpectedTestOutcome => {
      const testName = checks.testById.get(testId)?.name ?? `Unknown (${testId})`;
      const index = runIndex(testId);
      const from = index ? firstRunFrom(index.runs.positions, position) : 0;
      const ran = index !== undefined && from < index.runs.positions.length;
      const passed = ran && (index?.nextPass[from] ?? -1) !== -1;
      const requestIds =
        ran && index
          ? index.runs.positions
              .slice(from, from + MAX_OUTCOME_REQUEST_IDS)
              .map((at) => requests[at]?.requestId ?? '')
          : [];
      return { testID: testId, testName, ran, passed, requestIds };
    });
    checksOut.push({
      triggerID: trigger.id,
      triggerName: trigger.name,
      requestId: requests[position]?.requestId ?? '',
      expectedTests: outcomes,
      passed: outcomes.every((outcome) => outcome.passed),
    });
  }
  return checksOut;
}
