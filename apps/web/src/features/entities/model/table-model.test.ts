import { describe, expect, it } from 'vitest';
import {
  compareValues,
  matchesSearch,
  pageNumbers,
  paginate,
  showingText,
  sortRows,
  toggleSort,
} from './table-model';

describe('search', () => {
  it('matches any string or number field, ignoring case', () => {
    const record = {
      name: 'Purchase Test',
      vendor: 'GOOGLEANALYTICS4',
      count: 42,
      flag: true,
      missing: null,
    };
    expect(matchesSearch(record, 'purchase')).toBe(true);
    expect(matchesSearch(record, 'ANALYTICS')).toBe(true);
    expect(matchesSearch(record, '42')).toBe(true);
    expect(matchesSearch(record, 'true')).toBe(false);
    expect(matchesSearch(record, 'nothing')).toBe(false);
    expect(matchesSearch(record, '   ')).toBe(true);
  });
});

describe('sort', () => {
  const rows = [{ name: 'beta' }, { name: 'Alpha' }, { name: 'alpha 2' }, { name: '' }, { name: 'Gamma' }];
  const valueOf = (row: { name: string }) => row.name;

  it('compares text case-insensitively, empty last', () => {
    expect(compareValues('a', 'B')).toBeLessThan(0);
    expect(compareValues('B', 'a')).toBeGreaterThan(0);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });

  it('sorts ascending and descending', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, valueOf).map(valueOf)).toEqual([
      'Alpha',
      'alpha 2',
      'beta',
      'Gamma',
      '',
    ]);
    expect(sortRows(rows, { key: 'name', direction: 'desc' }, valueOf).map(valueOf)[0]).toBe('');
    expect(sortRows(rows, { key: 'name', direction: 'desc' }, valueOf).map(valueOf)[1]).toBe('Gamma');
  });

  it('toggles the same column and starts a new one ascending', () => {
    expect(toggleSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toggleSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleSort<'name' | 'vendor'>({ key: 'name', direction: 'desc' }, 'vendor')).toEqual({
      key: 'vendor',
      direction: 'asc',
    });
  });
});

describe('pagination', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index + 1);

  it('slices pages and says what is shown', () => {
    const page = paginate(rows, 3, 10);
    expect(page.rows).toEqual([21, 22, 23]);
    expect(page.pageCount).toBe(3);
    expect(showingText(page)).toBe('Showing 21 to 23 of 23 entries');
    expect(showingText(paginate(rows, 1, 5))).toBe('Showing 1 to 5 of 23 entries');
    expect(showingText(paginate([], 1, 10))).toBe('No entries to display');
  });

  it('clamps a page beyond the end (after a search or a delete)', () => {
    expect(paginate(rows, 9, 10).page).toBe(3);
    expect(paginate(rows, 0, 10).page).toBe(1);
    expect(paginate([], 4, 10)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0 });
  });

  it('shows every page up to 5, ellipses beyond', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(pageNumbers(3, 9)).toEqual([1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(pageNumbers(5, 9)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9]);
    expect(pageNumbers(7, 9)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9]);
    expect(pageNumbers(9, 9)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9]);
    expect(pageNumbers(4, 6)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6]);
  });
});
