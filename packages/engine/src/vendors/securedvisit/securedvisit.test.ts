import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('SecuredVisit', () => {
  it('finds one page view sent twice, whatever its send time', () => {
    const home = 'page-view-home.json';
    expect(fixtureDuplicateGroups(import.meta.dirname, home, home)).toEqual(['page_view: r1,r2']);
  });

  it('reports capture data that is not JSON, and keeps the call', () => {
    const [event] = decode({
      url: 'https://track.securedvisit.com/citecapture/?cc_event=login&sv_cid=3981_04247&cc_data=%7Bbroken',
    });
    expect(event?.eventName).toBe('login');
    expect(event?.findings.map((finding) => finding.code)).toEqual(['VALUE_INVALID']);
  });

  it('names a capture call without an event after the endpoint', () => {
    const [event] = decode({ url: 'https://track.securedvisit.com/citecapture/?sv_cid=3981_04247' });
    expect([event?.eventName, event?.accountID]).toEqual(['cite_capture', '3981_04247']);
  });
});
