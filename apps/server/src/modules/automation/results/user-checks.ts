import { usableCustomVendors, type CustomVendorDefinition } from '@tagproof/engine';
import type { CurrentUser } from '../../account/current-user.js';
import { COLLECTIONS, type CollectionDefinition } from '../../documents/collections.js';
import type { AppwriteDocument } from '../../documents/document-shape.js';
import type { DocumentsService } from '../../documents/documents.service.js';

const PAGE = 5000;

/**
 * A user's tests and triggers, read through the documents service (their documents only), in the
 * shape the engine takes (`$id`, `testType`, `metrics`, linked ids…).
 */
export async function readUserChecks(
  documents: DocumentsService,
  userId: string,
): Promise<{ tests: AppwriteDocument[]; triggers: AppwriteDocument[] }> {
  const owner = ownerOf(userId);
  const [tests, triggers] = await Promise.all([
    readAll(documents, owner, COLLECTIONS.tests),
    readAll(documents, owner, COLLECTIONS.triggers),
  ]);
  return { tests, triggers };
}

/**
 * A user's custom vendors that can be applied (usableCustomVendors: valid ones, first of each code),
 * read through the documents service (their documents only).
 */
export async function readUserVendors(
  documents: DocumentsService,
  userId: string,
): Promise<CustomVendorDefinition[]> {
  return usableCustomVendors(await readAll(documents, ownerOf(userId), COLLECTIONS.vendors));
}

async function readAll(
  documents: DocumentsService,
  owner: CurrentUser,
  collection: CollectionDefinition,
): Promise<AppwriteDocument[]> {
  const all: AppwriteDocument[] = [];
  let cursor: string | null = null;
  for (;;) {
    const queries = [JSON.stringify({ method: 'limit', values: [PAGE] })];
    if (cursor) queries.push(JSON.stringify({ method: 'cursorAfter', values: [cursor] }));
    const page = await documents.list(owner, collection, queries, { countTotal: false });
    all.push(...page.documents);
    const last = page.documents.at(-1);
    if (page.documents.length < PAGE || !last) return all;
    cursor = String(last.$id);
  }
}

/** Only the id matters to the documents service's reads: they are scoped to this owner. */
function ownerOf(userId: string): CurrentUser {
  return { id: userId, email: '', name: '', emailVerification: true, prefs: {}, sessionId: '' };
}
