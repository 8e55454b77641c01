import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('ZoomInfo collect call', () => {
  it('reports a body that is not JSON, without an account', () => {
    const [event] = decode({ url: 'https://ws.zoominfo.com/pixel/collect', method: 'POST', postData: 'x=1' });
    expect(event?.eventName).toBe('websights_collect');
    expect(event?.accountID).toBeNull();
    expect(event?.findings.map((finding) => finding.code)).toContain('BODY_NOT_JSON');
  });
});
