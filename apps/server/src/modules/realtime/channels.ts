import type { DocumentEvent } from './realtime-hub.js';

/** The channel every document event is sent on. */
export const DOCUMENTS_CHANNEL = 'documents';

/**
 * The channels an event is sent on: `documents`, `databases.<db>.collections.<col>.documents` and
 * `databases.<db>.collections.<col>.documents.<id>`.
 */
export function channelsOf(event: DocumentEvent): string[] {
  const collection = `databases.${event.databaseId}.collections.${event.collectionId}.documents`;
  return [DOCUMENTS_CHANNEL, collection, `${collection}.${event.documentId}`];
}

/**
 * Appwrite's event names for the change, most specific first: each of database, collection and
 * document id given or `*`, with and without the action, e.g.
 * `databases.tagproof.collections.tests.documents.abc.create` … `databases.*.collections.*.documents.*`.
 */
export function eventNamesOf(event: DocumentEvent): string[] {
  const names: string[] = [];
  for (const database of [event.databaseId, '*']) {
    for (const collection of [event.collectionId, '*']) {
      for (const document of [event.documentId, '*']) {
        const base = `databases.${database}.collections.${collection}.documents.${document}`;
        names.push(`${base}.${event.action}`, base);
      }
    }
  }
  return names;
}
