// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setAppwriteForTests } from '../../../lib/appwrite';
import { FakeAppwriteError, installFakeAppwrite } from '../../../testing/fake-appwrite';
import { REPORT_FIXTURE } from '../testing/report-fixture';
import { loadReport } from './load-report';
import { ReportError } from './parse-report';

afterEach(() => setAppwriteForTests(null));

const problemOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ReportError ? error.problem : 'other'),
  );

describe('loadReport', () => {
  it('reads the report from testsuitesresults with an equal query on $id', async () => {
    const { databases } = installFakeAppwrite();
    databases.listDocuments.mockResolvedValueOnce({
      total: 1,
      documents: [
        {
          $id: 'r1',
          $createdAt: '2026-05-01T10:20:30.123+00:00',
          testSuiteResult: JSON.stringify(REPORT_FIXTURE),
          websiteUrl: 'https://shop.example.com/',
        },
      ],
    });
    const report = await loadReport('r1');
    expect(databases.listDocuments).toHaveBeenCalledWith({
      databaseId: 'tagproof',
      collectionId: 'testsuitesresults',
      queries: [JSON.stringify({ method: 'equal', attribute: '$id', values: ['r1'] })],
    });
    expect(report).toMatchObject({
      id: 'r1',
      websiteUrl: 'https://shop.example.com/',
      createdAt: '2026-05-01T10:20:30.123+00:00',
    });
    expect(report.results.summary.totalActions).toBe(2);
  });

  it('tells a missing report, a failed call and a broken report apart', async () => {
    const { databases } = installFakeAppwrite();
    expect(await problemOf(loadReport('nope'))).toBe('empty');
    databases.listDocuments.mockRejectedValueOnce(new FakeAppwriteError('Sign in', 401));
    expect(await problemOf(loadReport('r1'))).toBe('failed');
    databases.listDocuments.mockResolvedValueOnce({
      total: 1,
      documents: [{ $id: 'r1', testSuiteResult: '{"summary":' }],
    });
    expect(await problemOf(loadReport('r1'))).toBe('invalid');
  });
});
