import type { DecodedRequest } from '../decode.js';
import type { CustomCheckResult } from '../validation/types.js';
import type { CheckSet, TestDefinition, TriggerDefinition } from './check-set.js';
import { buildParamIndex, conditionsHold, evaluateAll } from './evaluate.js';
import { categoryKey } from './read-entity.js';

/** Where one test ran, in session order: request positions and whether it passed there. */
export interface TestRuns {
  positions: number[];
  passed: boolean[];
}

/** A trigger that fired, and where. */
export interface TriggerFiring {
  trigger: TriggerDefinition;
  position: number;
}

export interface CustomCheckRun {
  /** One list per request, in request order. */
  results: CustomCheckResult[][];
  runs: ReadonlyMap<string, TestRuns>;
  firings: TriggerFiring[];
}

function byCategory<T extends { category: string | null }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    if (item.category === null) continue;
    const list = map.get(item.category);
    if (list) list.push(item);
    else map.set(item.category, [item]);
  }
  return map;
}

/**
 * Runs the custom checks on every request, with DESIGN.md's semantics: a trigger fires on a request of
 * its category when its conditions hold under its operator; a test runs on a request of its category
 * when one of its linked triggers fired there, or on every request of its category when it has no
 * trigger; it passes when its conditions hold under its own operator. Navigation requests are checked
 * like any other (tests of category Navigation run on them); unrecognised requests never are.
 */
export function runCustomChecks(requests: readonly DecodedRequest[], checks: CheckSet): CustomCheckRun {
  const tests = byCategory(checks.tests);
  const triggers = byCategory(checks.triggers);
  const runs = new Map<string, TestRuns>();
  const firings: TriggerFiring[] = [];
  const results: CustomCheckResult[][] = [];
  if (tests.size === 0 && triggers.size === 0) {
    // Nothing to run (the usual case): every request has no results.
    for (let position = 0; position < requests.length; position++) results.push([]);
    return { results, runs, firings };
  }
  for (let position = 0; position < requests.length; position++) {
    const request = requests[position] as DecodedRequest;
    const category = categoryKey(request.category);
    const ownTests = category === null ? undefined : tests.get(category);
    const ownTriggers = category === null ? undefined : triggers.get(category);
    if (!ownTests && !ownTriggers) {
      results.push([]);
      continue;
    }
    const params = buildParamIndex(request);
    const fired = new Set<string>();
    for (const trigger of ownTriggers ?? []) {
      if (conditionsHold(trigger.conditions, trigger.operator, params)) {
        fired.add(trigger.id);
        firings.push({ trigger, position });
      }
    }
    const own: CustomCheckResult[] = [];
    for (const test of ownTests ?? []) {
      const triggerIDs = test.triggerIds.filter((id) => fired.has(id));
      if (test.linked && triggerIDs.length === 0) continue;
      const outcome = evaluateAll(test.conditions, test.operator, params);
      own.push(toResult(test, triggerIDs, outcome));
      recordRun(runs, test.id, position, outcome.passed);
    }
    results.push(own);
  }
  return { results, runs, firings };
}

function toResult(
  test: TestDefinition,
  triggerIDs: string[],
  outcome: ReturnType<typeof evaluateAll>,
): CustomCheckResult {
  return {
    testID: test.id,
    testName: test.name,
    triggerIDs,
    passed: outcome.passed,
    conditions: outcome.conditions,
    ...(test.findings.length > 0 ? { findings: test.findings } : {}),
  };
}

function recordRun(runs: Map<string, TestRuns>, testId: string, position: number, passed: boolean): void {
  let entry = runs.get(testId);
  if (!entry) {
    entry = { positions: [], passed: [] };
    runs.set(testId, entry);
  }
  entry.positions.push(position);
  entry.passed.push(passed);
}
