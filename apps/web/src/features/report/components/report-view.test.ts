import type { ReportRequest } from '@tagproof/contracts';
import { describe, expect, it } from 'vitest';
import {
  displayedParameters,
  filterParameters,
  findingCounts,
  parameterMarkers,
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

describe('displayedParameters', () => {
  const request = (originalRequest: Record<string, unknown>, parameters?: ReportRequest['parameters']) => ({
    originalRequest,
    validationResults: [],
    testResults: [],
    ...(parameters === undefined ? {} : { parameters }),
  });

  it('reads the labels the report saved, and masks personal data', () => {
    const shown = displayedParameters(
      request({ queryString: 'ignored=1' }, [
        { name: 'en', label: 'Event name', group: 'most_used', value: 'sign_up' },
        { name: 'uid', label: 'User ID', value: 'jane.doe@example.com' },
      ]),
    );
    expect(shown).toEqual([
      { name: 'en', label: 'Event name', value: 'sign_up' },
      { name: 'uid', label: 'User ID', value: 'j***@example.com' },
    ]);
  });

  it('decodes an older report from its URL for the labels, else lists the wire names', () => {
    const url = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view&cid=1.2';
    const decoded = displayedParameters(request({ requestUrl: url, eventName: 'page_view' }));
    expect(decoded.find((p) => p.name === 'en')?.label).toBe('Event name');
    expect(decoded.find((p) => p.name === 'tid')?.label).toBe('Measurement ID');
    const parsed = displayedParameters(request({ requestUrl: 'https://example.com/x', queryString: 'a=1' }));
    expect(parsed).toEqual([{ name: 'a', value: '1', source: 'query' }]);
  });
});

describe('parameterMarkers', () => {
  it('marks a parameter by fieldPath or first metric; an error outranks a suggestion', () => {
    const markers = parameterMarkers([
      { severity: 'warning', message: 'odd', triggeredBy: { metrics: ['cu'] } },
      { severity: 'error', message: 'wrong', fieldPath: 'cu' } as never,
      { severity: 'info', message: 'consider', triggeredBy: { metrics: ['en'] } },
      { severity: 'error', message: 'no parameter' },
    ]);
    expect(Object.fromEntries(markers)).toEqual({
      cu: { kind: 'error', messages: ['odd', 'wrong'] },
      en: { kind: 'suggestion', messages: ['consider'] },
    });
  });
});
