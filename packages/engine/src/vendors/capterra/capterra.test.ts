import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Capterra conversion pixel', () => {
  it('reads a pixel without vid as a conversion of no account', () => {
    const [event] = decode({ url: 'https://ct.capterra.com/capterra_tracker.gif?vkey=884c38bc' });
    expect(event?.eventName).toBe('conversion');
    expect(event?.accountID).toBeNull();
  });

  it('raises the drift alarm on another path of the tracker host', () => {
    const codes = decode({ url: 'https://ct.capterra.com/capterra_tracker2.gif?vid=1' }).flatMap((event) =>
      event.findings.map((finding) => finding.code),
    );
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
