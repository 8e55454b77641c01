import type { FilterGroupId } from './filters';
import type { RequestRow } from './request-rows';

/** A Summary Report tile: a count and the filter it applies (none: Total Requests resets them). */
export interface SummaryTile {
  id: string;
  label: string;
  count: number;
  filter: { group: FilterGroupId; value: string } | null;
  tone: 'neutral' | 'bad' | 'warn' | 'good';
}

/** The 9 tiles of DESIGN.md, each counting the requests its filter shows. */
export function summaryTiles(rows: readonly RequestRow[]): SummaryTile[] {
  const count = (test: (row: RequestRow) => boolean) => rows.reduce((n, row) => (test(row) ? n + 1 : n), 0);
  return [
    { id: 'total', label: 'Total Requests', count: rows.length, filter: null, tone: 'neutral' },
    {
      id: 'errors',
      label: 'Requests with Errors',
      count: count((r) => r.errors > 0),
      filter: { group: 'validationStatus', value: 'errors' },
      tone: 'bad',
    },
    {
      id: 'suggestions',
      label: 'Requests with Suggestions',
      count: count((r) => r.suggestions > 0),
      filter: { group: 'validationStatus', value: 'suggestions' },
      tone: 'warn',
    },
    {
      id: 'good',
      label: 'Good Requests',
      count: count((r) => r.errors === 0 && r.suggestions === 0),
      filter: { group: 'validationStatus', value: 'good' },
      tone: 'good',
    },
    {
      id: 'duplicates',
      label: 'Duplicates',
      count: count((r) => r.isDuplicate),
      filter: { group: 'duplicates', value: 'duplicate' },
      tone: 'warn',
    },
    {
      id: 'supported',
      label: 'Supported',
      count: count((r) => r.supported),
      filter: { group: 'platformSupport', value: 'supported' },
      tone: 'neutral',
    },
    {
      id: 'unsupported',
      label: 'Unsupported',
      count: count((r) => !r.supported),
      filter: { group: 'platformSupport', value: 'unsupported' },
      tone: 'neutral',
    },
    {
      id: 'checks-passed',
      label: 'Custom Checks Passed',
      count: count((r) => r.customTotal > 0 && r.customFailed === 0),
      filter: { group: 'customChecks', value: 'passed' },
      tone: 'good',
    },
    {
      id: 'checks-failed',
      label: 'Custom Checks Failed',
      count: count((r) => r.customFailed > 0),
      filter: { group: 'customChecks', value: 'failed' },
      tone: 'bad',
    },
  ];
}
