import type { ReportRequest } from '@tagproof/contracts';
import { otherSiteFrameOf } from '@tagproof/engine';
import { useMemo, type ReactNode } from 'react';
import { countLabel } from '../../../lib/format';
import { Expandable } from './expandable';
import { FindingList } from './finding-list';
import { ParameterList } from './parameter-list';
import { ReportBadge } from './report-badge';
import { PanelButton, requestTitle } from './report-panels';
import { displayedParameters, findingCounts, parameterMarkers, testCounts } from './report-view';
import { TestResultList } from './test-result-list';

/**
 * A request's validation: its account, custom tests, findings and decoded parameters (with search).
 * The request card shows it expanded, and so does the Request Validation side panel.
 */
export function RequestValidation({ request }: { request: ReportRequest }) {
  const original = request.originalRequest;
  const tests = testCounts(request.testResults);
  const parameters = useMemo(() => displayedParameters(request), [request]);
  const markers = useMemo(() => parameterMarkers(request.validationResults), [request]);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700 dark:text-slate-300">Account</dt>
        <dd className="font-mono break-all">{original.accountID || 'Unknown'}</dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Custom Tests</dt>
        <dd>
          {tests.total === 0 && tests.skipped === 0
            ? 'None ran'
            : `${tests.passed}/${tests.total} passed${tests.skipped > 0 ? `, ${tests.skipped} skipped` : ''}`}
        </dd>
      </dl>
      <section aria-label="Validation results" className="flex flex-col gap-2">
        <h6 className="text-sm font-semibold">Validation Results</h6>
        {request.validationResults.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No errors or suggestions.</p>
        ) : (
          <FindingList findings={request.validationResults} label="Request findings" />
        )}
      </section>
      {request.testResults.length > 0 ? <TestResultList request={request} /> : null}
      <ParameterList parameters={parameters} markers={markers} />
    </div>
  );
}

/** One request of an action: its findings, custom tests and parameters (with search) when expanded. */
export function ReportRequestCard({ request, extras }: { request: ReportRequest; extras?: ReactNode }) {
  const { event, vendor } = requestTitle(request);
  const { errors, suggestions } = findingCounts(request.validationResults);
  const tests = testCounts(request.testResults);
  const frame = otherSiteFrameOf({
    tabUrl: request.originalRequest.tabUrl ?? null,
    frameUrl: request.originalRequest.frameUrl,
  });
  const header = (
    <span className="flex flex-col gap-1.5">
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-900 dark:text-white">{event}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{vendor}</span>
      </span>
      <span className="flex flex-wrap gap-1.5">
        {errors > 0 ? <ReportBadge tone="error">{countLabel(errors, 'Error')}</ReportBadge> : null}
        {suggestions > 0 ? (
          <ReportBadge tone="warn">{countLabel(suggestions, 'Suggestion')}</ReportBadge>
        ) : null}
        {errors + suggestions === 0 ? <ReportBadge tone="good">No issues</ReportBadge> : null}
        {tests.total > 0 ? (
          <ReportBadge
            tone={tests.failed > 0 ? 'error' : 'good'}
          >{`${tests.passed}/${tests.total} Custom Tests`}</ReportBadge>
        ) : null}
        {frame !== null ? <ReportBadge tone="neutral">{`In a frame of ${frame}`}</ReportBadge> : null}
      </span>
    </span>
  );
  return (
    <Expandable level={5} label={`${event}, ${vendor}`} header={header}>
      {() => (
        <div className="flex flex-col gap-5">
          <RequestValidation request={request} />
          <div className="flex flex-wrap gap-2">
            <PanelButton panel={{ kind: 'request', request }}>Request Validation</PanelButton>
            {extras}
          </div>
        </div>
      )}
    </Expandable>
  );
}
