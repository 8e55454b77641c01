import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

function findingCodes(request: { url: string; method?: string; postData?: string }): string[] {
  const events = decode(request);
  expect(events).toHaveLength(1);
  expect(events[0]?.category).toBeNull();
  return events[0]?.findings.map((finding) => finding.code) ?? [];
}

describe('Drift and the drift alarm', () => {
  it('names Drift for an unknown endpoint on its event API', () => {
    const codes = findingCodes({
      url: 'https://event.api.drift.com/track/v2',
      method: 'POST',
      postData: '{"orgId":113673,"event":"Page"}',
    });
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });

  // The widget's bootstrap, targeting and monitoring calls are not hits, and not on a tracking host.
  it.each([
    'https://metrics.api.drift.com/monitoring/metrics/event3/bulk',
    'https://targeting.api.drift.com/impressions/widget',
    'https://targeting.api.drift.com/targeting/evaluate_with_log',
    'https://bootstrap.driftapi.com/widget_bootstrap/ping/v2',
  ])('leaves %s merely unrecognised', (url) => {
    expect(findingCodes({ url, method: 'POST' })).toEqual(['REQUEST_UNRECOGNISED']);
  });

  it('reports a /track body that is not JSON', () => {
    const events = decode({
      url: 'https://event.api.drift.com/track',
      method: 'POST',
      postData: 'event=Page',
    });
    expect(events[0]?.category).toBe('DRIFT');
    expect(events[0]?.eventName).toBe('track');
    expect(events[0]?.findings.map((finding) => finding.code)).toContain('BODY_NOT_JSON');
  });
});
