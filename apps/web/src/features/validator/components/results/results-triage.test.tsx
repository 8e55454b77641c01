// @vitest-environment happy-dom
import { validate } from '@tagproof/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValidationData } from '../../../../lib/validation-types';
import { buttonByText, cleanup, click, render } from '../../../../testing/render';
import { showResults } from '../../testing/sample-result';
import { ResultsView } from './results-view';

const GA4 =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F';
const META =
  'https://www.facebook.com/tr/?id=1234567890123456&ev=Purchase&dl=https%3A%2F%2Fshop.example.com%2F';
const META_PURCHASE = `${META}&cd[currency]=EUR&cd[value]=10&cd[content_ids]=%5B%22A%22%5D&cd[content_type]=product&cd[num_items]=1&cd[content_name]=Shirt&cd[content_category]=Shirts`;

/** A capture with unrecognised requests, a purchase with an error, a batched hit and a near-duplicate. */
function triageResult(): ValidationData {
  const requests = [
    { requestId: 'api-1', url: 'https://shop.example.com/api/cart?session=1', timestamp: 1 },
    { requestId: 'api-2', url: 'https://shop.example.com/api/cart?session=2', timestamp: 2 },
    {
      requestId: 'cdn',
      url: `https://cdn.example.net/${'very-long-path-segment/'.repeat(12)}pixel.gif`,
      timestamp: 3,
    },
    { requestId: 'bad', url: `${GA4}&en=purchase&epn.value=abc`, timestamp: 4 },
    { requestId: 'batch', url: GA4, method: 'POST', postData: 'en=page_view\r\nen=view_item', timestamp: 5 },
    { requestId: 'buy-1', url: META_PURCHASE, timestamp: 6 },
    { requestId: 'buy-2', url: `${META_PURCHASE}&cd[coupon]=SAVE`, timestamp: 7 },
  ];
  const response = validate({ requests });
  if (!response.data) throw new Error(String(response.error));
  return response.data as ValidationData;
}

const section = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`section#${id}`);

afterEach(cleanup);

describe('the results page on a real-world mix', () => {
  it('keeps unrecognised requests out of Requests with errors, in one collapsed host/path group', async () => {
    showResults(triageResult());
    const { container } = await render(<ResultsView />);
    const errors = section(container, 'validation-results')!;
    expect(errors.querySelectorAll('[data-request-id="api-1"], [data-request-id="cdn"]')).toHaveLength(0);
    expect(errors.textContent).not.toContain('Unrecognised request');
    const group = section(container, 'unrecognised-requests')!;
    expect(group.querySelector('h2')?.textContent).toContain('Unrecognised requests(3)');
    const toggle = buttonByText(group, 'Show 2 hosts');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    const hosts = group.querySelector('ul[aria-label="Hosts of unrecognised requests"]')!;
    expect(hosts.textContent).toContain('shop.example.com2/api/cart2');
    expect(hosts.textContent).toContain('cdn.example.net1');
  });

  it('calls a 90–99 % match a possible duplicate and shows the parameter that differs', async () => {
    showResults(triageResult());
    const { container } = await render(<ResultsView />);
    const duplicates = section(container, 'duplicated-results')!.querySelector('article')!;
    expect(duplicates.textContent).toContain('Possible duplicate');
    expect(duplicates.textContent).not.toContain('Accidental');
    expect(duplicates.textContent).toContain('Parameters that differ (1)');
    expect(duplicates.textContent).toContain('cd[coupon]');
    expect(duplicates.textContent).toContain('Purchase 1: not sent');
    expect(duplicates.textContent).toContain('Purchase 2: SAVE');
  });

  it('says which tags sent an exact repeat whose copies differ only in their marks (a GA4 page_view)', async () => {
    // www.ambito.com (2025): one page load's page_view from the Google tag's config, then from a GTM event.
    const pageView = (extra: string) =>
      `https://analytics.google.com/g/collect?v=2&tid=G-R2YG5ZTEZ7&_p=1756163758969&cid=266469766.1756163760&sid=1756163760&dl=https%3A%2F%2Fwww.ambito.com%2F&en=page_view${extra}`;
    const response = validate({
      requests: [
        { requestId: 'r63', url: pageView('&_gaz=1&_s=1'), timestamp: 1 },
        { requestId: 'r67', url: pageView('&_eu=AAACAAQ&_s=3'), timestamp: 2 },
      ],
    });
    if (!response.data) throw new Error(String(response.error));
    showResults(response.data);
    const { container } = await render(<ResultsView />);
    const duplicates = section(container, 'duplicated-results')!.querySelector('article')!;
    expect(duplicates.textContent).toContain('Exact repeat of 2 requests');
    expect(duplicates.textContent).toContain("only the tags' own marks differ (2)");
    expect(duplicates.textContent).toContain('page_view 2: AAACAAQ');
    expect(duplicates.textContent).not.toContain('Parameters that differ');
  });

  it('masks personal data in the values that differ', async () => {
    const response = validate({
      requests: [
        { requestId: 'buy-1', url: META_PURCHASE, timestamp: 6 },
        { requestId: 'buy-2', url: `${META_PURCHASE}&cd[coupon]=jane.doe%40example.com`, timestamp: 7 },
      ],
    });
    if (!response.data) throw new Error(String(response.error));
    showResults(response.data);
    const { container } = await render(<ResultsView />);
    const duplicates = section(container, 'duplicated-results')!.querySelector('article')!;
    expect(duplicates.textContent).toContain('Purchase 2: j***@example.com');
    expect(duplicates.textContent).not.toContain('jane.doe');
  });

  it('explains the counts: captured requests, events and batched hits split', async () => {
    showResults(triageResult());
    const { container } = await render(<ResultsView />);
    expect(container.textContent).toContain('7 captured requests → 8 events (1 batched hit split)');
    const total = section(container, 'summary-report')!.querySelector('button')!;
    expect(total.textContent).toBe('8Total Requestsevents from 7 captured requests (1 batched hit split)');
  });
});
