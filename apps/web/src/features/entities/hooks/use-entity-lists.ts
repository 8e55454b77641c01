import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EntitiesApi } from '../api/entities-api';
import type { EntityDocument, EntityKind } from '../model/entity-types';

/** The query keys of the two lists. */
export const entityListKey = (kind: EntityKind) =>
  ['entities', kind === 'test' ? 'tests' : 'triggers'] as const;

/** A signed-in user's tests or triggers (not asked for without a user: the API would refuse). */
export function useEntityList(api: EntitiesApi, kind: EntityKind, userId: string | null) {
  return useQuery({
    queryKey: [...entityListKey(kind), userId],
    queryFn: () => api.list(kind),
    enabled: userId !== null,
  });
}

/** Reads both lists again (after a save, a delete or an association change). */
export async function refetchEntityLists(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ['entities'] });
}

/** Puts documents in a cached list (replacing those with the same id) and drops the deleted ids. */
export function mergeDocuments(
  list: readonly EntityDocument[],
  updates: readonly EntityDocument[],
  deleted: ReadonlySet<string> = new Set(),
): EntityDocument[] {
  const byId = new Map(list.map((document) => [document.$id, document]));
  for (const update of updates) byId.set(update.$id, update);
  for (const id of deleted) byId.delete(id);
  return [...byId.values()];
}
