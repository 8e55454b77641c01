import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { sampleRequests } from '../content/sample-requests';
import { EMPTY_FILTERS, matchesFilters, toggleFilterValue, type Filters } from './filters';
import { rowsOf } from './request-rows';
import { summaryTiles } from './summary';

const response = validate({ requests: sampleRequests(1_700_000_000_000) });
const rows = rowsOf(response.data!);
const ids = (filters: Filters) => rows.filter((row) => matchesFilters(row, filters)).map((row) => row.id);

describe('filters', () => {
  it('match everything when empty', () => {
    expect(ids(EMPTY_FILTERS)).toHaveLength(rows.length);
  });

  it('combine values of one group with OR', () => {
    const filters = toggleFilterValue(
      toggleFilterValue(EMPTY_FILTERS, 'category', 'FACEBOOK'),
      'category',
      'TIKTOK',
    );
    expect(ids(filters)).toEqual(['sample-fb-1', 'sample-tt-1']);
  });

  it('combine groups with AND', () => {
    const supportedGa4 = { ...EMPTY_FILTERS, category: ['GOOGLEANALYTICS4'], validationStatus: ['errors'] };
    expect(ids(supportedGa4)).toEqual(['sample-ga4-5']);
    expect(ids({ ...EMPTY_FILTERS, platformSupport: ['unsupported'] })).toEqual([
      'sample-gtm-1',
      'sample-tt-1',
    ]);
    expect(ids({ ...EMPTY_FILTERS, duplicates: ['duplicate'], validationStatus: ['good'] })).toEqual([
      'sample-ga4-3',
      'sample-ga4-4',
    ]);
  });

  it('toggle a value off again', () => {
    const on = toggleFilterValue(EMPTY_FILTERS, 'requestType', 'batched');
    expect(toggleFilterValue(on, 'requestType', 'batched').requestType).toEqual([]);
  });
});

describe('summary tiles', () => {
  it('are the 9 tiles of DESIGN.md, each counting what its filter shows', () => {
    const tiles = summaryTiles(rows);
    expect(tiles.map((tile) => tile.label)).toEqual([
      'Total Requests',
      'Requests with Errors',
      'Requests with Suggestions',
      'Good Requests',
      'Duplicates',
      'Supported',
      'Unsupported',
      'Custom Checks Passed',
      'Custom Checks Failed',
    ]);
    for (const tile of tiles) {
      const shown = tile.filter
        ? ids({ ...EMPTY_FILTERS, [tile.filter.group]: [tile.filter.value] }).length
        : rows.length;
      expect(shown, tile.label).toBe(tile.count);
    }
    expect(tiles.find((tile) => tile.id === 'errors')?.count).toBe(1);
    expect(tiles.find((tile) => tile.id === 'duplicates')?.count).toBe(2);
  });
});
