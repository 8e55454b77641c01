import { AppError } from '../../errors.js';
import { generateUniqueId, resolveId } from '../../lib/ids.js';
import { describeZodError } from '../../plugins/errors.js';
import { COLLECTIONS } from './collections.js';

/** A validation report to keep in `testsuitesresults` (validator document §3). */
export interface ValidationReportInput {
  /** `AllRequestsAllActionsAllTestResults`: the object, or its JSON text. */
  testSuiteResult: string | object;
  /** The automation job that produced it. */
  jobId?: string | null;
  /** The site the journey started on. */
  websiteUrl?: string | null;
  /** The saved journey it is a run of. */
  journeyId?: string | null;
  /** A custom id (default: a generated one). */
  documentId?: string;
}

/** Checks a report and answers the id and the data to store. */
export function readReport(report: ValidationReportInput): { id: string; data: Record<string, unknown> } {
  const { documentId, ...fields } = report;
  const id = documentId === undefined ? generateUniqueId() : resolveId(documentId);
  if (id === null)
    throw new AppError('general_argument_invalid', { reason: `invalid report id ${documentId}` });
  const parsed = COLLECTIONS.testsuitesresults.createSchema.safeParse(fields);
  if (!parsed.success)
    throw new AppError('document_invalid_structure', { reason: describeZodError(parsed.error) });
  return { id, data: parsed.data };
}
