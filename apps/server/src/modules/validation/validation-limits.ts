import {
  MAX_CHECK_CONDITIONS,
  MAX_CHECK_LINKS,
  MAX_VALIDATION_CHECK_EVALUATIONS,
  MAX_VALIDATION_TESTS,
  MAX_VALIDATION_TRIGGERS,
  type ValidationPayloadInput,
} from '@tagproof/contracts';
import type { ErrorType } from '../../errors.js';
import { countCheckEvaluations } from './check-evaluations.js';

/** A bound of the validation service a payload goes over: the catalogue error to answer. */
export interface LimitBreach {
  type: ErrorType;
  params: Record<string, string | number>;
}

/** The engine reads metric rows' `children` this deep (packages/engine checks/metrics.ts). */
const MAX_CHILD_DEPTH = 5;

/**
 * The first bound of the validation service (packages/contracts: MAX_VALIDATION_TESTS,
 * MAX_VALIDATION_TRIGGERS, MAX_CHECK_CONDITIONS, MAX_CHECK_LINKS, MAX_VALIDATION_CHECK_EVALUATIONS)
 * that a schema-valid payload goes over, or null. Costs O(payload) and stops counting at a bound, so
 * a hostile payload is refused before the engine builds anything (the evaluations are counted on the
 * decoded requests: see {@link countCheckEvaluations}).
 *
 * @example
 * findLimitBreach({ requests, tests: Array(2_000).fill(test) }); // {type: 'validation_tests_limit_exceeded', …}
 */
export function findLimitBreach(payload: ValidationPayloadInput): LimitBreach | null {
  const tests = payload.tests ?? [];
  const triggers = payload.triggers ?? [];
  if (tests.length > MAX_VALIDATION_TESTS)
    return breach('validation_tests_limit_exceeded', { count: tests.length, limit: MAX_VALIDATION_TESTS });
  if (triggers.length > MAX_VALIDATION_TRIGGERS)
    return breach('validation_triggers_limit_exceeded', {
      count: triggers.length,
      limit: MAX_VALIDATION_TRIGGERS,
    });
  const checks = [
    ...tests.map((test) => ({ entity: 'test', check: test, links: { triggers: test.triggers } })),
    ...triggers.map((trigger) => ({
      entity: 'trigger',
      check: trigger,
      links: { tests: trigger.tests, expectedTests: trigger.expectedTests },
    })),
  ];
  for (const { entity, check, links } of checks) {
    const rows = countMetricRows(check.metrics, MAX_CHECK_CONDITIONS + 1);
    if (rows > MAX_CHECK_CONDITIONS)
      return breach('validation_conditions_limit_exceeded', {
        entity,
        name: check.name.slice(0, 80),
        count: rows === MAX_CHECK_CONDITIONS + 1 ? `more than ${MAX_CHECK_CONDITIONS}` : rows,
        limit: MAX_CHECK_CONDITIONS,
      });
    for (const [field, list] of Object.entries(links)) {
      const count = listLength(list);
      if (count > MAX_CHECK_LINKS)
        return breach('validation_links_limit_exceeded', {
          entity,
          name: check.name.slice(0, 80),
          field,
          count,
          limit: MAX_CHECK_LINKS,
        });
    }
  }
  // Bounded now: at most 2,000 checks of 100 rows and links each.
  const evaluations = countCheckEvaluations(payload);
  if (evaluations > MAX_VALIDATION_CHECK_EVALUATIONS)
    return breach('validation_evaluations_limit_exceeded', {
      count: evaluations,
      limit: MAX_VALIDATION_CHECK_EVALUATIONS,
    });
  return null;
}

function breach(type: ErrorType, params: LimitBreach['params']): LimitBreach {
  return { type, params };
}

/** A list given as an array or as its JSON text, as the engine reads it; anything else is empty. */
function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim().length === 0) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function listLength(value: unknown): number {
  return asList(value).length;
}

/** Metric rows and their nested `children` as the engine reads them, counted up to `stopAt`. */
export function countMetricRows(metrics: unknown, stopAt: number): number {
  const stack = asList(metrics).map((row) => ({ row, depth: 0 }));
  let count = 0;
  while (stack.length > 0 && count < stopAt) {
    const { row, depth } = stack.pop() as { row: unknown; depth: number };
    count++;
    const children =
      row !== null && typeof row === 'object' && !Array.isArray(row)
        ? (row as { children?: unknown }).children
        : undefined;
    if (Array.isArray(children) && depth < MAX_CHILD_DEPTH)
      for (const child of children) stack.push({ row: child, depth: depth + 1 });
  }
  return count;
}
