import { describe, expect, it } from 'vitest';
import {
  filterParameters,
  findingCounts,
  reportParameters,
  requestParameters,
  testCounts,
} from './report-view';

describe('requestParameters', () => {
  it('reads the query string, then a form body line by line', () => {
    const parameters = requestParameters({
      queryString: '?v=2&en=add_to_cart',
      postData: 'en=scroll\nen=user_engagement&_et=12',
    });
    expect(parameters).toEqual([
      { name: 'v', value: '2', source: 'query' },
      { name: 'en', value: 'add_to_cart', source: 'query' },
      { name: 'en', value: 'scroll', source: 'body' },
      { name: 'en', value: 'user_engagement', source: 'body' },
      { name: '_et', value: '12', source: 'body' },
    ]);
  });

  it('flattens a JSON body (text or object)', () => {
    const text = requestParameters({ postData: '{"custom_data":{"value":42,"items":[{"id":"a"}]}}' });
    expect(text.map((p) => `${p.name}=${p.value}`)).toEqual([
      'custom_data.value=42',
      'custom_data.items[0].id=a',
    ]);
    expect(requestParameters({ postData: { a: 'b' } })).toEqual([{ name: 'a', value: 'b', source: 'body' }]);
    expect(requestParameters({})).toEqual([]);
  });
});

describe('reportParameters', () => {
  const originalRequest = { queryString: 'v=2&en=page_view', postData: 'en=scroll' };

  it('shows the parameters the engine decoded, without reading the raw request again', () => {
    const parameters = reportParameters({
      originalRequest,
      parameters: [{ name: 'en', label: 'Event name', group: 'most_used', value: 'add_to_cart' }],
      validationResults: [],
      testResults: [],
    });
    expect(parameters).toEqual([{ name: 'en', value: 'add_to_cart', source: 'decoded' }]);
  });

  it('reads the raw query string and body of a report saved without decoded parameters', () => {
    expect(
      reportParameters({ originalRequest, validationResults: [], testResults: [] }).map((p) => p.source),
    ).toEqual(['query', 'query', 'body']);
  });
});

describe('filterParameters', () => {
  it('matches names and values in any case; a blank search keeps everything', () => {
    const parameters = requestParameters({ queryString: 'en=Add_To_Cart&cu=EUR&tid=G-1' });
    expect(filterParameters(parameters, 'eur').map((p) => p.name)).toEqual(['cu']);
    expect(filterParameters(parameters, 'EN').map((p) => p.name)).toEqual(['en']);
    expect(filterParameters(parameters, '  ')).toHaveLength(3);
  });
});

describe('counts', () => {
  it('counts errors, and warnings and info as suggestions', () => {
    expect(findingCounts([{ severity: 'error' }, { severity: 'warning' }, { severity: 'info' }])).toEqual({
      errors: 1,
      suggestions: 2,
    });
  });

  it('leaves skipped custom tests out of the passed/total count', () => {
    expect(testCounts([{ passed: true }, { passed: false }, { passed: false, skipped: true }])).toEqual({
      total: 2,
      passed: 1,
      failed: 1,
      skipped: 1,
    });
  });
});
