import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { appwriteDate } from '../../lib/clock.js';
import type { CurrentUser } from '../account/current-user.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import { writeAssociation } from './associations.js';
import { COLLECTIONS, type CollectionDefinition } from './collections.js';
import { DocumentEventPublisher, type WriteResult } from './document-events.js';
import { readCreateBody, readUpdateBody, splitData } from './document-input.js';
import { readDocuments, toDocuments } from './document-reader.js';
import type { AppwriteDocument } from './document-shape.js';
import {
  countOwnerRows,
  deleteRow,
  documentTables,
  findRow,
  insertRow,
  listRows,
  touchRows,
  updateRow,
  type DocumentRow,
  type DocumentsDb,
} from './documents.repository.js';
import { parseListQueries, parseSelectQueries } from './query-parser.js';
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

/**
 * The documents API's rules, independent of HTTP: a user reads and changes only their own
 * documents (anyone else's does not exist for them), tests and triggers need a verified e-mail to
 * be written, reports are written by the server only, and associations are kept in the join table
 * in the same transaction as the document. Every committed change is published to the realtime hub.
 */
export class DocumentsService {
  readonly #options: DocumentsServiceOptions;
  readonly #events: DocumentEventPublisher;

  constructor(options: DocumentsServiceOptions) {
    this.#options = options;
    this.#events = new DocumentEventPublisher(options.realtime, options.databaseId, options.onPublishError);
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
    const documents = await toDocuments(
      db,
      collection,
      this.#options.databaseId,
      user.id,
      rows,
      query.select,
    );
    return { total, documents };
  }

  /** The user's document `id` (`queries` may hold `select`); anyone else's is `document_not_found`. */
  async get(
    user: CurrentUser,
    collection: CollectionDefinition,
    id: string,
    queries: readonly string[] = [],
  ): Promise<AppwriteDocument> {
    const select = parseSelectQueries(collection, queries);
    const db = documentTables(this.#options.db);
    const row = await findRow(db, collection.table, user.id, id);
    const [document] = row
      ? await toDocuments(db, collection, this.#options.databaseId, user.id, [row], select)
      : [];
    if (!document) throw new AppError('document_not_found');
    return document;
  }

  /** Creates a document from a `POST` body `{documentId, data, permissions?}`. */
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
   * only read reports). See `saveReport` (reports.ts) for a caller without the app.
   */
  async saveReport(ownerId: string, report: ValidationReportInput): Promise<AppwriteDocument> {
    const { id, data } = readReport(report);
    return this.createAs(ownerId, COLLECTIONS.testsuitesresults, id, data);
  }

  /**
   * Creates a document for `ownerId` without the user checks: for the server's own writes.
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
      await assertBelowLimit(db, collection, ownerId);
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
      const changed = linkedIds ? await writeAssociation(db, collection, ownerId, id, linkedIds, now) : [];
      return this.#readWrite(db, collection, ownerId, id, changed);
    });
    this.#events.publish('create', ownerId, collection, result, now);
    return result.document;
  }

  /** Updates a document from a `PATCH` body `{data?, permissions?}`: only the fields given. */
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
      const changed = linkedIds ? await writeAssociation(db, collection, user.id, id, linkedIds, now) : [];
      return this.#readWrite(db, collection, user.id, id, changed);
    });
    this.#events.publish('update', user.id, collection, result, now);
    return result.document;
  }

  /** Deletes a document and its links; the counterparts it was linked to are updated. */
  async delete(user: CurrentUser, collection: CollectionDefinition, id: string): Promise<void> {
    assertCanWrite(user, collection);
    const now = this.#now();
    const { databaseId } = this.#options;
    const result = await this.#transaction(async (db): Promise<WriteResult> => {
      const row = await findRow(db, collection.table, user.id, id);
      const [document] = row ? await toDocuments(db, collection, databaseId, user.id, [row]) : [];
      if (!document || !(await deleteRow(db, collection.table, user.id, id))) {
        throw new AppError('document_not_found');
      }
      const side = collection.association;
      const linked = side ? ((document[side.attribute] as string[] | undefined) ?? []) : [];
      if (!side || linked.length === 0) return { document, counterparts: [] };
      const other = COLLECTIONS[side.otherCollection];
      await touchRows(db, other.table, user.id, linked, now);
      return { document, counterparts: await readDocuments(db, other, databaseId, user.id, linked) };
    });
    this.#events.publish('delete', user.id, collection, result, now);
  }

  /** The written document and the counterparts whose side changed, read in the write's transaction. */
  async #readWrite(
    db: DocumentsDb,
    collection: CollectionDefinition,
    ownerId: string,
    id: string,
    changedCounterparts: readonly string[],
  ): Promise<WriteResult> {
    const { databaseId } = this.#options;
    const [document] = await readDocuments(db, collection, databaseId, ownerId, [id]);
    if (!document) throw new AppError('document_not_found');
    const side = collection.association;
    const counterparts =
      side && changedCounterparts.length > 0
        ? await readDocuments(db, COLLECTIONS[side.otherCollection], databaseId, ownerId, changedCounterparts)
        : [];
    return { document, counterparts };
  }

  #transaction<T>(work: (db: DocumentsDb) => Promise<T>): Promise<T> {
    return runInTransaction(this.#options.db, this.#options.dialect, (transaction) =>
      work(documentTables(transaction)),
    );
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

/** Refuses a create that would take the owner past the collection's `maxPerOwner` (document_limit_exceeded). */
async function assertBelowLimit(
  db: DocumentsDb,
  collection: CollectionDefinition,
  ownerId: string,
): Promise<void> {
  const limit = collection.maxPerOwner;
  if (limit === undefined) return;
  if ((await countOwnerRows(db, collection.table, ownerId)) >= limit) {
    throw new AppError('document_limit_exceeded', { limit, collection: collection.id });
  }
}
