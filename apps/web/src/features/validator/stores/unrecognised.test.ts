import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './request-rows';
import { bySeverityThenTime, hostAndPath, unrecognisedHosts } from './unrecognised';

describe('unrecognised requests', () => {
  it('are grouped by host and path with counts, most requests first', () => {
    const response = validate({
      requests: [
        { requestId: '1', url: 'https://shop.example.com/api/cart?x=1' },
        { requestId: '2', url: 'https://shop.example.com/api/cart?x=2' },
        { requestId: '3', url: 'https://shop.example.com/api/user' },
        { requestId: '4', url: 'https://cdn.example.net/pixel.gif' },
        { requestId: '5', url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView' },
      ],
    });
    expect(unrecognisedHosts(rowsOf(response.data!))).toEqual([
      {
        host: 'shop.example.com',
        count: 3,
        paths: [
          { host: 'shop.example.com', path: '/api/cart', count: 2 },
          { host: 'shop.example.com', path: '/api/user', count: 1 },
        ],
      },
      {
        host: 'cdn.example.net',
        count: 1,
        paths: [{ host: 'cdn.example.net', path: '/pixel.gif', count: 1 }],
      },
    ]);
  });

  it('keep a URL that does not parse whole, as the host', () => {
    expect(hostAndPath('not a url')).toEqual({ host: 'not a url', path: '' });
  });

  it('order requests with errors before those with suggestions only, then by time', () => {
    const response = validate({
      requests: [
        {
          requestId: 'late-error',
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=purchase&epn.value=abc',
          timestamp: 3,
        },
        {
          requestId: 'early-suggestion',
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=page_view',
          timestamp: 1,
        },
        {
          requestId: 'early-error',
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=purchase&epn.value=xyz',
          timestamp: 2,
        },
      ],
    });
    const rows = rowsOf(response.data!).filter((row) => row.errors > 0 || row.suggestions > 0);
    const order = [...rows].sort(bySeverityThenTime).map((row) => `${row.id}:${row.errors > 0 ? 'E' : 'S'}`);
    const firstSuggestion = order.findIndex((entry) => entry.endsWith(':S'));
    expect(order.slice(0, 2)).toEqual(['early-error:E', 'late-error:E']);
    expect(firstSuggestion === -1 || firstSuggestion >= 2).toBe(true);
  });
});
