import type { ValidationData } from '../../../lib/validation-types';
import { matchesFilters, type Filters } from '../stores/filters';
import { rowsOf, type RequestRow } from '../stores/request-rows';
import { useValidator } from '../stores/validator-instance';

export interface ResultRows {
  rows: RequestRow[];
  /** Rows the filters match. */
  matched: RequestRow[];
  /** Rows the filters leave out. */
  other: RequestRow[];
}

const EMPTY: ResultRows = { rows: [], matched: [], other: [] };
let last: { data: ValidationData; filters: Filters; result: ResultRows } | null = null;

/** Splits a result by the filters; memoised on the last (result, filters) pair for every section. */
export function splitRows(data: ValidationData | null, filters: Filters): ResultRows {
  if (!data) return EMPTY;
  if (last && last.data === data && last.filters === filters) return last.result;
  const rows = rowsOf(data);
  const matched: RequestRow[] = [];
  const other: RequestRow[] = [];
  for (const row of rows) (matchesFilters(row, filters) ? matched : other).push(row);
  const result = { rows, matched, other };
  last = { data, filters, result };
  return result;
}

/** The current result's rows, split by the filters. */
export function useResultRows(): ResultRows {
  const data = useValidator((state) => state.validatedData);
  const filters = useValidator((state) => state.filters);
  return splitRows(data, filters);
}
