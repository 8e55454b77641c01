import { matchesFilters, type FilterGroupId, type Filters } from '../../stores/filters';
import type { RequestRow } from '../../stores/request-rows';
import type { FacetOption } from './facet-menu';

/**
 * The values of a facet with their counts among the rows that every other active filter matches (the
 * facet's own selection left out, so that choosing one value still shows the others' counts).
 * Values that are selected stay listed even at zero. Most frequent first, then by name.
 */
export function facetOptions(
  rows: readonly RequestRow[],
  filters: Filters,
  group: Extract<FilterGroupId, 'eventName' | 'category'>,
): FacetOption[] {
  const others = { ...filters, [group]: [] };
  const counts = new Map<string, { label: string; count: number }>();
  for (const row of rows) {
    const value = group === 'eventName' ? row.eventName : (row.category ?? 'unknown');
    let entry = counts.get(value);
    if (!entry) {
      entry = { label: group === 'eventName' ? row.eventName : row.vendorName, count: 0 };
      counts.set(value, entry);
    }
    if (matchesFilters(row, others)) entry.count += 1;
  }
  return [...counts]
    .map(([value, { label, count }]) => ({ value, label, count }))
    .filter((option) => option.count > 0 || filters[group].includes(option.value))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
