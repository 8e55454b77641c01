import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Wix platform analytics', () => {
  it('reads each entry of a batch body as its own event, with the shared fields', () => {
    const body = JSON.stringify({
      dt: 10,
      e: [
        { dt: 1, f: { src: 72, evid: 21 } },
        { dt: 5, f: { src: 72, evid: 22, name: 'init' } },
      ],
      g: { _msid: 'site-1', vsi: 'v-1' },
    });
    const events = decode({ url: 'https://frog.wix.com/bolt-performance', method: 'POST', postData: body });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['bolt_performance_21', 'site-1'],
      ['bolt_performance_22', 'site-1'],
    ]);
  });

  it('reports a body that is not JSON', () => {
    const events = decode({
      url: 'https://frog.wix.com/bpm?src=72&evid=505',
      method: 'POST',
      postData: '{"evid":',
    });
    expect(events[0]?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_JSON']);
  });

  it('counts the form events around one submission as several events, not duplicates', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'form-builder-900.json',
        'form-builder-901.json',
        'bolt-performance-24.json',
        'bolt-performance-25.json',
      ),
    ).toEqual([]);
  });

  it('still finds one Lead sent twice', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'pa-lead.json', 'pa-lead.json')).toEqual([
      'Lead: r1,r2',
    ]);
  });
});
