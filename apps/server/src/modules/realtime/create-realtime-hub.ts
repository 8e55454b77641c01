import type { Database } from '../../db/database.js';
import { COLLECTIONS, type CollectionId } from '../documents/collections.js';
import { readDocuments } from '../documents/document-reader.js';
import { documentTables } from '../documents/documents.repository.js';
import { PostgresRealtimeHub } from './postgres-realtime-hub.js';
import { InProcessRealtimeHub, type RealtimeHub } from './realtime-hub.js';

export interface CreateRealtimeHubOptions {
  database: Database;
  /** DATABASE_URL; with a PostgreSQL database the hub fans events out between instances. */
  databaseUrl: string | null;
  /** False for a process without realtime connections (`tagproof worker`): it only publishes. */
  listen?: boolean;
  onError(error: unknown, context: string): void;
}

/**
 * The realtime hub a process needs: on PostgreSQL, one that fans events out to every instance
 * through LISTEN/NOTIFY (re-reading each document as its owner); on SQLite, one for this process.
 */
export async function createRealtimeHub(options: CreateRealtimeHubOptions): Promise<RealtimeHub> {
  const { database, databaseUrl } = options;
  if (database.dialect !== 'postgres' || !databaseUrl) {
    return new InProcessRealtimeHub({ onListenerError: (error) => options.onError(error, 'listener') });
  }
  return PostgresRealtimeHub.start({
    connectionString: databaseUrl,
    db: database.db as never,
    listen: options.listen ?? true,
    onError: options.onError,
    async loadDocument(notice) {
      const collection = COLLECTIONS[notice.collectionId as CollectionId];
      if (!collection) return null;
      const [document] = await readDocuments(
        documentTables(database.db),
        collection,
        notice.databaseId,
        notice.ownerId,
        [notice.documentId],
      );
      return document ?? null;
    },
  });
}
