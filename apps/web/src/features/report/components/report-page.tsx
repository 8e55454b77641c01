import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatSessionDate } from '../../../lib/format';
import type { LoadedReport } from '../api/load-report';
import { REPORT_MESSAGES } from '../api/parse-report';
import { useReport } from '../hooks/use-report';
import { ActionCard, ActionValidation, type ActionExtras } from './action-card';
import { ReportTokenContext } from './action-screenshot';
import { ReportPanels, type ReportPanelContent } from './report-panels';
import { RequestValidation } from './report-request-card';
import { ReportCrossChecks } from './report-cross-checks';
import { ReportSummary } from './report-summary';

export interface ReportPageProps {
  reportId: string;
  /** Slots the app layer may fill (e.g. creating tests and triggers from the entities feature). */
  extras?: ActionExtras;
  /** Loads a report (tests pass a fake). */
  load?(id: string): Promise<LoadedReport>;
}

function ReportBody({ report, extras }: { report: LoadedReport; extras?: ActionExtras | undefined }) {
  const actions = Object.entries(report.results.validationResults);
  const content: ReportPanelContent = {
    request: (request) => <RequestValidation request={request} />,
    action: (action, title) => <ActionValidation action={action} title={title} extras={extras} />,
  };
  return (
    <ReportTokenContext.Provider value={report.token ?? null}>
      <ReportPanels content={content}>
        {report.websiteUrl || report.createdAt ? (
          <p className="-mt-4 text-sm break-all text-slate-700 dark:text-slate-300">
            {report.websiteUrl ? <span>{report.websiteUrl}</span> : null}
            {report.websiteUrl && report.createdAt ? ' · ' : null}
            {report.createdAt ? (
              <time dateTime={report.createdAt}>{formatSessionDate(Date.parse(report.createdAt))}</time>
            ) : null}
          </p>
        ) : null}
        <ReportSummary summary={report.results.summary} />
        <ReportCrossChecks cross={report.crossValidation} />
        <section aria-labelledby="report-actions" className="flex flex-col gap-3">
          <h2 id="report-actions" className="text-xl font-bold">
            Validation Results by Action
          </h2>
          {actions.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{REPORT_MESSAGES.empty}</p>
          ) : (
            actions.map(([key, action], index) => (
              <ActionCard key={key} actionKey={key} action={action} index={index} extras={extras} />
            ))
          )}
        </section>
      </ReportPanels>
    </ReportTokenContext.Provider>
  );
}

/** The validation report page (specification §2): a saved run's summary and its results by action. */
export function ReportPage({ reportId, extras, load }: ReportPageProps) {
  const state = useReport(reportId, load);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Validation Report</h1>
      {state.status === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <Spinner />
          Loading validation results...
        </p>
      ) : state.status === 'problem' ? (
        <div
          role={state.problem === 'empty' ? 'status' : 'alert'}
          className="flex flex-col items-start gap-3"
        >
          <p
            className={
              state.problem === 'empty'
                ? 'text-slate-800 dark:text-slate-200'
                : 'font-medium text-red-700 dark:text-red-400'
            }
          >
            {REPORT_MESSAGES[state.problem]}
          </p>
          <Link to="/" className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
            Back to the validator
          </Link>
        </div>
      ) : (
        <ReportBody report={state.report} extras={extras} />
      )}
    </div>
  );
}
