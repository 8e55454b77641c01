import { AppError } from '../../errors.js';
import { COLLECTIONS, type CollectionDefinition } from './collections.js';
import { touchRows, type DocumentsDb } from './documents.repository.js';
import { findForeignIds, replaceLinks } from './links.repository.js';

/**
 * Sets the documents linked to `id` (a test's `triggers`, a trigger's `tests`) to `linkedIds`, in
 * the caller's transaction: every id must be one of the owner's documents of the other collection,
 * else 400 `document_invalid_structure`. Moves the `updated_at` of each counterpart whose side
 * changed and answers their ids.
 */
export async function writeAssociation(
  db: DocumentsDb,
  collection: CollectionDefinition,
  ownerId: string,
  id: string,
  linkedIds: readonly string[],
  now: string,
): Promise<string[]> {
  const side = collection.association;
  if (!side) return [];
  const foreign = await findForeignIds(db, side, ownerId, linkedIds);
  if (foreign.length > 0) {
    throw new AppError('document_invalid_structure', {
      reason: `${side.attribute}: no ${side.otherCollection} with the id ${foreign.slice(0, 5).join(', ')}`,
    });
  }
  const changed = await replaceLinks(db, side, ownerId, id, linkedIds, now);
  await touchRows(db, COLLECTIONS[side.otherCollection].table, ownerId, changed, now);
  return changed;
}
