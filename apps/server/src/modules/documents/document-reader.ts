import type { CollectionDefinition } from './collections.js';
import { toAppwriteDocument, type AppwriteDocument } from './document-shape.js';
import { findRows, type DocumentRow, type DocumentsDb } from './documents.repository.js';
import { readLinks } from './links.repository.js';

/**
 * The API documents of rows, with their linked ids read from the join table in one pass (skipped
 * when `select` leaves the association out).
 */
export async function toDocuments(
  db: DocumentsDb,
  collection: CollectionDefinition,
  databaseId: string,
  ownerId: string,
  rows: readonly DocumentRow[],
  select: readonly string[] | null = null,
): Promise<AppwriteDocument[]> {
  const side = collection.association;
  const wantsLinks = side && (select === null || select.includes('*') || select.includes(side.attribute));
  const links = wantsLinks
    ? await readLinks(
        db,
        side,
        ownerId,
        rows.map((row) => row.id),
      )
    : new Map<string, string[]>();
  return rows.map((row) => toAppwriteDocument(collection, databaseId, row, links.get(row.id), select));
}

/** The owner's documents with these ids (missing ones left out). */
export async function readDocuments(
  db: DocumentsDb,
  collection: CollectionDefinition,
  databaseId: string,
  ownerId: string,
  ids: readonly string[],
): Promise<AppwriteDocument[]> {
  const rows = await findRows(db, collection.table, ownerId, ids);
  return toDocuments(db, collection, databaseId, ownerId, rows);
}
