import { validate } from '@tagproof/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonTooLargeError, serializeJsonBounded } from './bounded-json.js';

describe('serializeJsonBounded', () => {
  it('writes what JSON.stringify writes, for any JSON value and depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 6 }), (value, depth) => {
        const expected = JSON.stringify(value);
        expect(serializeJsonBounded(value, 10 * 1024 * 1024, depth).toString('utf8')).toBe(expected);
      }),
    );
  });

  it('writes a validation response as JSON.stringify does, undefined members and all', () => {
    const response = validate({
      requests: [
        {
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&dt=Caf%C3%A9%20%F0%9F%98%80',
        },
        { url: 'https://www.facebook.com/tr/?id=1&ev=PageView' },
        { method: 'GET' },
      ],
      tests: [
        {
          name: 'GA4 page view',
          testType: 'GOOGLEANALYTICS4',
          metrics: [{ metric: 'en', value: 'page_view' }],
        },
      ],
    });
    const bytes = serializeJsonBounded(
      { ...response, skipped: undefined, list: [undefined, 1] },
      1024 * 1024,
    );
    expect(bytes.toString('utf8')).toBe(
      JSON.stringify({ ...response, skipped: undefined, list: [undefined, 1] }),
    );
  });

  it('refuses JSON over the limit, counting UTF-8 bytes', () => {
    const value = { text: 'é'.repeat(100) };
    expect(serializeJsonBounded(value, 211).length).toBe(211);
    expect(() => serializeJsonBounded(value, 210)).toThrow(JsonTooLargeError);
    expect(() =>
      serializeJsonBounded(
        Array.from({ length: 100_000 }, () => 'x'),
        100_000,
      ),
    ).toThrow(JsonTooLargeError);
  });
});
