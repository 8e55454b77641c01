import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { AppwriteDocument } from './document-shape.js';
import { DocumentsService } from './documents.service.js';
import type { ValidationReportInput } from './report-input.js';

export type { ValidationReportInput } from './report-input.js';

export interface SaveReportOptions {
  /** The Appwrite database id of the API (default `tagproof`): it appears in the document and its events. */
  databaseId?: string;
  /** Publishes the new report to the owner's realtime connections. */
  realtime?: RealtimeHub | null;
}

/**
 * Saves a validation report for `userId` in `testsuitesresults`, the collection users read but only
 * the server writes (the automation worker, once a job completes). Answers the document, whose
 * `$id` the job's result links.
 *
 * @throws {AppError} `document_invalid_structure` for a report that is not a JSON object,
 *   `document_already_exists` for a custom id the user already has.
 * @example
 * const report = await saveReport(app.db, userId, { testSuiteResult: result, jobId }, { realtime: app.realtimeHub });
 */
export async function saveReport(
  db: Kysely<DatabaseSchema>,
  userId: string,
  report: ValidationReportInput,
  options: SaveReportOptions = {},
): Promise<AppwriteDocument> {
  const service = new DocumentsService({
    db,
    dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
    databaseId: options.databaseId ?? 'tagproof',
    realtime: options.realtime ?? null,
  });
  return service.saveReport(userId, report);
}
