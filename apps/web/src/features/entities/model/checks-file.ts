import '../../../lib/zod-without-eval'; // before the schemas are defined
import {
  ChecksFileSchema,
  MAX_VALIDATION_TESTS,
  MAX_VALIDATION_TRIGGERS,
  type ChecksFile,
} from '@tagproof/contracts';
import type { EntityDocument, EntityKind } from './entity-types';

/** The largest checks file the page reads (bytes). */
export const MAX_CHECKS_FILE_BYTES = 8 * 1024 * 1024;

/** One document an import creates: its id (absent: the server makes one), data and name. */
export interface PlannedDocument {
  id: string | null;
  name: string;
  data: Record<string, unknown>;
}

/** What importing a checks file would do, shown before anything is written. */
export interface ImportPlan {
  tests: PlannedDocument[];
  triggers: PlannedDocument[];
  /** Ids the user already has (or that the file repeats): left unchanged. */
  skipped: Array<{ kind: EntityKind; id: string; name: string }>;
  /** Links to ids neither in the file nor among the user's documents: dropped. */
  droppedLinks: number;
}

type FileTest = ChecksFile['tests'][number];
type FileTrigger = ChecksFile['triggers'][number];

/** Reads a checks file's text, or answers why it is not one (a sentence). */
export function readChecksFile(text: string): { file: ChecksFile } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This file is not JSON.' };
  }
  const parsed = ChecksFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the top level';
    return { error: `This is not a checks file: ${where}: ${issue?.message ?? 'invalid'}.` };
  }
  const { tests, triggers } = parsed.data;
  if (tests.length === 0 && triggers.length === 0)
    return { error: 'This checks file has no tests or triggers.' };
  if (tests.length > MAX_VALIDATION_TESTS || triggers.length > MAX_VALIDATION_TRIGGERS)
    return {
      error: `A checks file holds at most ${MAX_VALIDATION_TESTS} tests and ${MAX_VALIDATION_TRIGGERS} triggers.`,
    };
  return { file: parsed.data };
}

const idOf = (item: FileTest | FileTrigger, kind: EntityKind): string | null => {
  const id = item.$id ?? (kind === 'test' ? (item as FileTest).testID : (item as FileTrigger).triggerID);
  return typeof id === 'string' && id !== '' ? id : null;
};

const linkIds = (links: ReadonlyArray<string | { $id: string }> | undefined): string[] =>
  (links ?? []).map((link) => (typeof link === 'string' ? link : link.$id));

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? []));

function commonData(item: FileTest | FileTrigger): Record<string, unknown> {
  return {
    name: item.name,
    description: item.description ?? null,
    requestCategory: item.requestCategory ?? null,
    logicalOperator: item.logicalOperator ?? 'AND',
    metrics: asText(item.metrics),
  };
}

/**
 * Plans the import of a checks file next to the user's documents: items whose id the user already
 * has (or that the file already listed) are skipped, never duplicated; links keep the ids that will
 * exist (the user's, or the file's new ones). Tests are created first, without links to the file's
 * new triggers; each new trigger then links its tests and the new tests that named it.
 */
export function planImport(
  file: ChecksFile,
  existing: { tests: readonly EntityDocument[]; triggers: readonly EntityDocument[] },
): ImportPlan {
  const skipped: ImportPlan['skipped'] = [];
  const seen = {
    test: new Set(existing.tests.map((doc) => doc.$id)),
    trigger: new Set(existing.triggers.map((doc) => doc.$id)),
  };
  const owned = { test: new Set(seen.test), trigger: new Set(seen.trigger) };
  const fresh = <T extends FileTest | FileTrigger>(items: readonly T[], kind: EntityKind): T[] =>
    items.filter((item) => {
      const id = idOf(item, kind);
      if (id === null) return true;
      if (seen[kind].has(id)) {
        skipped.push({ kind, id, name: item.name });
        return false;
      }
      seen[kind].add(id);
      return true;
    });
  const tests = fresh(file.tests, 'test');
  const triggers = fresh(file.triggers, 'trigger');
  let droppedLinks = 0;
  const keep = (ids: string[], known: ReadonlySet<string>) => {
    const kept = [...new Set(ids)].filter((id) => known.has(id));
    droppedLinks += new Set(ids).size - kept.length;
    return kept;
  };
  const newTriggerIds = new Set(triggers.map((item) => idOf(item, 'trigger')).filter((id) => id !== null));

  const plannedTests = tests.map((item): PlannedDocument => {
    const named = linkIds(item.triggers);
    // Links to the file's new triggers are written from the trigger's side (it does not exist yet).
    const toOwned = keep(
      named.filter((id) => !newTriggerIds.has(id)),
      owned.trigger,
    );
    return {
      id: idOf(item, 'test'),
      name: item.name,
      data: { ...commonData(item), testType: item.testType ?? null, triggers: toOwned },
    };
  });
  const testIds = new Set([
    ...owned.test,
    ...plannedTests.map((test) => test.id).filter((id) => id !== null),
  ]);
  const plannedTriggers = triggers.map((item): PlannedDocument => {
    const id = idOf(item, 'trigger');
    const namedBy = id === null ? [] : tests.filter((test) => linkIds(test.triggers).includes(id));
    const fromTests = namedBy.map((test) => idOf(test, 'test')).filter((testId) => testId !== null);
    return {
      id,
      name: item.name,
      data: {
        ...commonData(item),
        triggerType: item.triggerType ?? null,
        tests: keep([...linkIds(item.tests), ...fromTests], testIds),
        expectedTests: asText(item.expectedTests ?? []),
      },
    };
  });
  return { tests: plannedTests, triggers: plannedTriggers, skipped, droppedLinks };
}

/** One line saying what an import will do. */
export function describePlan(plan: ImportPlan): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    `${count(plan.tests.length, 'new test')} and ${count(plan.triggers.length, 'new trigger')} will be added.`,
  ];
  if (plan.skipped.length > 0)
    parts.push(`${count(plan.skipped.length, 'item')} you already have (same id) will be left unchanged.`);
  if (plan.droppedLinks > 0)
    parts.push(`${count(plan.droppedLinks, 'link')} to ids you do not have will be dropped.`);
  return parts.join(' ');
}
