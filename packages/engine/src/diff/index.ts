export { diffValidations, diffReports, diffFails } from './diff-sessions.js';
export type { DiffableValidation } from './from-validation.js';
export type { DiffableReport } from './from-report.js';
export { DIFF_VOLATILE_NAMES } from './volatile-names.js';
export { pageKey } from './page-key.js';
export { eventTitle } from './change-collector.js';
export * from './types.js';
