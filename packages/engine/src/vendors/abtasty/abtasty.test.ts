import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('AB Tasty batches', () => {
  const batch = JSON.stringify({
    c: { '696943': '864650' },
    cid: '0123456789abcdef0123456789abcdef',
    vid: 'abcdefgh12345678',
    dl: 'https%3A%2F%2Fwww.example.com%2F',
    pt: 'Home',
    cst: 1634142376974,
    sn: 3,
    h: [
      { qt: 559, t: 'PAGEVIEW' },
      { qt: 12, t: 'EVENT', ec: 'Action Tracking', ea: 'cta_click' },
    ],
    t: 'BATCH',
  });

  it('split a batch into one event per hit, each with the shared fields', () => {
    const events = decode({ url: 'https://ariane.abtasty.com/', method: 'POST', postData: batch });
    expect(events.map((event) => [event.requestId, event.eventName, event.accountID])).toEqual([
      ['r1#1', 'PAGEVIEW', '0123456789abcdef0123456789abcdef'],
      ['r1#2', 'EVENT', '0123456789abcdef0123456789abcdef'],
    ]);
    const fields = (index: number) =>
      Object.fromEntries(
        (events[index]?.parameters ?? []).map((parameter) => [parameter.name, parameter.value]),
      );
    expect(fields(0)).toMatchObject({ t: 'PAGEVIEW', qt: '559', pt: 'Home', 'c.696943': '864650' });
    expect(fields(0)).not.toHaveProperty('ea');
    expect(fields(1)).toMatchObject({
      t: 'EVENT',
      qt: '12',
      ea: 'cta_click',
      pt: 'Home',
      vid: 'abcdefgh12345678',
    });
    const label = events[0]?.parameters.find((parameter) => parameter.name === 'c.696943')?.label;
    expect(label).toBe('Campaign 696943: variation');
  });
});
