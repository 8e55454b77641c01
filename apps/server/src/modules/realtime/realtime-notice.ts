import type { DocumentEvent, RealtimePayload } from './realtime-hub.js';

/**
 * What one PostgreSQL NOTIFY carries for a document event: the ids, not the document (NOTIFY payloads
 * are capped at 8000 bytes; a report is far larger). Receivers re-read the document; a deleted one
 * cannot be re-read, so a delete carries its payload when it fits, else the document's ids only.
 */
export interface RealtimeNotice {
  /** The publishing instance: it has delivered the event to its own connections already. */
  source: string;
  action: DocumentEvent['action'];
  ownerId: string;
  databaseId: string;
  collectionId: string;
  documentId: string;
  timestamp: string;
  /** Deletes only: the document as it was (or its ids when it was too large to send). */
  deleted?: RealtimePayload;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const NOTICE_MAX_BYTES = 7900;

/** The NOTIFY payload of `event`, always under {@link NOTICE_MAX_BYTES}. */
export function encodeNotice(source: string, event: DocumentEvent): string {
  const notice: RealtimeNotice = {
    source,
    action: event.action,
    ownerId: event.ownerId,
    databaseId: event.databaseId,
    collectionId: event.collectionId,
    documentId: event.documentId,
    timestamp: event.timestamp,
  };
  if (event.action !== 'delete') return JSON.stringify(notice);
  const whole = JSON.stringify({ ...notice, deleted: event.payload });
  if (Buffer.byteLength(whole) < NOTICE_MAX_BYTES) return whole;
  return JSON.stringify({ ...notice, deleted: idsOf(event) });
}

/** The notice in a NOTIFY payload, or null when it is not one of ours. */
export function decodeNotice(payload: string | undefined): RealtimeNotice | null {
  const value = noticeObject(payload);
  if (value === null) return null;
  const notice = value as Partial<RealtimeNotice>;
  const texts = [
    notice.source,
    notice.ownerId,
    notice.databaseId,
    notice.collectionId,
    notice.documentId,
    notice.timestamp,
  ];
  if (!texts.every((text) => typeof text === 'string')) return null;
  if (notice.action !== 'create' && notice.action !== 'update' && notice.action !== 'delete') return null;
  return notice as RealtimeNotice;
}

/** The JSON object a NOTIFY payload holds, or null when it holds none (every notice kind is one). */
export function noticeObject(payload: string | undefined): Record<string, unknown> | null {
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The event a notice stands for, given the document it names (re-read, or carried by a delete). */
export function eventOf(notice: RealtimeNotice, payload: RealtimePayload): DocumentEvent {
  return {
    action: notice.action,
    ownerId: notice.ownerId,
    databaseId: notice.databaseId,
    collectionId: notice.collectionId,
    documentId: notice.documentId,
    payload,
    timestamp: notice.timestamp,
  };
}

function idsOf(event: DocumentEvent): RealtimePayload {
  return {
    $id: event.documentId,
    $collectionId: event.collectionId,
    $databaseId: event.databaseId,
  };
}
