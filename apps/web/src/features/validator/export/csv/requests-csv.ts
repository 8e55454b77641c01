import type { Finding, ValidatedRequest } from '../../../../lib/validation-types';
import { toCsv } from './csv-format';

/** The columns that say which request a row is about, in both CSV exports. */
const REQUEST_COLUMNS = ['request_id', 'time', 'vendor', 'event', 'account', 'page_url', 'request_url'];

function requestCells(request: ValidatedRequest): unknown[] {
  const meta = request.requestMetadata;
  return [
    meta.requestId,
    request.timestamp > 0 ? new Date(request.timestamp).toISOString() : '',
    meta.vendorName ?? meta.requestCategory ?? 'Unrecognised request',
    meta.eventName ?? '',
    meta.accountID ?? '',
    request.tabUrl ?? '',
    meta.requestUrl,
  ];
}

/**
 * One row per finding (errors, suggestions, failed custom checks), with the request it belongs to;
 * a request without findings still gets one row with empty finding columns, so none is missing.
 */
export function findingsCsv(requests: readonly ValidatedRequest[]): string {
  const header = [
    ...REQUEST_COLUMNS,
    'kind',
    'severity',
    'code',
    'parameter',
    'field',
    'message',
    'expected',
    'received',
  ];
  const rows: unknown[][] = [];
  for (const request of requests) {
    const base = requestCells(request);
    const { erroredParameters, suggestedParameters } = request.validation.autoValidationResults;
    const findingRow = (kind: string, finding: Finding) => [
      ...base,
      kind,
      finding.severity,
      finding.code,
      finding.parameter,
      finding.fieldPath,
      finding.message,
      finding.expected ?? '',
      finding.received ?? '',
    ];
    const before = rows.length;
    for (const finding of erroredParameters) rows.push(findingRow('error', finding));
    for (const finding of suggestedParameters) rows.push(findingRow('suggestion', finding));
    for (const check of request.validation.customValidationResults) {
      if (check.passed) continue;
      const failed = check.conditions.filter((condition) => !condition.passed);
      rows.push([
        ...base,
        'custom check',
        'error',
        'CUSTOM_CHECK_FAILED',
        check.testName,
        failed.map((condition) => condition.metric).join(' '),
        `Custom check "${check.testName}" failed`,
        failed.map((condition) => condition.expected).join(' '),
        failed.map((condition) => condition.received ?? '(missing)').join(' '),
      ]);
    }
    if (rows.length === before) rows.push([...base, 'none', '', '', '', '', '', '', '']);
  }
  return toCsv(header, rows);
}

/** One row per request: its identity, counts of findings and custom checks, and duplicate status. */
export function requestsCsv(requests: readonly ValidatedRequest[]): string {
  const header = [
    ...REQUEST_COLUMNS,
    'errors',
    'suggestions',
    'custom_checks_passed',
    'custom_checks_failed',
    'duplicate',
    'batched',
    'method',
  ];
  const rows = requests.map((request) => {
    const { autoValidationResults, customValidationResults, duplicateInfo } = request.validation;
    const failed = customValidationResults.filter((check) => !check.passed).length;
    return [
      ...requestCells(request),
      autoValidationResults.erroredParameters.length,
      autoValidationResults.suggestedParameters.length,
      customValidationResults.length - failed,
      failed,
      duplicateInfo.isDuplicate ? (duplicateInfo.kind ?? 'yes') : 'no',
      request.requestMetadata.batched ? 'yes' : 'no',
      request.requestMetadata.method,
    ];
  });
  return toCsv(header, rows);
}
