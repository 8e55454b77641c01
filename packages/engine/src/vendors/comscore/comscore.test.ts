import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Comscore hidden events', () => {
  const eventOf = (url: string) => decode({ url, method: 'GET' })[0]?.eventName;

  it('names a hidden hit hidden_event, never after its page name, and lets a streaming event win', () => {
    const beacon = 'https://sb.scorecardresearch.com/p?c1=2&c2=123456789&ns_type=hidden&name=home.page';
    expect(eventOf(beacon)).toBe('hidden_event');
    expect(eventOf(`${beacon}&ns_st_ev=play`)).toBe('play');
    const analytix = 'http://sa.bbc.co.uk/bbc/bbc/s?name=home.page&ns_type=hidden&ns__t=1464499428866';
    expect(eventOf(analytix)).toBe('hidden_event');
    expect(eventOf(analytix.replace('ns_type=hidden', 'ns_type=view'))).toBe('page_view');
  });
});
