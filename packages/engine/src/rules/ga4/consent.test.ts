import { describe, expect, it } from 'vitest';
import { readGcs } from './consent.js';
import { findingsOf, gtagHit, mpEvent, mpRequest, runSession, type RawRequest } from './testing/requests.js';

const ga4 = (gcs: string, event = 'en=page_view') => gtagHit(`${event}&gcs=${gcs}`);
const metaPixel: RawRequest = {
  url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F',
  method: 'GET',
};
const googleAds: RawRequest = {
  url: 'https://www.googleadservices.com/pagead/conversion/123456789/?random=1&gcs=G100&label=Ab&value=0&currency_code=USD',
  method: 'GET',
};
const tiktokScript: RawRequest = {
  url: 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CQ8V4JRC77U1M2N3P4Q0&lib=ttq',
  method: 'GET',
};

const adStorageDenied = (...requests: RawRequest[]) =>
  runSession(...requests).map(({ findings }) =>
    findings.filter((finding) => finding.code === 'AD_STORAGE_DENIED'),
  );

describe('consent mode on GA4 hits', () => {
  it('decodes gcs', () => {
    expect(readGcs('G100')).toEqual({ ad_storage: 'denied', analytics_storage: 'denied' });
    expect(readGcs('G101')).toEqual({ ad_storage: 'denied', analytics_storage: 'granted' });
    expect(readGcs('G1--')).toEqual({ ad_storage: 'not set', analytics_storage: 'not set' });
    expect(readGcs('G2')).toBeNull();
  });

  it.each(['G100', 'G101', 'G110'])('says nothing about a denied type alone (%s)', (gcs) => {
    expect(findingsOf(ga4(gcs))).toEqual([]);
  });

  it('says nothing when everything is granted or consent mode is not used', () => {
    expect(findingsOf(ga4('G111'))).toEqual([]);
    expect(findingsOf(ga4('G1--'))).toEqual([]);
  });

  it('says nothing about denied Measurement Protocol consent alone', () => {
    const findings = findingsOf(
      mpRequest(mpEvent('x', {}, { consent: { ad_user_data: 'DENIED', ad_personalization: 'GRANTED' } })),
    );
    expect(findings).toEqual([]);
  });
});

describe('ad pixels while ad storage is denied', () => {
  it('is a suggestion on the GA4 hit that said so, naming the pixels', () => {
    const [onGa4, onPixel] = adStorageDenied(ga4('G100'), metaPixel);
    expect(onGa4).toMatchObject([{ severity: 'warning', fieldPath: 'gcs', parameter: 'ad_storage' }]);
    expect(onGa4?.[0]?.message).toContain('r2');
    expect(onPixel).toMatchObject([
      { severity: 'warning', code: 'AD_STORAGE_DENIED', received: 'fired after r1 (gcs=G100)' },
    ]);
  });

  it('ends when a later hit grants ad storage', () => {
    expect(adStorageDenied(ga4('G100'), ga4('G111'), metaPixel).flat()).toEqual([]);
  });

  it('ignores pixels before any GA4 hit, script loads, and Google Ads (it reads consent mode itself)', () => {
    expect(adStorageDenied(metaPixel, ga4('G100'), tiktokScript, googleAds).flat()).toEqual([]);
  });

  it('attributes each pixel to the latest GA4 hit only', () => {
    const counts = adStorageDenied(ga4('G100'), ga4('G101'), metaPixel, metaPixel).map((list) => list.length);
    expect(counts).toEqual([0, 1, 1, 1]);
  });
});
