import type { CollectionDefinition } from './collections.js';
import type { DocumentRow } from './documents.repository.js';

/** A document as the API answers it: Appwrite's system attributes, then the collection's attributes. */
export type AppwriteDocument = {
  $id: string;
  $collectionId: string;
  $databaseId: string;
  $createdAt: string;
  $updatedAt: string;
  $permissions: string[];
} & Record<string, unknown>;

/**
 * The permissions a document reports: its owner's, and nobody else's. Users read, update and
 * delete their tests and triggers; they only read their reports, which the server writes.
 */
export function ownerPermissions(collection: CollectionDefinition, ownerId: string): string[] {
  const role = `"user:${ownerId}"`;
  return collection.userWritable
    ? [`read(${role})`, `update(${role})`, `delete(${role})`]
    : [`read(${role})`];
}

/**
 * Builds the API document of a row. `links` holds the ids linked to it when the collection has an
 * association; `select` limits the collection's attributes (system attributes always come).
 */
export function toAppwriteDocument(
  collection: CollectionDefinition,
  databaseId: string,
  row: DocumentRow,
  links: readonly string[] | undefined,
  select: readonly string[] | null = null,
): AppwriteDocument {
  const document: AppwriteDocument = {
    $id: row.id,
    $collectionId: collection.id,
    $databaseId: databaseId,
    $createdAt: row.created_at,
    $updatedAt: row.updated_at,
    $permissions: ownerPermissions(collection, row.owner_id),
  };
  const all = select === null || select.includes('*');
  for (const [attribute, definition] of Object.entries(collection.attributes)) {
    if (!all && !select.includes(attribute)) continue;
    document[attribute] = definition.kind === 'links' ? [...(links ?? [])] : (row[definition.column] ?? null);
  }
  return document;
}
