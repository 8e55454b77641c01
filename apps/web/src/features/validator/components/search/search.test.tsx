// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, press, render, wait } from '../../../../testing/render';
import { typeInto } from '../../../../testing/forms';
import { EMPTY_FILTERS } from '../../stores/filters';
import { rowsOf } from '../../stores/request-rows';
import { setResultsViewMode } from '../../stores/results-view-mode';
import { validatorActions, validatorStore } from '../../stores/validator-instance';
import { sampleResult, showResults } from '../../testing/sample-result';
import { ResultsView } from '../results/results-view';
import { facetOptions } from './facets';
import { highlightParts } from './highlight';
import { SEARCH_DEBOUNCE_MS } from './search-bar';

const { data, requests } = sampleResult();

const searchBox = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="search"]')!;
const matchedTitle = (container: HTMLElement) =>
  container.querySelector('#matched-requests-title')?.textContent;
const cardsIn = (container: HTMLElement, id: string) =>
  [...container.querySelectorAll(`section#${id} article`)].map((card) =>
    card.getAttribute('data-request-id'),
  );

beforeEach(() => {
  setResultsViewMode('grouped');
  showResults(data, requests);
});
afterEach(cleanup);

describe('the results search', () => {
  it('narrows every section to the typed event name and marks the match in the cards', async () => {
    const { container } = await render(<ResultsView />);
    await typeInto(searchBox(container), 'add_to');
    expect(matchedTitle(container)).toContain('9/9'); // not yet: typing settles first
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(matchedTitle(container)).toContain('2/9');
    expect(cardsIn(container, 'matched-requests')).toEqual(['sample-ga4-3', 'sample-ga4-4']);
    expect(cardsIn(container, 'validation-results')).toEqual([]);
    expect(container.querySelector('section#other-requests')).not.toBeNull();
    const marks = [...container.querySelectorAll('section#matched-requests mark')].map(
      (mark) => mark.textContent,
    );
    expect(marks).toEqual(['add_to', 'add_to']);
    expect(container.textContent).toContain('2 of 9 requests match');
  });

  it('narrows the duplicated requests to the results one of whose requests matches', async () => {
    const { container } = await render(<ResultsView />);
    const duplicatesTitle = () => container.querySelector('#duplicated-results-title')?.textContent;
    expect(duplicatesTitle()).toContain('(1)');
    await typeInto(searchBox(container), 'add_to');
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(duplicatesTitle()).toContain('1/1');
    expect(container.querySelectorAll('section#duplicated-results article')).toHaveLength(1);
    await press('Escape', searchBox(container));
    await typeInto(searchBox(container), 'purchase');
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(duplicatesTitle()).toContain('0/1');
    expect(container.querySelectorAll('section#duplicated-results article')).toHaveLength(0);
    expect(container.querySelector('section#duplicated-results')?.textContent).toContain(
      'No duplicated request matches the search and filters.',
    );
  });

  it('is cleared by Reset filters and by Escape', async () => {
    const { container } = await render(<ResultsView />);
    await typeInto(searchBox(container), 'purchase');
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(matchedTitle(container)).toContain('1/9');
    await press('Escape', searchBox(container));
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(matchedTitle(container)).toContain('9/9');
    await typeInto(searchBox(container), 'purchase');
    await wait(SEARCH_DEBOUNCE_MS + 50);
    await act(async () => validatorActions().resetFilters());
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(searchBox(container).value).toBe('');
    expect(matchedTitle(container)).toContain('9/9');
  });

  it('focuses on / unless the user is typing in a field', async () => {
    const { container } = await render(<ResultsView />);
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await press('/', other);
    expect(document.activeElement).toBe(other);
    other.blur();
    await press('/', document.body);
    expect(document.activeElement).toBe(searchBox(container));
  });
});

describe('the facets', () => {
  const rows = rowsOf(data);
  it('count event names and vendors among what the other filters match', () => {
    const events = facetOptions(rows, EMPTY_FILTERS, 'eventName');
    expect(events[0]).toEqual({ value: 'add_to_cart', label: 'add_to_cart', count: 2 });
    expect(events.map((option) => option.value)).toContain('PageView');
    const vendors = facetOptions(rows, { ...EMPTY_FILTERS, category: ['FACEBOOK'] }, 'category');
    expect(vendors.find((option) => option.value === 'GOOGLEANALYTICS4')?.count).toBe(5);
    const narrowed = facetOptions(rows, { ...EMPTY_FILTERS, category: ['TIKTOK'] }, 'eventName');
    expect(narrowed).toEqual([{ value: 'AddToCart', label: 'AddToCart', count: 1 }]);
  });

  it('narrow the page when a value is chosen', async () => {
    const { container } = await render(<ResultsView />);
    await act(async () =>
      validatorStore().setState({ filters: { ...EMPTY_FILTERS, eventName: ['purchase'] } }),
    );
    expect(matchedTitle(container)).toContain('1/9');
    expect(container.textContent).toContain('1 of 9 requests match');
  });
});

describe('highlighting', () => {
  it('marks every occurrence of every word, longest first where they start together', () => {
    expect(highlightParts('Add to cart, add', ['add', 'add to'])).toEqual([
      { text: 'Add to', match: true },
      { text: ' cart, ', match: false },
      { text: 'add', match: true },
    ]);
    expect(highlightParts('plain', [])).toEqual([{ text: 'plain', match: false }]);
  });
});
