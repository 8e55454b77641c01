import type { ReportResults } from '@tagproof/contracts';
import { Query } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../../../lib/appwrite';
import { parseReport, ReportError } from './parse-report';

export interface LoadedReport {
  id: string;
  createdAt: string | null;
  websiteUrl: string | null;
  results: ReportResults;
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
    results: parseReport(document.testSuiteResult),
  };
}
