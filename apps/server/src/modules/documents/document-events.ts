import type { DocumentEvent, RealtimeHub } from '../realtime/realtime-hub.js';
import { COLLECTIONS, type CollectionDefinition } from './collections.js';
import type { AppwriteDocument } from './document-shape.js';

/** What one committed write changed: the document, and the counterparts whose association side changed. */
export interface WriteResult {
  document: AppwriteDocument;
  counterparts: AppwriteDocument[];
}

/**
 * Publishes committed writes to the realtime hub: the document's own event, and an `update` of
 * each counterpart whose `tests` / `triggers` changed with it. A failed publish is reported, never
 * thrown: the write has happened.
 */
export class DocumentEventPublisher {
  constructor(
    private readonly hub: RealtimeHub | null,
    private readonly databaseId: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  publish(
    action: DocumentEvent['action'],
    ownerId: string,
    collection: CollectionDefinition,
    result: WriteResult,
    timestamp: string,
  ): void {
    this.#publishOne(action, ownerId, collection, result.document, timestamp);
    const side = collection.association;
    if (!side) return;
    for (const counterpart of result.counterparts) {
      this.#publishOne('update', ownerId, COLLECTIONS[side.otherCollection], counterpart, timestamp);
    }
  }

  #publishOne(
    action: DocumentEvent['action'],
    ownerId: string,
    collection: CollectionDefinition,
    document: AppwriteDocument,
    timestamp: string,
  ): void {
    if (!this.hub) return;
    const event: DocumentEvent = {
      action,
      ownerId,
      databaseId: this.databaseId,
      collectionId: collection.id,
      documentId: document.$id,
      payload: document,
      timestamp,
    };
    this.hub.publish(event).catch(this.onError);
  }
}
