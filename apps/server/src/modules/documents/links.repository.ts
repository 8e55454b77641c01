import { chunks, type DocumentsDb } from './documents.repository.js';
import type { AssociationSide } from './collections.js';

/**
 * The join table `test_trigger_links`, the one place test ↔ trigger associations live: a test's
 * `triggers` and a trigger's `tests` are both read from it, so they always agree.
 */

/** For each of the owner's documents on `side`, the ids linked to it, sorted. */
export async function readLinks(
  db: DocumentsDb,
  side: AssociationSide,
  ownerId: string,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom('test_trigger_links')
      .select(['test_id', 'trigger_id'])
      .where('owner_id', '=', ownerId)
      .where(side.ownColumn, 'in', part)
      .execute();
    for (const row of rows) {
      const own = side.ownColumn === 'test_id' ? row.test_id : row.trigger_id;
      const other = side.ownColumn === 'test_id' ? row.trigger_id : row.test_id;
      links.get(own)?.push(other);
    }
  }
  for (const list of links.values()) list.sort();
  return links;
}

/** Of `ids`, those that are not the owner's documents in the table of `side.otherCollection`. */
export async function findForeignIds(
  db: DocumentsDb,
  side: AssociationSide,
  ownerId: string,
  ids: readonly string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom(side.otherCollection)
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('id', 'in', part)
      .execute();
    for (const row of rows) found.add(row.id as string);
  }
  return ids.filter((id) => !found.has(id));
}

/**
 * Makes the set of documents linked to `id` exactly `linkedIds` (checked by the caller to be the
 * owner's). Answers the counterpart ids whose own side changed (added or removed).
 */
export async function replaceLinks(
  db: DocumentsDb,
  side: AssociationSide,
  ownerId: string,
  id: string,
  linkedIds: readonly string[],
  now: string,
): Promise<string[]> {
  const current = (await readLinks(db, side, ownerId, [id])).get(id) ?? [];
  const wanted = new Set(linkedIds);
  const removed = current.filter((other) => !wanted.has(other));
  const added = [...wanted].filter((other) => !current.includes(other));
  for (const part of chunks(removed)) {
    await db
      .deleteFrom('test_trigger_links')
      .where('owner_id', '=', ownerId)
      .where(side.ownColumn, '=', id)
      .where(side.otherColumn, 'in', part)
      .execute();
  }
  for (const part of chunks(added)) {
    await db
      .insertInto('test_trigger_links')
      .values(
        part.map((other) => ({
          owner_id: ownerId,
          test_id: side.ownColumn === 'test_id' ? id : other,
          trigger_id: side.ownColumn === 'test_id' ? other : id,
          created_at: now,
        })),
      )
      .execute();
  }
  return [...removed, ...added];
}
