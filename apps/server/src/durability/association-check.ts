import { sameSet } from './document-versions.js';
import type { VerificationProblem } from './write-ledger.js';

/**
 * Checks that both sides of every link agree: a test's `triggers` are exactly the triggers whose
 * `tests` name it, and a trigger names only tests that exist.
 */
export function checkAssociations(
  client: number,
  tests: ReadonlyArray<Record<string, unknown>>,
  triggers: ReadonlyArray<Record<string, unknown>>,
): VerificationProblem[] {
  const problems: VerificationProblem[] = [];
  const linking = new Map<string, string[]>(tests.map((test) => [String(test.$id), []]));
  for (const trigger of triggers) {
    for (const testId of Array.isArray(trigger.tests) ? trigger.tests : []) {
      const list = linking.get(String(testId));
      if (list) list.push(String(trigger.$id));
      else
        problems.push({
          kind: 'association',
          client,
          collection: 'triggers',
          id: String(trigger.$id),
          detail: `links the missing test ${String(testId)}`,
        });
    }
  }
  for (const test of tests) {
    const expected = linking.get(String(test.$id)) ?? [];
    if (!sameSet(test.triggers, expected))
      problems.push({
        kind: 'association',
        client,
        collection: 'tests',
        id: String(test.$id),
        detail: `triggers ${JSON.stringify(test.triggers)}, but ${JSON.stringify(expected)} link it`,
      });
  }
  return problems;
}
