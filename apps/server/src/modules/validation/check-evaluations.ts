import { decode, readCheckSet } from '@tagproof/engine';
import type { ValidationPayloadInput } from '@tagproof/contracts';

/**
 * The check evaluations a validation will run, as MAX_VALIDATION_CHECK_EVALUATIONS counts them: for
 * each test, 1 + its conditions per decoded request of its vendor; for each trigger, 1 + its
 * conditions + its linked and expected tests (each reported wherever it fires) per decoded request of
 * its vendor. Requests are decoded as the engine decodes them, so a GA4 batch counts once per event.
 * Without tests and triggers it is 0 and decodes nothing.
 */
export function countCheckEvaluations(payload: ValidationPayloadInput): number {
  const checks = readCheckSet(payload.tests ?? [], payload.triggers ?? []);
  const weights = new Map<string, number>();
  const add = (category: string | null, weight: number) => {
    if (category !== null) weights.set(category, (weights.get(category) ?? 0) + weight);
  };
  for (const test of checks.tests) add(test.category, 1 + test.conditions.length);
  for (const trigger of checks.triggers) {
    const reported = new Set([...trigger.expectedTestIds, ...trigger.testIds]).size;
    add(trigger.category, 1 + trigger.conditions.length + reported);
  }
  if (weights.size === 0) return 0;
  let evaluations = 0;
  for (const request of payload.requests) {
    for (const event of decode(request)) {
      // The engine compares categories upper-cased; decoded ones are canonical codes already.
      const category = event.category?.toUpperCase();
      evaluations += (category && weights.get(category)) || 0;
    }
  }
  return evaluations;
}
