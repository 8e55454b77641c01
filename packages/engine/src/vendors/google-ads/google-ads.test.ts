import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import {
  isGoogleSearchDomain,
  readAdsPath,
  readGatewayPath,
  readInterestGroupPath,
  readScriptPath,
} from './ads-path.js';
import { decodeEventData } from './google-ads.js';

describeVendorFixtures(import.meta.dirname);

describe('readAdsPath', () => {
  it.each([
    ['/pagead/conversion/123456789/', 'conversion', '123456789'],
    ['/pagead/conversion/123456789', 'conversion', '123456789'],
    ['/pagead/viewthroughconversion/AW-987654321/', 'viewthroughconversion', '987654321'],
    ['/pagead/1p-conversion/555/', '1p-conversion', '555'],
    ['/pagead/1p-user-list/123/', '1p-user-list', '123'],
    ['/ccm/conversion/123/', 'ccm-conversion', '123'],
    ['/rmkt/collect/123/', 'rmkt', '123'],
    ['/ccm/form-data/123', 'form-data', '123'],
    ['/pagead/form-data/123', 'form-data', '123'],
    ['/ccm/collect', 'ccm-collect', ''],
    ['/pagead/privacysandbox/conversion/978475095/', 'privacy-sandbox', '978475095'],
    ['/pagead/privacysandbox/conversion/978475095', 'privacy-sandbox', '978475095'],
  ])('reads %s', (path, kind, conversionId) => {
    expect(readAdsPath(path)).toEqual({ kind, conversionId });
  });

  it.each([
    '/pagead/conversion_async.js',
    '/pagead/conversion/',
    '/pagead/conversion/abc/',
    '/pagead/conversion/123/extra',
    '/x/pagead/conversion/123/',
    '/ccm/conversion/123/extra',
    '/rmkt/collect/',
    '/pagead/privacysandbox/conversion/',
    '/pagead/privacysandbox/conversion/123/extra',
    '/pagead/privacysandbox/topics/123/',
  ])('rejects %s', (path) => {
    expect(readAdsPath(path)).toBeNull();
  });

  it('stays linear on a very long path', () => {
    expect(readAdsPath(`/pagead/conversion/${'1'.repeat(200_000)}/`)?.conversionId).toHaveLength(200_000);
  });
});

describe('readScriptPath', () => {
  it.each(['/pagead/conversion_async.js', '/pagead/conversion.js'])('reads %s as the tag script', (path) => {
    expect(readScriptPath(path)).toEqual({ kind: 'script', conversionId: '' });
  });

  it.each(['/pagead/conversion/123/', '/pagead/conversion_async.js/', '/x/pagead/conversion.js'])(
    'rejects %s',
    (path) => {
      expect(readScriptPath(path)).toBeNull();
    },
  );
});

describe('readGatewayPath', () => {
  it('reads a conversion mirror under a gateway folder', () => {
    expect(readGatewayPath('/4vu8/as/d/ccm/conversion/11252321380/')).toEqual({
      kind: 'ccm-conversion',
      conversionId: '11252321380',
    });
  });

  it.each([
    '/ccm/conversion/123/',
    '/a//ccm/conversion/123/',
    '/a/ccm/conversion/x1/',
    '/a/ccm/collect/123/',
  ])('rejects %s', (path) => {
    expect(readGatewayPath(path)).toBeNull();
  });
});

describe('readInterestGroupPath', () => {
  it.each([
    ['/td/rul/797629828', '797629828'],
    ['/td/rul/797629828/', '797629828'],
    ['/td/rul/AW-797629828', '797629828'],
  ])('reads %s', (path, conversionId) => {
    expect(readInterestGroupPath(path)).toEqual({ kind: 'interest-group', conversionId });
  });

  it.each(['/td/ga/rul', '/td/rul/', '/td/rul/abc', '/td/rul/123/extra', '/x/td/rul/123', '/td/rul'])(
    'rejects %s',
    (path) => {
      expect(readInterestGroupPath(path)).toBeNull();
    },
  );
});

describe('td.doubleclick.net and the drift alarm', () => {
  // Google Ads lists no tracking hosts (nor do GA4 on doubleclick.net, Floodlight or Ad Manager), so an
  // unknown td.doubleclick.net path is merely unrecognised (GA4's td/ga/rul is Google signals').
  it.each(['https://td.doubleclick.net/td/xyz/797629828?random=1'])(
    'leaves %s unrecognised, without naming Google Ads',
    (url) => {
      const events = decode({ url });
      expect(events).toHaveLength(1);
      expect(events[0]?.category).toBeNull();
      expect(events[0]?.findings.map((finding) => finding.code)).toEqual(['REQUEST_UNRECOGNISED']);
    },
  );

  it("names GA4's td/ga/rul Google signals' interest group, not Google Ads'", () => {
    const [event] = decode({
      url: 'https://td.doubleclick.net/td/ga/rul?tid=G-DWCCJLKX3X&gacid=630497429.1745056393&fledge=1',
    });
    expect([event?.category, event?.eventName, event?.accountID]).toEqual([
      'GOOGLESIGNALS',
      'interest_group',
      'G-DWCCJLKX3X',
    ]);
  });
});

describe('isGoogleSearchDomain', () => {
  it.each(['google.com', 'www.google.com', 'www.google.de', 'www.google.co.uk', 'google.com.au'])(
    'accepts %s',
    (host) => {
      expect(isGoogleSearchDomain(host)).toBe(true);
    },
  );
  it.each([
    'www.google.com.evil.example',
    'google.evil',
    'notgoogle.com',
    'www.google.co.evil',
    'www.google',
  ])('rejects %s', (host) => {
    expect(isGoogleSearchDomain(host)).toBe(false);
  });
});

describe('decodeEventData', () => {
  it('splits ;-separated pairs and skips entries without a name', () => {
    expect(decodeEventData('event=purchase;value=1.5;;=x;flag')).toEqual([
      { name: 'data.event', value: 'purchase' },
      { name: 'data.value', value: '1.5' },
    ]);
  });
});

describe('the conversion linker landing-page ping', () => {
  // Built the way gtag.js builds it after an ad click with ad_storage granted (no capture at hand).
  const query =
    'gcs=G111&rnd=1234567890.1700000000&url=https%3A%2F%2Fshop.example%2F&gclid=Cj0Test&gtm=45be3a10';

  it('is landing_page on www.google.com and pagead2.googlesyndication.com, with no account', () => {
    for (const host of ['www.google.com', 'pagead2.googlesyndication.com']) {
      const events = decode({ url: `https://${host}/pagead/landing?${query}`, method: 'GET' });
      expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
        ['GOOGLEADS', 'landing_page', null],
      ]);
    }
  });

  it('is not recognised on the Google Ads hosts gtag.js never sends it to', () => {
    for (const host of ['www.googleadservices.com', 'googleads.g.doubleclick.net', 'www.google.de']) {
      expect(decode({ url: `https://${host}/pagead/landing?${query}` })[0]?.category).not.toBe('GOOGLEADS');
    }
  });
});

describe('a conversion-like event without a conversion label', () => {
  const hit = (path: string, query: string) =>
    decode({ url: `https://googleads.g.doubleclick.net${path}?random=1&${query}` })[0];
  const codes = (path: string, query: string) => hit(path, query)?.findings.map((finding) => finding.code);

  it('says it is a remarketing event that records no conversion', () => {
    const event = hit('/pagead/viewthroughconversion/11049623621/', 'data=event%3Dpurchase%3Bvalue%3D10');
    expect(event?.eventName).toBe('purchase');
    const finding = event?.findings.find((found) => found.code === 'ADS_CONVERSION_LABEL_MISSING');
    expect(finding).toMatchObject({ severity: 'info', parameter: 'label', received: 'no label' });
    expect(finding?.message).toContain("send_to 'AW-11049623621/<label>'");
    expect(codes('/pagead/conversion/11049623621/', 'en=sign_up')).toContain('ADS_CONVERSION_LABEL_MISSING');
  });

  it('says nothing of a labelled conversion, a page view or another event', () => {
    for (const [path, query] of [
      ['/pagead/viewthroughconversion/11049623621/', 'label=AbC-dEf&data=event%3Dpurchase'],
      ['/pagead/viewthroughconversion/11049623621/', 'data=event%3Dgtag.config'],
      ['/pagead/viewthroughconversion/11049623621/', 'data=event%3Dview_item'],
      ['/pagead/conversion/11049623621/', ''],
    ] as const)
      expect(codes(path, query)).not.toContain('ADS_CONVERSION_LABEL_MISSING');
  });
});

describe('a purchase conversion without a transaction id', () => {
  // As a real shop's home page sent it (coppel.com.ar, 2025): a labelled purchase, value 0, no oid.
  const conversion = (query: string) =>
    decode({
      url: `https://www.googleadservices.com/pagead/conversion/11402207642/?random=1&label=VFb4CLLjvoobEJrD_7wq&en=purchase&url=https%3A%2F%2Fwww.coppel.com.ar%2F&${query}`,
    })[0];
  const finding = (query: string) =>
    conversion(query)?.findings.find((found) => found.code === 'ADS_TRANSACTION_ID_MISSING');

  it('warns that every reload counts it again', () => {
    const order = finding('value=59.80&currency_code=ARS');
    expect(order).toMatchObject({ severity: 'warning', fieldPath: 'oid', received: 'no oid' });
    expect(order?.message).toContain('AW-11402207642/VFb4CLLjvoobEJrD_7wq, value 59.80');
    expect(order?.message).toContain('every reload of the page or return to it counts the purchase again');
    expect(finding('value=12')).toBeDefined();
    expect(finding('data=event%3Dpurchase%3Bvalue%3D12.5')).toBeDefined();
  });

  it('says nothing of a conversion worth nothing: Google names page-view conversions purchase too', () => {
    // coppel.com.ar's and cronista.com's home pages (August 2025), as 19 other home pages sent theirs.
    expect(finding('value=0&bttype=purchase')).toBeUndefined();
    expect(finding('value=0&currency_code=ARS&bttype=purchase')).toBeUndefined();
    expect(finding('')).toBeUndefined();
    expect(finding('value=abc')).toBeUndefined();
  });

  it('says nothing when the order id is sent, or of other events and unlabelled hits', () => {
    expect(finding('value=59.80&oid=A-1001')).toBeUndefined();
    expect(finding('value=59.80&data=event%3Dpurchase%3Btransaction_id%3DA-1001')).toBeUndefined();
    const codesOf = (url: string) => decode({ url })[0]?.findings.map((found) => found.code) ?? [];
    expect(
      codesOf('https://www.googleadservices.com/pagead/conversion/1/?label=x&en=sign_up&value=0'),
    ).not.toContain('ADS_TRANSACTION_ID_MISSING');
    expect(
      codesOf('https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/?en=purchase'),
    ).toEqual(['ADS_CONVERSION_LABEL_MISSING']);
  });
});
