import { makeFinding } from '../findings/make-finding.js';
import type { CheckDefinitionIssue } from '../validation/types.js';
import { CHECKS_SOURCE } from './condition.js';
import { idList, parseList } from './parse-list.js';
import { readEntity, type CheckEntity } from './read-entity.js';

export interface TestDefinition extends CheckEntity {
  /** Known triggers linked from either side (test.triggers or trigger.tests). */
  triggerIds: string[];
  /** True when the test has any link, known or not: then it only runs when a linked trigger fires. */
  linked: boolean;
}

export interface TriggerDefinition extends CheckEntity {
  /** Known tests linked from either side. */
  testIds: string[];
  /** The ids in `expectedTests` (unknown ones included: they are reported as never run). */
  expectedTestIds: string[];
}

/** The tests and triggers of one validation, links resolved, with what is wrong in their definitions. */
export interface CheckSet {
  tests: TestDefinition[];
  triggers: TriggerDefinition[];
  testById: ReadonlyMap<string, TestDefinition>;
  issues: CheckDefinitionIssue[];
}

function finding(
  code:
    | 'CHECK_LINK_UNKNOWN'
    | 'CHECK_CATEGORY_MISSING'
    | 'CHECK_WITHOUT_CONDITIONS'
    | 'TEST_NEVER_RUNS'
    | 'EXPECTED_TESTS_UNPARSEABLE',
  fieldPath: string,
  message: string,
  received?: string,
) {
  return makeFinding(code, {
    fieldPath,
    parameter: fieldPath,
    message,
    source: CHECKS_SOURCE,
    ...(received === undefined ? {} : { received }),
  });
}

/** Reads the payload's tests and triggers (arrays or JSON text) and links them from both sides. */
export function readCheckSet(testsInput: unknown, triggersInput: unknown): CheckSet {
  const tests = new Map<string, TestDefinition>();
  parseList(testsInput).items.forEach((entry, index) => {
    const test = { ...readEntity(entry, 'test', index), triggerIds: [], linked: false };
    if (!tests.has(test.id)) tests.set(test.id, test);
  });
  const triggers = new Map<string, TriggerDefinition>();
  parseList(triggersInput).items.forEach((entry, index) => {
    const trigger = { ...readEntity(entry, 'trigger', index), testIds: [], expectedTestIds: [] };
    if (!triggers.has(trigger.id)) triggers.set(trigger.id, trigger);
  });
  const links = new Set<string>();
  const link = (testId: string, triggerId: string) => {
    const key = JSON.stringify([testId, triggerId]);
    if (links.has(key)) return;
    links.add(key);
    const test = tests.get(testId);
    const trigger = triggers.get(triggerId);
    if (test) test.linked = true;
    if (test && trigger) {
      test.triggerIds.push(triggerId);
      trigger.testIds.push(testId);
    } else if (test) {
      test.findings.push(
        finding(
          'CHECK_LINK_UNKNOWN',
          'triggers',
          `The linked trigger ${triggerId} was not sent, so it never fires.`,
          triggerId,
        ),
      );
    } else if (trigger) {
      trigger.findings.push(
        finding(
          'CHECK_LINK_UNKNOWN',
          'tests',
          `The linked test ${testId} was not sent, so it never runs.`,
          testId,
        ),
      );
    }
  };
  for (const test of tests.values())
    for (const id of idList(test.raw.triggers, ['$id']).ids) link(test.id, id);
  for (const trigger of triggers.values()) {
    for (const id of idList(trigger.raw.tests, ['$id']).ids) link(id, trigger.id);
    const expected = idList(trigger.raw.expectedTests, ['$id']);
    trigger.expectedTestIds = expected.ids;
    if (!expected.ok) {
      trigger.findings.push(
        finding(
          'EXPECTED_TESTS_UNPARSEABLE',
          'expectedTests',
          `The expected tests cannot be read: ${expected.reason ?? 'not a list'}.`,
        ),
      );
    }
    for (const id of expected.ids) {
      if (!tests.has(id))
        trigger.findings.push(
          finding(
            'CHECK_LINK_UNKNOWN',
            'expectedTests',
            `The expected test ${id} was not sent, so it is reported as not run.`,
            id,
          ),
        );
    }
  }
  for (const test of tests.values()) checkEntity(test, 'test');
  for (const trigger of triggers.values()) checkEntity(trigger, 'trigger');
  for (const test of tests.values()) {
    const runnable = test.triggerIds.some((id) => triggers.get(id)?.category === test.category);
    if (test.linked && test.category !== null && !runnable) {
      test.findings.push(
        finding(
          'TEST_NEVER_RUNS',
          'triggers',
          'The test runs only when a linked trigger fires on a request of its own vendor, and none of its triggers is of that vendor.',
        ),
      );
    }
  }
  const issues: CheckDefinitionIssue[] = [];
  for (const test of tests.values())
    if (test.findings.length > 0)
      issues.push({ entity: 'test', id: test.id, name: test.name, findings: test.findings });
  for (const trigger of triggers.values())
    if (trigger.findings.length > 0)
      issues.push({ entity: 'trigger', id: trigger.id, name: trigger.name, findings: trigger.findings });
  return { tests: [...tests.values()], triggers: [...triggers.values()], testById: tests, issues };
}

function checkEntity(entity: CheckEntity, role: 'test' | 'trigger'): void {
  if (entity.category === null) {
    entity.findings.push(
      finding(
        'CHECK_CATEGORY_MISSING',
        'requestCategory',
        `The ${role} names no vendor (requestCategory or ${role}Type), so it applies to no request.`,
      ),
    );
  }
  if (entity.conditions.length === 0) {
    const effect = role === 'test' ? 'it fails wherever it runs' : 'it never fires';
    entity.findings.push(
      finding(
        'CHECK_WITHOUT_CONDITIONS',
        'metrics',
        `The ${role} has no usable metric condition, so ${effect}.`,
      ),
    );
  }
}
