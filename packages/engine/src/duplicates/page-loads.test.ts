import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { findDuplicates } from './find-duplicates.js';

// A GA4 page view of a Shopify shop's home page (tastynibbles.in, 2024, a LoadRunner recording of a
// real journey without its navigations), sent again as the visitor came back 71 s later.
const HIT =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-WCN3C8KG6R&gtm=45je42l0v9132880543za200&cid=1530843361.1708661461&ul=en-us&sr=1536x864&sid=1708661461&sct=1&seg=0&dl=https%3A%2F%2Fwww.tastynibbles.in%2F&dt=Tasty%20Nibbles&en=page_view';
const T0 = Date.UTC(2024, 1, 23, 4, 11, 1);

function sent(entries: ReadonlyArray<{ pageLoad: string; at: number; extra?: string }>): DecodedRequest[] {
  return entries.flatMap(({ pageLoad, at, extra = '' }, index) =>
    decode({ url: `${HIT}&_p=${pageLoad}&_s=1${extra}`, requestId: `r${index + 1}`, timestamp: at }),
  );
}

const groups = (requests: readonly DecodedRequest[]) =>
  findDuplicates(requests).flatMap((result) =>
    result.duplicateGroups.map((group) => `${group.requestIds.join(',')}@${group.matchPercentage}`),
  );

describe('GA4 hits of two page loads (_p)', () => {
  it('are no duplicate when sent more than 10 s apart: the page was loaded again', () => {
    expect(
      groups(
        sent([
          { pageLoad: '1708661461014', at: T0 },
          { pageLoad: '1708661532683', at: T0 + 71_000 },
        ]),
      ),
    ).toEqual([]);
    // Nor a possible duplicate: the return visit names its referrer.
    expect(
      groups(
        sent([
          { pageLoad: '1708661461014', at: T0 },
          {
            pageLoad: '1708661532683',
            at: T0 + 71_000,
            extra: '&dr=https%3A%2F%2Fwww.tastynibbles.in%2Faccount%2Fregister',
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('are still one hit fired twice within 10 s (two runtimes of the tag), or in one page load', () => {
    expect(
      groups(
        sent([
          { pageLoad: '1', at: T0 },
          { pageLoad: '2', at: T0 + 1_500 },
        ]),
      ),
    ).toEqual(['r1,r2@100']);
    expect(
      groups(
        sent([
          { pageLoad: '1', at: T0 },
          { pageLoad: '1', at: T0 + 71_000 },
        ]),
      ),
    ).toEqual(['r1,r2@100']);
  });

  it('are no duplicate, times unknown, when their referrers differ: one document has one referrer', () => {
    const back = '&dr=https%3A%2F%2Fwww.tastynibbles.in%2Faccount%2Fregister';
    expect(
      groups(
        sent([
          { pageLoad: '1', at: 0 },
          { pageLoad: '2', at: 0, extra: back },
        ]),
      ),
    ).toEqual([]);
    expect(
      groups(
        sent([
          { pageLoad: '1', at: 0, extra: back },
          { pageLoad: '2', at: 0, extra: '&dr=https%3A%2F%2Fwww.google.com%2F' },
        ]),
      ),
    ).toEqual([]);
  });

  it('are compared as before when the times are unknown and the referrer is one', () => {
    expect(
      groups(
        sent([
          { pageLoad: '1', at: 0 },
          { pageLoad: '2', at: 0 },
        ]),
      ),
    ).toEqual(['r1,r2@100']);
  });
});
