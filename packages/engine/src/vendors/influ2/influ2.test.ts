import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('tracker calls', () => {
  it('reads another /p/<call>/ as a tracking call, its path part shown as call', () => {
    const [event] = decode({ url: 'https://t.influ2.com/p/vt/?clid=62c7557e-d1e3-40fb-93c4-d7c306706e53' });
    expect(event?.category).toBe('INFLU2');
    expect(event?.eventName).toBe('tracking_call');
    expect(event?.accountID).toBe('62c7557e-d1e3-40fb-93c4-d7c306706e53');
    expect(event?.parameters.find((param) => param.name === 'call')?.value).toBe('vt');
  });

  it('raises the drift alarm for an unknown path on the tracker host, not for the company site', () => {
    const findingsOf = (url: string) =>
      decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));
    expect(findingsOf('https://t.influ2.com/target_info?clid=1')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
    expect(findingsOf('https://www.influ2.com/pricing')).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});
