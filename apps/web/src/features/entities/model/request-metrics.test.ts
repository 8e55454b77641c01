import { describe, expect, it } from 'vitest';
import type { ValidatedRequest } from '../../../lib/validation-types';
import { aValidatedRequest } from '../../../testing/validated-request';
import { flattenFields, metricsFromRequest, requestEventName, requestFields } from './request-metrics';

function request(overrides: Partial<ValidatedRequest['requestMetadata']>): ValidatedRequest {
  return aValidatedRequest({ eventName: 'purchase', ...overrides }, { timestamp: 0 });
}

describe('metrics from a request', () => {
  it('flattens objects into dotted names and arrays into bracketed names, containers kept', () => {
    expect(flattenFields({ a: { b: [1, { c: 'x' }] } }).map((field) => field.name)).toEqual([
      'a',
      'a.b',
      'a.b[0]',
      'a.b[1]',
      'a.b[1].c',
    ]);
  });

  it('reads the query string and a form body, or a JSON body as paths', () => {
    expect(requestFields('en=page_view&ep.x=a%20b', 'cu=EUR').map((f) => [f.name, f.value])).toEqual([
      ['en', 'page_view'],
      ['ep.x', 'a b'],
      ['cu', 'EUR'],
    ]);
    expect(requestFields('', '{"events":[{"type":"view"}]}').map((f) => f.name)).toEqual([
      'events',
      'events[0]',
      'events[0].type',
    ]);
  });

  it('uses the decoded parameters by wire name, sorted, JSON values as "exists" objects', () => {
    const rows = metricsFromRequest(
      request({
        parameters: [
          { name: 'tid', label: 'Measurement ID', group: 'most_used', value: 'G-1' },
          { name: 'en', label: 'Event', group: 'most_used', value: 'purchase' },
          { name: 'pr1', label: 'Item 1', group: 'e_commerce', value: 'idSKU~nmShirt' },
          { name: 'pr1.id', label: 'Item 1 id', group: 'e_commerce', value: 'SKU' },
          { name: 'ep.items', label: 'items', group: 'other', value: '[{"id":"A"}]' },
          { name: 'en', label: 'Event', group: 'most_used', value: 'second' },
        ],
      }),
    );
    expect(rows.map((row) => [row.name, row.comparison, row.expectedValue])).toEqual([
      ['en', 'equals', 'purchase'],
      ['ep.items', 'exists', '[{"id":"A"}]'],
      ['pr1', 'equals', 'idSKU~nmShirt'],
      ['pr1.id', 'equals', 'SKU'],
      ['tid', 'equals', 'G-1'],
    ]);
    const items = rows.find((row) => row.name === 'ep.items');
    expect(items?.isRealObject).toBe(true);
    expect(rows.find((row) => row.name === 'pr1.id')?.isProductMetric).toBe(true);
    expect(rows.find((row) => row.name === 'pr1.id')?.category).toBe('e_commerce');
    expect(rows.every((row) => !row.isSelected && !row.isTrigger)).toBe(true);
  });

  it('falls back to the query string and post data when nothing was decoded', () => {
    const rows = metricsFromRequest(
      request({
        requestCategory: 'ADOBEWEBSDK',
        queryString: 'configId=x',
        postData: '{"xdm":{"name":"home"}}',
      }),
    );
    expect(rows.map((row) => [row.name, row.comparison])).toEqual([
      ['configId', 'equals'],
      ['xdm', 'exists'],
      ['xdm.name', 'equals'],
    ]);
    expect(rows[2]?.category).toBe('xdm');
  });

  it('names the event, or "Unnamed Event"', () => {
    expect(requestEventName(request({}))).toBe('purchase');
    expect(requestEventName(request({ eventName: null }))).toBe('Unnamed Event');
  });
});
