import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('the Optimize container on www.google-analytics.com and the drift alarm', () => {
  it('reads the container the analytics.js plugin loads as Optimize, with no Google Analytics 4 drift alarm', () => {
    // Real loads (izettle.com 2019, expressen.se 2018, almundo.com.ar 2025) once named "a Google Analytics 4 host, but not an
    // endpoint Tagproof knows".
    for (const url of [
      'https://www.google-analytics.com/gtm/js?id=GTM-5SX6G6B&cid=1051722398.1568465140',
      'https://www.google-analytics.com/gtm/js?id=GTM-5SX6G6B&cid=1051722398.1568465140&gac=_gaexp%3DGAX1.2.i56X8jLxSgugMFuQcjlEuw.18237.0',
      'https://www.google-analytics.com/gtm/js?id=GTM-KB2RZM5&cid=1635221331.1515916349',
      // The Optimize snippet's container (almundo.com.ar 2025, stray quotes as sent).
      'https://www.google-analytics.com/gtm/optimize.js?id=UA-69569737-1%27',
      'https://www.google-analytics.com/gtm/optimize.js?id=GTM-KDHQXBW%27',
    ]) {
      const events = decode({ url });
      expect(
        events.map((event) => [event.category, event.eventName]),
        url,
      ).toEqual([['GOOGLEOPTIMIZE', 'library_load']]);
      expect(
        events[0]?.findings.map((finding) => finding.code),
        url,
      ).toEqual([]);
    }
  });

  it('leaves other unknown paths of that host to the Google Analytics 4 drift alarm', () => {
    const events = decode({ url: 'https://www.google-analytics.com/gtm/optimize.json?id=GTM-5SX6G6B' });
    expect(events[0]?.category).toBeNull();
    expect(events[0]?.findings.map((finding) => finding.code)).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
