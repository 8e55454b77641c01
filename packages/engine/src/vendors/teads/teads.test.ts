import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

function findingCodes(url: string, method = 'GET'): string[] {
  const events = decode({ url, method });
  expect(events).toHaveLength(1);
  expect(events[0]?.category).toBeNull();
  return events[0]?.findings.map((finding) => finding.code) ?? [];
}

describe('teads body', () => {
  it('reads fields from a POST body over the query', () => {
    const [event] = decode({
      url: 'https://t.teads.tv/track?env=js',
      method: 'POST',
      postData: JSON.stringify({
        action: 'conversion',
        buyer_pixel_id: 13794,
        conversion_type: 'AddToCart',
        price: 29.9,
      }),
    });
    expect(event?.category).toBe('TEADS');
    expect(event?.eventName).toBe('conversion');
    expect(event?.accountID).toBe('13794');
    expect(event?.parameters.find((param) => param.name === 'price')?.value).toBe('29.9');
  });

  it('reports a broken JSON body instead of throwing', () => {
    const [event] = decode({
      url: 'https://t.teads.tv/track?action=page&buyer_pixel_id=9922',
      method: 'POST',
      postData: '{"action":',
    });
    expect(event?.eventName).toBe('page');
    expect(event?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_JSON']);
  });
});

describe('teads ad serving and the drift alarm', () => {
  it('leaves the ad format tracking on t.teads.tv without a drift alarm (real terra.com calls)', () => {
    for (const action of ['placementCall', 'slotAvailable']) {
      const url = `https://t.teads.tv/track?action=${action}&env=js-web&pageId=122848&pid=133434&su_int=classic&fv=1482&ts=1756163219366&f=1`;
      expect(findingCodes(url)).toEqual(['REQUEST_UNRECOGNISED']);
    }
  });

  it('leaves the ad-serving calls of a.teads.tv unrecognised, without a drift alarm', () => {
    expect(findingCodes('https://a.teads.tv/hb/bid-request', 'POST')).toEqual(['REQUEST_UNRECOGNISED']);
    expect(findingCodes('https://a.teads.tv/page/188158/tag')).toEqual(['REQUEST_UNRECOGNISED']);
    expect(findingCodes('https://a.teads.tv/static/master/media/format/v3/teads-format.min.js')).toEqual([
      'REQUEST_UNRECOGNISED',
    ]);
  });

  it('names Teads for a /track call that is neither the pixel nor the ad format, and another at.teads.tv path', () => {
    expect(findingCodes('https://t.teads.tv/track?action=page&env=js')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
    expect(findingCodes('https://at.teads.tv/fpc2?analytics_tag_id=PUB_27698')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
  });

  it('still reads a pixel hit that also carries a placement id', () => {
    const [event] = decode({
      url: 'https://t.teads.tv/track?action=page&tag_version=5.0.2&pid=1&buyer_pixel_id=9922',
    });
    expect(event?.category).toBe('TEADS');
    expect(event?.accountID).toBe('9922');
  });
});
