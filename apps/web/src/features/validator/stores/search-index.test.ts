import { describe, expect, it } from 'vitest';
import { sampleResult } from '../testing/sample-result';
import { EMPTY_FILTERS, matchesFilters } from './filters';
import { rowsOf } from './request-rows';
import { indexRows, matchesSearch, searchTerms } from './search-index';

const rows = rowsOf(sampleResult().data);
const found = (query: string) => rows.filter((row) => matchesSearch(row, query)).map((row) => row.id);

describe('the search index', () => {
  it('finds event names, vendors and accounts, case-insensitively', () => {
    indexRows(rows);
    expect(found('ADD_TO_CART')).toEqual(['sample-ga4-3', 'sample-ga4-4']);
    expect(found('meta pixel')).toEqual(['sample-fb-1']);
    expect(found('1234567890123456')).toEqual(['sample-fb-1']);
    expect(found('gtm-k7x2p9q')).toEqual(['sample-gtm-1']);
  });

  it('finds parameter names and values, URLs and finding messages', () => {
    const purchase = rows.find((row) => row.id === 'sample-ga4-5')!;
    const parameter = purchase.request.requestMetadata.parameters.find((p) => p.value.length > 3)!;
    expect(found(parameter.value)).toContain('sample-ga4-5');
    expect(found(parameter.name)).toContain('sample-ga4-5');
    expect(found('google-analytics.com/g/collect')).toHaveLength(5);
    const message = purchase.request.validation.autoValidationResults.erroredParameters[0]!.message;
    expect(found(`"${message}"`)).toEqual(['sample-ga4-5']);
  });

  it("finds the requests of another site's frame by what their badge says", () => {
    const framed = { ...rows[0]!, frame: 'ads01.groovinads.com' };
    expect(matchesSearch(framed, '"in a frame"')).toBe(true);
    expect(matchesSearch(framed, 'groovinads')).toBe(true);
    expect(rows.filter((row) => matchesSearch(row, '"in a frame"'))).toEqual([]);
  });

  it('needs every word (quotes keep a phrase) and finds nothing for a stranger', () => {
    expect(searchTerms('  view_item  "Google Analytics" ')).toEqual(['view_item', 'google analytics']);
    expect(found('google view_item')).toEqual(['sample-ga4-2']);
    expect(found('"analytics google"')).toEqual([]);
    expect(found('zzz-not-there')).toEqual([]);
  });

  it('narrows as a filter, with the other filters', () => {
    const filters = { ...EMPTY_FILTERS, search: ['add_to_cart'], category: ['TIKTOK'] };
    expect(rows.filter((row) => matchesFilters(row, filters)).map((row) => row.id)).toEqual([]);
    const events = { ...EMPTY_FILTERS, eventName: ['purchase', 'PageView'] };
    expect(rows.filter((row) => matchesFilters(row, events)).map((row) => row.id)).toEqual([
      'sample-fb-1',
      'sample-ga4-5',
    ]);
  });

  // How fast a query runs is no unit test's business (no timed unit tests); this checks the answers.
  it('finds on 6,000 indexed requests what it finds on their originals, for each keystroke', () => {
    const many = Array.from({ length: 6_000 }, (_, index) => ({
      ...rows[index % rows.length]!,
      id: `r${index}`,
    }));
    indexRows(many);
    expect(found('add_to_cart')).toEqual(['sample-ga4-3', 'sample-ga4-4']);
    for (const query of ['a', 'ad', 'add', 'add_', 'add_to_cart']) {
      const originals = new Set(found(query));
      expect(many.filter((row) => matchesSearch(row, query)).map((row) => row.id)).toEqual(
        many.filter((_, index) => originals.has(rows[index % rows.length]!.id)).map((row) => row.id),
      );
    }
  });
});
