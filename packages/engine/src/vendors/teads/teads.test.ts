import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

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
