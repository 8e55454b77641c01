import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Medallia DXA over HTTP', () => {
  it('takes two sends of one page view (another dc) for two messages, not duplicates', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'dxa-http-multi-perf.json', 'dxa-http-exit-multi.json'),
    ).toEqual([]);
  });

  it('still finds one message sent twice', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'dxa-http-page.json', 'dxa-http-page.json')).toEqual([
      'page: r1,r2',
    ]);
  });
});
