/**
 * The GA4 tag's copies of its events for the linked Google Ads account (Google signals'
 * `conversion_measurement`, `attribution_registration`) carry the event's name but none of its
 * parameters: two copies of two real events look alike. A copy whose GA4 event is in the capture
 * follows it; the GA4 hits say whether the event fired twice.
 */
import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { findDuplicates } from './find-duplicates.js';

// airedesantafe.com.ar, August 2025 (Crux_Sites_Scrapper): two AdSense ad impressions, each a GA4 hit
// (its own `ep.query_id`) and a copy of it. The client and ad ids are replaced.
const PAGE = 'https://www.airedesantafe.com.ar/';
const SHARED =
  'gcd=13l3l3l3l1l1&dma=0&tag_exp=101509157~103116026~103200004&uaa=x86&uab=64&uamb=0&uap=Linux&uapv=5.15.0&uaw=0&frm=0&pscdl=noapi';

const copy = (random: string): string =>
  `https://www.google.com/measurement/conversion/?random=${random}&cv=11&tid=G-EHECZVLDV5&fst=${random}&fmt=6&en=ad_impression&gtm=45je58m1v884233912za200zd884233912xec&${SHARED}&u_w=1280&u_h=720&url=${encodeURIComponent(PAGE)}&gacid=111.222&npa=0&auid=333.444`;

const ga4 = (counter: number, queryId: string): string =>
  `https://analytics.google.com/g/collect?v=2&tid=G-EHECZVLDV5&gtm=45je58m1v884233912za200zd884233912&_p=1756164665956&${SHARED}&npa=0&cid=111.222&ul=en-us&sr=1280x720&_s=${counter}&sid=1756164667&sct=1&seg=0&dl=${encodeURIComponent(PAGE)}&en=ad_impression&_c=1&ep.query_id=${queryId}`;

function decodeAll(urls: readonly string[]): DecodedRequest[] {
  return urls.flatMap((url, index) =>
    decode({ url, method: 'POST', requestId: `r${index + 1}`, tabUrl: PAGE }),
  );
}

const groups = (...urls: string[]): string[] =>
  findDuplicates(decodeAll(urls)).flatMap((result) =>
    result.duplicateGroups.map(
      (group) => `${result.category} ${result.eventName}: ${group.requestIds.join(',')}`,
    ),
  );

describe("Google signals' copies of GA4 events", () => {
  it('decodes the copy as Google signals, with the GA4 event name and measurement ID', () => {
    const [decoded] = decodeAll([copy('1756164669307')]);
    expect(decoded).toMatchObject({ eventName: 'conversion_measurement', accountID: 'G-EHECZVLDV5' });
  });

  it('takes the copies of two ad impressions for two, when their GA4 hits are in the capture', () => {
    expect(
      groups(
        copy('1756164669307'),
        ga4(2, 'CKaWJmPp48DFc9s'),
        copy('1756164669314'),
        ga4(3, 'CML6_5mPp48DFc9'),
      ),
    ).toEqual([]);
  });

  it('still finds the event fired twice, on its GA4 hits', () => {
    const twice = groups(
      copy('1756164669307'),
      ga4(2, 'CKaWJmPp48DFc9s'),
      copy('1756164669314'),
      ga4(3, 'CKaWJmPp48DFc9s'),
    );
    expect(twice).toEqual(['GOOGLEANALYTICS4 ad_impression: r2,r4']);
  });

  it('compares the copies among themselves when the capture holds no GA4 hit of that event', () => {
    expect(groups(copy('1756164669307'), copy('1756164669314'))).toEqual([
      'GOOGLESIGNALS conversion_measurement: r1,r2',
    ]);
    // A GA4 hit of another property, or another event, is not theirs.
    expect(
      groups(
        copy('1756164669307'),
        copy('1756164669314'),
        ga4(2, 'CKaWJmPp48DFc9s').replace('en=ad_impression', 'en=page_view'),
      ),
    ).toEqual(['GOOGLESIGNALS conversion_measurement: r1,r2']);
  });
});
