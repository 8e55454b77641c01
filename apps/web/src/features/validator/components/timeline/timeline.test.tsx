// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonByText, cleanup, click, render, wait } from '../../../../testing/render';
import { rowsOf, type RequestRow } from '../../stores/request-rows';
import { setResultsViewMode, VIEW_MODE_KEY } from '../../stores/results-view-mode';
import { validatorStore } from '../../stores/validator-instance';
import { sampleResult, showResults } from '../../testing/sample-result';
import { ResultsView } from '../results/results-view';
import { goToSection } from '../toolbar/page-links-menu';
import { formatOffset, timelinePages } from './timeline-pages';

const { data, requests } = sampleResult();
const rows = rowsOf(data);
const START = 1_731_923_852_000;

/** The sample rows plus a second page: a navigation to /cart and a hit on it, and a hit without navigation. */
function twoPages(): RequestRow[] {
  const [navigation, , pageView] = rows;
  return [
    ...rows,
    { ...navigation!, id: 'nav-2', timestamp: START + 40_000, tabUrl: 'https://shop.example.com/cart' },
    { ...pageView!, id: 'cart-view', timestamp: START + 41_500, tabUrl: 'https://shop.example.com/cart' },
    { ...pageView!, id: 'thanks', timestamp: START + 95_000, tabUrl: 'https://shop.example.com/thanks' },
  ];
}

describe('timeline pages', () => {
  it('cuts the hits into page views in firing order, with offsets from each page start', () => {
    const pages = timelinePages([...twoPages()].reverse());
    expect(pages.map((page) => [page.number, page.url?.split('?')[0], page.navigation?.id ?? null])).toEqual([
      [1, 'https://shop.example.com/products/blue-shirt', 'sample-nav-1'],
      [2, 'https://shop.example.com/cart', 'nav-2'],
      [3, 'https://shop.example.com/thanks', null],
    ]);
    expect(pages[0]!.hits.map((hit) => hit.row.id)).toEqual(rows.slice(1).map((row) => row.id));
    expect(pages[0]!.hits[0]!.offsetMs).toBe(400);
    expect(pages[1]!.hits.map((hit) => [hit.row.id, hit.offsetMs])).toEqual([['cart-view', 1_500]]);
    expect(pages[2]!.hits.map((hit) => hit.offsetMs)).toEqual([0]);
  });

  it('keeps only the shown hits, counting offsets from the real page start', () => {
    const all = twoPages();
    const shown = new Set(all.filter((row) => row.id === 'cart-view' || row.id === 'sample-ga4-5'));
    const pages = timelinePages(all, shown);
    expect(pages.map((page) => page.number)).toEqual([1, 2]);
    expect(pages[0]!.hits.map((hit) => [hit.row.id, hit.offsetMs])).toEqual([['sample-ga4-5', 30_000]]);
  });

  it('formats offsets', () => {
    expect(formatOffset(850)).toBe('+850 ms');
    expect(formatOffset(2_345)).toBe('+2.35 s');
    expect(formatOffset(64_200)).toBe('+1:04.2');
  });
});

describe('the timeline view', () => {
  beforeEach(() => showResults(data, requests));
  afterEach(() => {
    cleanup();
    setResultsViewMode('grouped');
  });

  it('replaces the grouped sections, remembers the choice, and opens a hit as its card', async () => {
    const { container } = await render(<ResultsView />);
    expect(container.querySelector('section#matched-requests')).not.toBeNull();
    await click(container.querySelector('[role="radio"][aria-checked="false"]'));
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('"timeline"');
    expect(container.querySelector('section#matched-requests')).toBeNull();
    const timeline = container.querySelector<HTMLElement>('section#timeline')!;
    expect(timeline.textContent).toContain('Page 1');
    expect(timeline.textContent).toContain('8 hits');
    expect(timeline.querySelector('h2')?.textContent).toContain('(1 page, 9 requests)');
    const purchase = buttonByText(timeline, 'purchase')!;
    expect(purchase.textContent).toContain('+30.00 s');
    await click(purchase);
    const card = timeline.querySelector('article[data-request-id="sample-ga4-5"]');
    expect(card?.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
    expect(validatorStore().getState().expanded.has('timeline:sample-ga4-5')).toBe(true);
  });

  it('goes back to the grouped view when Page Links asks for a grouped section', async () => {
    setResultsViewMode('timeline');
    const { container } = await render(<ResultsView />);
    expect(container.querySelector('section#matched-requests')).toBeNull();
    await act(async () => goToSection('matched-requests'));
    await wait(50);
    expect(container.querySelector('section#matched-requests')).not.toBeNull();
    expect(document.activeElement?.id).toBe('matched-requests-title');
  });
});
