/** The report feature: the validation report page of a saved test suite run. */
export { ReportPage, type ReportPageProps } from './components/report-page';
export type { ActionExtras } from './components/action-card';
export { parseReport, REPORT_MESSAGES, ReportError } from './api/parse-report';
export { loadJobReport } from './api/load-report';
