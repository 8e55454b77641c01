import type { RequestRow } from './request-rows';
import { matchesSearch } from './search-index';

/**
 * The filter groups of specification §5, plus Duplicates (the Duplicates tile filters the page too),
 * the event-name facet and the search box (its one value is the query).
 */
export type FilterGroupId =
  | 'requestType'
  | 'platformSupport'
  | 'validationStatus'
  | 'customChecks'
  | 'duplicates'
  | 'category'
  | 'eventName'
  | 'search';

/** Selected values per group. An empty group matches everything. */
export type Filters = Record<FilterGroupId, readonly string[]>;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  id: FilterGroupId;
  label: string;
  options: readonly FilterOption[];
}

export const EMPTY_FILTERS: Filters = {
  requestType: [],
  platformSupport: [],
  validationStatus: [],
  customChecks: [],
  duplicates: [],
  category: [],
  eventName: [],
  search: [],
};

/** The fixed groups; the category group's options come from the requests of the result. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    id: 'requestType',
    label: 'Request Type',
    options: [
      { value: 'batched', label: 'Batched' },
      { value: 'non-batched', label: 'Non-batched' },
    ],
  },
  {
    id: 'platformSupport',
    label: 'Platform Support',
    options: [
      { value: 'supported', label: 'Supported' },
      { value: 'unsupported', label: 'Unsupported' },
    ],
  },
  {
    id: 'validationStatus',
    label: 'Validation Status',
    options: [
      { value: 'good', label: 'Good' },
      { value: 'errors', label: 'With errors' },
      { value: 'suggestions', label: 'With suggestions' },
    ],
  },
  {
    id: 'customChecks',
    label: 'Custom Checks',
    options: [
      { value: 'with', label: 'With custom checks' },
      { value: 'without', label: 'Without custom checks' },
      { value: 'failed', label: 'Failed' },
      { value: 'passed', label: 'Passed' },
    ],
  },
  {
    id: 'duplicates',
    label: 'Duplicates',
    options: [
      { value: 'duplicate', label: 'Duplicated' },
      { value: 'unique', label: 'Not duplicated' },
    ],
  },
];

/** Whether a row has a group's value. */
export function rowHas(row: RequestRow, group: FilterGroupId, value: string): boolean {
  switch (group) {
    case 'requestType':
      return value === (row.batched ? 'batched' : 'non-batched');
    case 'platformSupport':
      return value === (row.supported ? 'supported' : 'unsupported');
    case 'validationStatus':
      if (value === 'good') return row.errors === 0 && row.suggestions === 0;
      return value === 'errors' ? row.errors > 0 : value === 'suggestions' && row.suggestions > 0;
    case 'customChecks':
      if (value === 'with') return row.customTotal > 0;
      if (value === 'without') return row.customTotal === 0;
      if (value === 'failed') return row.customFailed > 0;
      return value === 'passed' && row.customTotal > 0 && row.customFailed === 0;
    case 'duplicates':
      return value === (row.isDuplicate ? 'duplicate' : 'unique');
    case 'category':
      return value === (row.category ?? 'unknown');
    case 'eventName':
      return value === row.eventName;
    case 'search':
      return matchesSearch(row, value);
  }
}

/** AND across groups, OR within a group, an empty group matches everything. */
export function matchesFilters(row: RequestRow, filters: Filters): boolean {
  for (const group of Object.keys(filters) as FilterGroupId[]) {
    const values = filters[group];
    if (values.length > 0 && !values.some((value) => rowHas(row, group, value))) return false;
  }
  return true;
}

export function toggleFilterValue(filters: Filters, group: FilterGroupId, value: string): Filters {
  const values = filters[group];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...filters, [group]: next };
}

export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).reduce((total, values) => total + values.length, 0);
}

/** True when the only active filter is this value (a tile shows itself pressed). */
export function isOnlyFilter(filters: Filters, group: FilterGroupId, value: string): boolean {
  return activeFilterCount(filters) === 1 && filters[group].includes(value);
}

/** The category options of a result: each vendor code seen, with its readable name. */
export function categoryOptions(rows: readonly RequestRow[]): FilterOption[] {
  const names = new Map<string, string>();
  for (const row of rows)
    if (!names.has(row.category ?? 'unknown')) names.set(row.category ?? 'unknown', row.vendorName);
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
