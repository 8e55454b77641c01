import type { ReportCrossChecks, ReportResults } from '@tagproof/contracts';
import { Query } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../../../lib/appwrite';
import { parseSavedReport, ReportError } from './parse-report';

export interface LoadedReport {
  id: string;
  createdAt: string | null;
  websiteUrl: string | null;
  results: ReportResults;
  /** The run's cross-checks; null for reports saved without them. */
  crossValidation?: ReportCrossChecks | null;
  /** The job token it was read with (a shared link): screenshots are fetched with it. */
  token?: string;
}

/**
 * The signed-in user's report `id` from `testsuitesresults` (query: equal on `$id`, specification §7).
 *
 * @throws {ReportError} 'empty' when there is no such report, 'failed' when the call fails,
 *   'invalid' when its `testSuiteResult` is not a report.
 */
export async function loadReport(id: string): Promise<LoadedReport> {
  let documents: Array<Record<string, unknown>>;
  try {
    const list = await appwrite().databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId: COLLECTIONS.reports,
      queries: [Query.equal('$id', id)],
    });
    documents = list.documents as Array<Record<string, unknown>>;
  } catch (error) {
    throw new ReportError('failed', { cause: error });
  }
  const document = documents[0];
  if (!document) throw new ReportError('empty');
  return {
    id,
    createdAt: typeof document.$createdAt === 'string' ? document.$createdAt : null,
    websiteUrl: typeof document.websiteUrl === 'string' ? document.websiteUrl : null,
    ...parseSavedReport(document.testSuiteResult),
  };
}

/**
 * The report of automation job `jobId` for a viewer with its token (a shared results link):
 * `GET /api/automation/results/:jobId/report?token=…`, the saved report or the one inline.
 *
 * @throws {ReportError} 'empty' when the job has none (or is unknown), 'failed' when the call fails
 *   or the viewer may not see it, 'invalid' when it is not a report.
 */
export async function loadJobReport(
  jobId: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedReport> {
  let response: Response;
  try {
    response = await fetchImpl(
      `/api/automation/results/${encodeURIComponent(jobId)}/report?token=${encodeURIComponent(token)}`,
      { credentials: 'same-origin', cache: 'no-store' },
    );
  } catch (error) {
    throw new ReportError('failed', { cause: error });
  }
  if (response.status === 404) throw new ReportError('empty');
  if (!response.ok) throw new ReportError('failed');
  const body = (await response.json().catch(() => null)) as unknown;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    id: typeof fields.id === 'string' ? fields.id : jobId,
    createdAt: typeof fields.createdAt === 'string' ? fields.createdAt : null,
    websiteUrl: typeof fields.websiteUrl === 'string' ? fields.websiteUrl : null,
    ...parseSavedReport(fields.report),
    token,
  };
}
