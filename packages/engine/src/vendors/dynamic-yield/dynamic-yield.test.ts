import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { vendorByCode } from '../lookup.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Dynamic Yield', () => {
  it('is found by the DYNAMICYIELD alias', () => {
    expect(vendorByCode('DYNAMICYIELD')?.code).toBe('DY');
  });

  it.each([
    ['https://px.dynamicyield.com/id?cnst=1&sec=8765432&uid=1', 'identify'],
    ['https://px-eu.dynamicyield.com/ac/?cnst=1&sec=8765432', 'variation_click'],
  ])('names a hit without name or t after its endpoint: %s', (url, eventName) => {
    const [event] = decode({ url });
    expect([event?.category, event?.eventName, event?.accountID]).toEqual(['DY', eventName, '8765432']);
  });

  it('keeps a page context that is not JSON as it is', () => {
    const [event] = decode({
      url: 'https://async-px.dynamicyield.com/uia?cnst=1',
      postData: 'se=8765432&ctx=%7Bbroken',
    });
    expect(event?.parameters.filter((param) => param.name.startsWith('ctx'))).toEqual([
      { name: 'ctx', label: 'Page context', group: 'most_used', value: '{broken' },
    ]);
  });
});
