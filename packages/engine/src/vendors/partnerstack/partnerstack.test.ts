import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const KEY = 'pk_BntOCdi156BS0syKkTE4XezLhvMIjQ23';

describe('PartnerStack calls on the link domains', () => {
  it('reads another keyed call of a link domain as a lookup, the call shown', () => {
    const [event] = decode({ url: `https://grsm.io/pr/gpk/${KEY}` });
    expect(event?.category).toBe('PARTNERSTACK');
    expect(event?.eventName).toBe('referral_lookup');
    expect(event?.accountID).toBe(KEY);
    expect(event?.parameters.find((param) => param.name === 'call')?.value).toBe('gpk');
  });

  it("recognises a company's own subdomain of a link domain", () => {
    const [event] = decode({ url: `https://acme.partnerlinks.io/pr/grc/${KEY}` });
    expect(event?.category).toBe('PARTNERSTACK');
  });

  it('raises the drift alarm on an unknown /pr/ path, not on a partner link', () => {
    const findingsOf = (url: string) =>
      decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));
    expect(findingsOf('https://grsm.io/pr/signup')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
    expect(findingsOf('https://acme.partnerlinks.io/a1b2c3d4e5f6')).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});
