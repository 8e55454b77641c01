import type { ChecksFile } from '@tagproof/contracts';
import { parseMetricList } from '@tagproof/engine';
import { AppError } from '../../errors.js';
import type { CurrentUser } from '../account/current-user.js';
import { COLLECTIONS, type CollectionDefinition } from './collections.js';
import type { AppwriteDocument } from './document-shape.js';
import type { DocumentsService } from './documents.service.js';
import { MAX_LIMIT } from './list-query.js';

/** The most tests, and the most triggers, one export holds (one page of the documents API). */
export const MAX_EXPORTED_CHECKS = MAX_LIMIT;

/** JSON text as the value it holds (expected tests are stored as text); else the text. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Stored metrics as a list, read by the engine's one metrics parser; metrics it cannot read stay the
 * stored text, which the importer and the checks then report.
 */
function metricList(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const list = parseMetricList(value);
  return list.ok ? list.items : value;
}

/** The named fields of a document that are set (null and absent fields are left out). */
function pick(document: AppwriteDocument, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = { $id: document.$id };
  for (const field of fields) {
    const value = document[field];
    if (value !== null && value !== undefined) picked[field] = value;
  }
  return picked;
}

const COMMON_FIELDS = ['name', 'description', 'requestCategory', 'logicalOperator'] as const;

/** A stored test as a checks-file test: its id, fields, conditions (a list) and trigger ids. */
export function toCheckTest(document: AppwriteDocument): Record<string, unknown> {
  const test = pick(document, [...COMMON_FIELDS, 'testType', 'triggers']);
  return { ...test, metrics: metricList(document.metrics) };
}

/** A stored trigger as a checks-file trigger: its id, fields, conditions, test ids and expected tests. */
export function toCheckTrigger(document: AppwriteDocument): Record<string, unknown> {
  const trigger = pick(document, [...COMMON_FIELDS, 'triggerType', 'tests']);
  const expected = parsedJson(document.expectedTests);
  return {
    ...trigger,
    metrics: metricList(document.metrics),
    ...(expected === null || expected === undefined ? {} : { expectedTests: expected }),
  };
}

async function listAll(
  service: DocumentsService,
  user: CurrentUser,
  collection: CollectionDefinition,
): Promise<AppwriteDocument[]> {
  const { total, documents } = await service.list(user, collection, [
    JSON.stringify({ method: 'orderAsc', attribute: '$createdAt' }),
    JSON.stringify({ method: 'limit', values: [MAX_EXPORTED_CHECKS] }),
  ]);
  if (total > MAX_EXPORTED_CHECKS)
    throw new AppError('general_bad_request', {
      reason: `${total} ${collection.id} are more than one export holds (${MAX_EXPORTED_CHECKS}); delete some first`,
    });
  return documents;
}

/**
 * The user's tests and triggers as a checks file (`tagproof validate --checks`, `tagproof run
 * --checks` read it unchanged; the Tests and Triggers page imports it back): oldest first, ids kept.
 */
export async function exportChecks(service: DocumentsService, user: CurrentUser): Promise<ChecksFile> {
  const [tests, triggers] = await Promise.all([
    listAll(service, user, COLLECTIONS.tests),
    listAll(service, user, COLLECTIONS.triggers),
  ]);
  return {
    tests: tests.map((document) => toCheckTest(document) as ChecksFile['tests'][number]),
    triggers: triggers.map((document) => toCheckTrigger(document) as ChecksFile['triggers'][number]),
  };
}
