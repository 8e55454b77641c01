import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { appwrite, DATABASE_ID } from '../../../lib/appwrite';
import type { EntitiesApi } from '../api/entities-api';
import type { EntityDocument, EntityKind } from '../model/entity-types';
import { entityListKey, mergeDocuments } from './use-entity-lists';

/** Events within this window are applied together (specification §9: subscription batching 500 ms). */
export const REALTIME_BATCH_MS = 500;
/**
 * The lists are read once more this long after subscribing. The socket opens after the first read (and
 * opens again whenever another part of the app adds channels), and a change made elsewhere in between
 * sends no event to this page: the second read catches it.
 */
export const REALTIME_CATCH_UP_MS = 1_500;

export const REALTIME_CHANNELS: Readonly<Record<EntityKind, string>> = {
  test: `databases.${DATABASE_ID}.collections.tests.documents`,
  trigger: `databases.${DATABASE_ID}.collections.triggers.documents`,
};

export interface RealtimeEvent {
  events: string[];
  channels: string[];
  payload: unknown;
}

type Subscribe = (channels: string[], callback: (event: RealtimeEvent) => void) => () => void;

const defaultSubscribe: Subscribe = (channels, callback) => appwrite().client.subscribe(channels, callback);

/** The kind and id of a document event, and whether it deleted the document. */
export function readEvent(
  event: RealtimeEvent,
): { kind: EntityKind; id: string | null; deleted: boolean } | null {
  const kind = (Object.keys(REALTIME_CHANNELS) as EntityKind[]).find((candidate) =>
    event.channels.some((channel) => channel.startsWith(REALTIME_CHANNELS[candidate])),
  );
  if (!kind) return null;
  const payload = event.payload as { $id?: unknown } | null;
  const id = typeof payload?.$id === 'string' ? payload.$id : null;
  return { kind, id, deleted: event.events.some((name) => name.endsWith('.delete')) };
}

/**
 * Keeps the lists current when documents change elsewhere (another tab, another device): events on
 * the tests and triggers channels are batched for 500 ms, deleted documents are dropped, and the 200
 * most recently updated documents of each changed list are read again and merged in; `onChanged`
 * then runs (the validator re-runs with the changed checks). Both lists are read again once,
 * REALTIME_CATCH_UP_MS after subscribing, for the changes made while the socket was opening.
 */
export function useRealtimeRefresh(
  api: EntitiesApi,
  userId: string | null,
  { subscribe = defaultSubscribe, onChanged }: { subscribe?: Subscribe; onChanged?: () => void } = {},
) {
  const client = useQueryClient();
  const changed = useRef(onChanged);
  changed.current = onChanged;
  useEffect(() => {
    if (userId === null) return;
    const pending = new Map<EntityKind, Set<string>>();
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = async () => {
      timer = null;
      const batch = [...pending.entries()];
      pending.clear();
      for (const [kind, deleted] of batch) {
        const key = [...entityListKey(kind), userId];
        try {
          const recent = await api.list(kind, { refresh: true });
          client.setQueryData<EntityDocument[]>(key, (list) => mergeDocuments(list ?? [], recent, deleted));
        } catch (error) {
          console.warn('[tagproof] could not refresh the list after a change', error);
          void client.invalidateQueries({ queryKey: key });
        }
      }
      if (batch.length > 0) changed.current?.();
    };

    const unsubscribe = subscribe(Object.values(REALTIME_CHANNELS), (event) => {
      const read = readEvent(event);
      if (!read) return;
      const deleted = pending.get(read.kind) ?? new Set<string>();
      if (read.deleted && read.id) deleted.add(read.id);
      pending.set(read.kind, deleted);
      timer ??= setTimeout(() => void flush(), REALTIME_BATCH_MS);
    });
    const catchUp = setTimeout(() => {
      for (const kind of Object.keys(REALTIME_CHANNELS) as EntityKind[])
        void client.invalidateQueries({ queryKey: [...entityListKey(kind), userId] });
    }, REALTIME_CATCH_UP_MS);
    return () => {
      clearTimeout(catchUp);
      if (timer) clearTimeout(timer);
      unsubscribe();
    };
  }, [api, client, userId, subscribe]);
}
