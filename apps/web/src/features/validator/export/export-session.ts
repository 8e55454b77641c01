import { downloadText, fileTimestamp } from '../../../lib/download';
import type { ValidationData } from '../../../lib/validation-types';
import { findingsCsv, requestsCsv } from './csv/requests-csv';
import { toHar } from './to-har';

/** The JSON export: the captured requests (re-importable as `{requests}`) and their validation. */
export function toSessionJson(
  requests: readonly unknown[],
  validation: ValidationData | null,
  exportedAt = new Date(),
): string {
  return JSON.stringify(
    { exportedAt: exportedAt.toISOString(), tool: 'Tagproof', requests, validation },
    null,
    2,
  );
}

export function exportSessionAsJson(requests: readonly unknown[], validation: ValidationData | null): void {
  downloadText(
    `tagproof-session-${fileTimestamp()}.json`,
    toSessionJson(requests, validation),
    'application/json',
  );
}

export function exportSessionAsHar(requests: readonly unknown[]): void {
  downloadText(
    `tagproof-session-${fileTimestamp()}.har`,
    JSON.stringify(toHar(requests), null, 2),
    'application/json',
  );
}

/** The CSV exports: one row per finding, or one row per request (see requests-csv.ts). */
export function exportSessionAsCsv(validation: ValidationData, rowsPer: 'finding' | 'request'): void {
  const requests = validation.validatedRequests;
  downloadText(
    `tagproof-${rowsPer === 'finding' ? 'findings' : 'requests'}-${fileTimestamp()}.csv`,
    rowsPer === 'finding' ? findingsCsv(requests) : requestsCsv(requests),
    'text/csv;charset=utf-8',
  );
}
