import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { appwriteDate } from '../../lib/clock.js';
import type { CurrentUser } from '../account/current-user.js';
import type { DocumentEvent, RealtimeHub } from '../realtime/realtime-hub.js';
import type { CollectionDefinition } from './collections.js';
import { readCreateBody, readUpdateBody } from './document-input.js';
import { toAppwriteDocument, type AppwriteDocument } from './document-shape.js';
import {
  deleteRow,
  documentTables,
  findRow,
  findRows,
  insertRow,
  listRows,
  touchRows,
  updateRow,
  type DocumentRow,
  type DocumentsDb,
} from './documents.repository.js';
import { findForeignIds, readLinks, replaceLinks } from './links.repository.js';
import { parseListQueries, parseSelectQueries } from './query-parser.js';
import { COLLECTIONS } from './collections.js';
import { readReport, type ValidationReportInput } from './report-input.js';
import { runInTransaction } from './transactions.js';

export interface DocumentsServiceOptions {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  /** The Appwrite database id the API answers to (`tagproof`). */
  databaseId: string;
  /** Where committed changes are published; null publishes nothing. */
  realtime: RealtimeHub | null;
  /** Where a failed publish is reported (the write itself has succeeded). */
  onPublishError?: (error: unknown) => void;
  now?: () => number;
}

export interface DocumentList {
  total: number;
  documents: AppwriteDocument[];
}

/** What one write changed: the document, and the counterparts whose association side changed. */
interface WriteResult {
  document: AppwriteDocument;
  counterparts: AppwriteDocument[];
}

/**
 * The documents API's rules, independent of HTTP: a user reads and changes only their own
 * documents (anyone else's does not exist for them), tests and triggers need a verified e-mail to
 * be written, reports are written by the server only, and associations are kept in the join table
 * in the same transaction as the document. Every committed change is published to the realtime hub.
 */
export class DocumentsService {
  readonly #options: DocumentsServiceOptions;

  constructor(options: DocumentsServiceOptions) {
    this.#options = options;
  }

  get databaseId(): string {
    return this.#options.databaseId;
  }

  /**
   * One page of the user's documents matching Appwrite `queries`, and how many match in all
   * (0 when `countTotal` is false, as Appwrite answers `total=false`).
   */
  async list(
    user: CurrentUser,
    collection: CollectionDefinition,
    queries: readonly string[],
    options: { countTotal?: boolean } = {},
  ): Promise<DocumentList> {
    const query = parseListQueries(collection, queries);
    const db = documentTables(this.#options.db);
    let cursorRow: DocumentRow | undefined;
    if (query.cursor) {
      cursorRow = await findRow(db, collection.table, user.id, query.cursor.documentId);
      if (!cursorRow) throw new AppError('general_cursor_not_found');
    }
    const { rows, total } = await listRows(db, collection, query, {
      dialect: this.#options.dialect,
      ownerId: user.id,
      countTotal: options.countTotal ?? true,
      ...(cursorRow ? { cursorRow } : {}),
    });
    return { total, documents: await this.#toDocuments(db, collection, user.id, rows, query.select) };
  }

  async get(
    user: CurrentUser,
    collection: CollectionDefinition,
    id: string,
    queries: readonly string[] = [],
  ): Promise<AppwriteDocument> {
    const select = parseSelectQueries(collection, queries);
    const db = documentTables(this.#options.db);
    const row = await findRow(db, collection.table, user.id, id);
    if (!row) throw new AppError('document_not_found');
    const [document] = await this.#toDocuments(db, collection, user.id, [row], select);
    if (!document) throw new AppError('document_not_found');
    return document;
  }

  async create(
    user: CurrentUser,
    collection: CollectionDefinition,
    body: unknown,
  ): Promise<AppwriteDocument> {
    assertCanWrite(user, collection);
    const input = readCreateBody(collection, user.id, body);
    return this.createAs(user.id, collection, input.id, input.data);
  }

  /**
   * Saves a validation report for `ownerId` in `testsuitesresults` (the server's own write; users
   * only read reports). See {@link saveReport} for a caller without the app.
   */
  async saveReport(ownerId: string, report: ValidationReportInput): Promise<AppwriteDocument> {
    const { id, data } = readReport(report);
    return this.createAs(ownerId, COLLECTIONS.testsuitesresults, id, data);
  }

  /**
   * Creates a document for `ownerId` without the user checks: for the server's own writes (reports).
   * `data` must have passed the collection's create schema.
   */
  async createAs(
    ownerId: string,
    collection: CollectionDefinition,
    id: string,
    data: Record<string, unknown>,
  ): Promise<AppwriteDocument> {
    const now = this.#now();
    const { columns, linkedIds } = splitData(collection, data);
    const result = await this.#transaction(async (db) => {
      try {
        await insertRow(db, collection.table, {
          ...columns,
          owner_id: ownerId,
          id,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('document_already_exists', {}, { cause: error });
        throw error;
      }
      const changed = linkedIds ? await this.#replaceLinks(db, collection, ownerId, id, linkedIds, now) : [];
      return this.#readWrite(db, collection, ownerId, id, changed);
    });
    this.#publish('create', ownerId, collection, result.document, now);
    this.#publishCounterparts(ownerId, collection, result.counterparts, now);
    return result.document;
  }

  async update(
    user: CurrentUser,
    collection: CollectionDefinition,
    id: string,
    body: unknown,
  ): Promise<AppwriteDocument> {
    assertCanWrite(user, collection);
    const input = readUpdateBody(collection, user.id, body);
    const now = this.#now();
    const { columns, linkedIds } = splitData(collection, input.data ?? {});
    const result = await this.#transaction(async (db) => {
      // The update comes first: it locks the row, so concurrent link replacements run one at a time.
      const found = await updateRow(db, collection.table, user.id, id, { ...columns, updated_at: now });
      if (!found) throw new AppError('document_not_found');
      const changed = linkedIds ? await this.#replaceLinks(db, collection, user.id, id, linkedIds, now) : [];
      return this.#readWrite(db, collection, user.id, id, changed);
    });
    this.#publish('update', user.id, collection, result.document, now);
    this.#publishCounterparts(user.id, collection, result.counterparts, now);
    return result.document;
  }

  async delete(user: CurrentUser, collection: CollectionDefinition, id: string): Promise<void> {
    assertCanWrite(user, collection);
    const now = this.#now();
    const result = await this.#transaction(async (db) => {
      const row = await findRow(db, collection.table, user.id, id);
      if (!row) throw new AppError('document_not_found');
      const side = collection.association;
      const linked = side ? ((await readLinks(db, side, user.id, [id])).get(id) ?? []) : [];
      const [document] = await this.#toDocuments(db, collection, user.id, [row], null);
      if (!(await deleteRow(db, collection.table, user.id, id)) || !document) {
        throw new AppError('document_not_found');
      }
      if (!side || linked.length === 0) return { document, counterparts: [] };
      const other = COLLECTIONS[side.otherCollection];
      await touchRows(db, other.table, user.id, linked, now);
      return { document, counterparts: await this.#readDocuments(db, other, user.id, linked) };
    });
    this.#publish('delete', user.id, collection, result.document, now);
    this.#publishCounterparts(user.id, collection, result.counterparts, now);
  }

  /** Replaces the links of `id` after checking that every linked id is the owner's; answers the changed counterparts. */
  async #replaceLinks(
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

  async #readWrite(
    db: DocumentsDb,
    collection: CollectionDefinition,
    ownerId: string,
    id: string,
    changedCounterparts: readonly string[],
  ): Promise<WriteResult> {
    const [document] = await this.#readDocuments(db, collection, ownerId, [id]);
    if (!document) throw new AppError('document_not_found');
    const side = collection.association;
    const counterparts =
      side && changedCounterparts.length > 0
        ? await this.#readDocuments(db, COLLECTIONS[side.otherCollection], ownerId, changedCounterparts)
        : [];
    return { document, counterparts };
  }

  async #readDocuments(
    db: DocumentsDb,
    collection: CollectionDefinition,
    ownerId: string,
    ids: readonly string[],
  ): Promise<AppwriteDocument[]> {
    return this.#toDocuments(
      db,
      collection,
      ownerId,
      await findRows(db, collection.table, ownerId, ids),
      null,
    );
  }

  async #toDocuments(
    db: DocumentsDb,
    collection: CollectionDefinition,
    ownerId: string,
    rows: readonly DocumentRow[],
    select: readonly string[] | null,
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
    return rows.map((row) =>
      toAppwriteDocument(collection, this.#options.databaseId, row, links.get(row.id), select),
    );
  }

  #transaction<T>(work: (db: DocumentsDb) => Promise<T>): Promise<T> {
    return runInTransaction(this.#options.db, this.#options.dialect, (transaction) =>
      work(documentTables(transaction)),
    );
  }

  #publish(
    action: DocumentEvent['action'],
    ownerId: string,
    collection: CollectionDefinition,
    document: AppwriteDocument,
    timestamp: string,
  ): void {
    const hub = this.#options.realtime;
    if (!hub) return;
    const event: DocumentEvent = {
      action,
      ownerId,
      databaseId: this.#options.databaseId,
      collectionId: collection.id,
      documentId: document.$id,
      payload: document,
      timestamp,
    };
    hub.publish(event).catch((error: unknown) => this.#options.onPublishError?.(error));
  }

  #publishCounterparts(
    ownerId: string,
    collection: CollectionDefinition,
    counterparts: readonly AppwriteDocument[],
    timestamp: string,
  ): void {
    const side = collection.association;
    if (!side) return;
    for (const counterpart of counterparts) {
      this.#publish('update', ownerId, COLLECTIONS[side.otherCollection], counterpart, timestamp);
    }
  }

  #now(): string {
    return appwriteDate(new Date(this.#options.now?.() ?? Date.now()).toISOString());
  }
}

/**
 * Users write tests and triggers once their e-mail is verified (the web app asks them to verify
 * first); reports are written by the server only.
 */
export function assertCanWrite(user: CurrentUser, collection: CollectionDefinition): void {
  if (!collection.userWritable) {
    throw new AppError('user_unauthorized', {
      reason: `The ${collection.id} collection is written by the server only.`,
    });
  }
  if (!user.emailVerification)
    throw new AppError('user_unauthorized', { reason: 'Email verification required' });
}

/** Columns to write, and the linked ids when the data carries the association attribute. */
function splitData(
  collection: CollectionDefinition,
  data: Record<string, unknown>,
): { columns: Record<string, string | null>; linkedIds: string[] | undefined } {
  const columns: Record<string, string | null> = {};
  let linkedIds: string[] | undefined;
  for (const [attribute, value] of Object.entries(data)) {
    const definition = collection.attributes[attribute];
    if (!definition || value === undefined) continue;
    if (definition.kind === 'links') linkedIds = value as string[];
    else columns[definition.column] = value as string | null;
  }
  return { columns, linkedIds };
}
