import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { countsPhrase, eventCounts } from './event-counts';

const GA4 =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F';

describe('event counts', () => {
  it('count a batched hit once as captured and once per event, and say so', () => {
    const response = validate({
      requests: [
        { requestId: 'a', url: `${GA4}&en=page_view` },
        {
          requestId: 'b',
          url: GA4,
          method: 'POST',
          postData: 'en=scroll&epn.percent_scrolled=90\r\nen=click\r\nen=view_item',
        },
        {
          requestId: 'c',
          url: GA4,
          method: 'POST',
          postData: 'en=scroll&epn.percent_scrolled=50\r\nen=click',
        },
      ],
    });
    const counts = eventCounts(response.data!);
    expect(counts).toEqual({ captured: 3, events: 6, split: 2 });
    expect(countsPhrase(counts)).toBe('3 captured requests → 6 events (2 batched hits split)');
  });

  it('say only "N requests" when nothing was split', () => {
    const response = validate({ requests: [{ requestId: 'a', url: `${GA4}&en=page_view` }] });
    expect(countsPhrase(eventCounts(response.data!))).toBe('1 request');
    expect(countsPhrase(eventCounts(null))).toBe('0 requests');
  });
});
