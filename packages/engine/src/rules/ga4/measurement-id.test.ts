import { describe, expect, it } from 'vitest';
import { errorsOf, findingsOf, gtagHit, mpEvent, mpRequest } from './testing/requests.js';

const tidErrors = (tid: string) =>
  errorsOf(findingsOf(gtagHit(`tid=${tid}&en=page_view`))).filter((finding) => finding.fieldPath === 'tid');

describe('GA4 measurement ID', () => {
  it.each([
    ['undefined', 'not a measurement ID'],
    ['', 'is empty'],
    ['%7B%7BGA4%20ID%7D%7D', 'not a measurement ID'],
    ['G-XXXXXXXXXX', "the documentation's placeholder"],
  ])('%j reaches no data stream: an error', (tid, said) => {
    const [finding, ...others] = tidErrors(tid);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      code: 'VALUE_INVALID',
      severity: 'error',
      parameter: 'measurement ID',
      source: 'GA4 measurement ID',
    });
    expect(finding?.message).toContain(said);
    expect(finding?.message).toContain('GA4 records it nowhere');
  });

  it('accepts any G- ID, short or long, and leaves the Measurement Protocol alone', () => {
    for (const tid of ['G-52808TQ3MP', 'G-ABC123', 'G-1A2B3C4D5E6F']) expect(tidErrors(tid)).toEqual([]);
    const mp = findingsOf(mpRequest(mpEvent('page_view', {})));
    expect(mp.filter((finding) => finding.fieldPath === 'tid')).toEqual([]);
  });
});
