import { describe, expect, it } from 'vitest';
import { createStringHash } from './string-hash.js';
import { validationCacheKey } from './validation-cache-key.js';

const GA = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view';
const META = 'https://www.facebook.com/tr/?id=1&ev=PageView';

describe('validationCacheKey', () => {
  it('is prefixed, deterministic and independent of ids and timestamps', () => {
    const key = validationCacheKey([{ url: GA, requestId: 'a', timestamp: 1 }, { url: META }]);
    expect(key).toMatch(/^validation_[0-9a-f]{28}$/);
    expect(validationCacheKey([{ url: GA, requestId: 'b', timestamp: 2 }, { url: META }])).toBe(key);
  });

  it('reads the nested shape like the flat one', () => {
    const nested = {
      requestMetadata: { requestUrl: GA.split('?')[0], queryString: GA.split('?')[1], postData: null },
    };
    expect(validationCacheKey([nested])).toBe(validationCacheKey([{ url: GA }]));
  });

  it.each<[string, unknown[]]>([
    ['another query string', [{ url: `${GA}&cu=EUR` }, { url: META }]],
    ['another host', [{ url: GA.replace('www.google', 'region1.google') }, { url: META }]],
    ['another path', [{ url: GA.replace('/g/collect', '/x/g/collect') }, { url: META }]],
    ['post data', [{ url: GA, postData: 'en=scroll' }, { url: META }]],
    ['a navigation', [{ url: GA, type: 'navigation' }, { url: META }]],
    ['a captured event name', [{ requestMetadata: { requestUrl: GA, eventName: 'x' } }, { url: META }]],
    ['another order', [{ url: META }, { url: GA }]],
    ['one request less', [{ url: GA }]],
    ['an unreadable entry more', [{ url: GA }, { url: META }, {}]],
  ])('changes with %s', (_, requests) => {
    expect(validationCacheKey(requests)).not.toBe(validationCacheKey([{ url: GA }, { url: META }]));
  });

  it('changes with the tests and triggers when they are given', () => {
    const requests = [{ url: GA }];
    const tests = [{ $id: 't', metrics: '[{"metric":"en","comparison":"exists"}]' }];
    expect(validationCacheKey(requests, { tests })).not.toBe(validationCacheKey(requests));
    expect(validationCacheKey(requests, { tests })).toBe(
      validationCacheKey(requests, { tests: JSON.parse(JSON.stringify(tests)) as unknown }),
    );
    expect(validationCacheKey(requests, { tests, triggers: [] })).not.toBe(
      validationCacheKey(requests, { tests }),
    );
  });

  it('changes with the custom vendors when they are given', () => {
    const requests = [{ url: GA }];
    const vendors = [{ code: 'ACME', name: 'Acme', match: { hosts: ['a.example'] } }];
    expect(validationCacheKey(requests, { vendors })).not.toBe(validationCacheKey(requests));
    expect(validationCacheKey(requests, { vendors })).not.toBe(
      validationCacheKey(requests, { vendors: [{ ...vendors[0], name: 'Other' }] }),
    );
  });

  it('never throws on odd input', () => {
    for (const input of [null, undefined, 'text', 42, {}, [null, 1, 'x', [], { url: 5 }]]) {
      expect(validationCacheKey(input)).toMatch(/^validation_/);
    }
  });
});

describe('createStringHash', () => {
  it('spreads: 20,000 near-identical texts give 20,000 hashes', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 20_000; index++)
      seen.add(createStringHash().update(`request-${index}`).digest());
    expect(seen.size).toBe(20_000);
  });

  it('is incremental: updates concatenate', () => {
    expect(createStringHash().update('ab').update('c').digest()).toBe(
      createStringHash().update('abc').digest(),
    );
  });
});
