import { describe, expect, it } from 'vitest';
import { importCapture } from '../../capture/import-file.js';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('a gtag DC- hit on ade.googlesyndication.com and its dc_pre follow-up', () => {
  // Real entries of a masterofmalt.com capture (2024): the hit answers 302 with the follow-up's address.
  const hit =
    'https://ade.googlesyndication.com/ddm/activity/src=8880120;type=count0;cat=affil0;ord=7172290074649;npa=1;' +
    'gtm=45fe46a0z872165157za201zb72165157;gcs=G100;gcd=13q3q3q3q5;dma_cps=-;dma=0;tag_exp=0;epver=2;' +
    '~oref=https%3A%2F%2Fwww.masterofmalt.com%2Frum%2Fableforths%2Frumbullion-rum%2F?';
  const followUp = hit.replace('src=8880120;', 'src=8880120;dc_pre=COuau4HM1YYDFYdEwgUd-wwDJQ;');

  it('imports as one Floodlight hit carrying the follow-up click id, not as two hits', () => {
    const entry = (url: string, status: number, redirectURL: string) => ({
      _resourceType: 'image',
      request: { method: 'GET', url },
      response: { status, redirectURL },
    });
    const result = importCapture(
      JSON.stringify({ log: { entries: [entry(hit, 302, followUp), entry(followUp, 200, '')] } }),
    );
    expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([hit]);
    expect(result.redirects).toBe(1);
    expect(result.requests[0]?.requestMetadata.redirectQueryParams).toContain(
      'dc_pre=COuau4HM1YYDFYdEwgUd-wwDJQ',
    );
    const events = decode({ url: hit });
    expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['FLOODLIGHT', 'affil0', 'DC-8880120'],
    ]);
  });
});
