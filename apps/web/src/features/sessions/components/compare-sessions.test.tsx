// @vitest-environment happy-dom
import { validate } from '@tagproof/engine';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionRepository, type SessionRepository } from '../../../lib/sessions/session-repository';
import type { SessionSummary } from '../../../lib/sessions/session-types';
import type { ValidationResponse } from '../../../lib/validation-types';
import { createMemoryStore } from '../../../lib/storage/key-value-store';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import { CachedResultsPanel } from './cached-results-panel';

const GA4 =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-XK2R4E1PZQ&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F';
const META = 'https://www.facebook.com/tr/?id=1234567890&ev=PageView';

const summary = (id: string, timestamp: number): SessionSummary => ({
  id,
  timestamp,
  requestCount: 3,
  categories: ['GOOGLEANALYTICS4'],
  status: 'validated',
  pageUrl: 'https://shop.example.com/',
  pageTitle: `shop.example.com ${id}`,
  customChecksCount: 0,
  customChecksFailedCount: 0,
  errorMessage: null,
});

async function store(id: string, timestamp: number, urls: string[]): Promise<void> {
  const requests = urls.map((url) => ({ url, tabUrl: 'https://shop.example.com/?utm_source=x' }));
  const validationResponse = validate({ requests }) as ValidationResponse;
  await repository.save(summary(id, timestamp), { requestData: requests, validationResponse, timestamp });
}

let repository: SessionRepository;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;

async function openCompare(): Promise<void> {
  await render(
    <CachedResultsPanel
      open
      repository={repository}
      onLoad={() => undefined}
      onOpenChange={() => undefined}
    />,
  );
  await wait(320);
  await click(buttonByText(dialog(), 'Compare two sessions'));
  await act(() => wait(20));
}

beforeEach(() => {
  localStorage.clear();
  repository = createSessionRepository(createMemoryStore(), localStorage);
});
afterEach(cleanup);

describe('Compare two sessions (Cached Results)', () => {
  it('compares the two latest sessions by default: the older is the baseline, regressions first', async () => {
    await store('before', 1, [`${GA4}&en=add_to_cart&cu=EUR&epn.value=5`, META]);
    await store('after', 2, [`${GA4}&en=add_to_cart&epn.value=5&ep.new=1`]);
    await openCompare();
    const selects = [...dialog().querySelectorAll('select')];
    expect(selects.map((select) => select.value)).toEqual(['before', 'after']);
    const rows = [...dialog().querySelectorAll('li[data-severity]')];
    expect(rows.map((row) => row.getAttribute('data-severity'))).toEqual([
      'regression',
      'regression',
      'regression',
      'change',
    ]);
    const text = rows.map((row) => row.textContent).join('\n');
    expect(text).toContain('Event vanished: Meta Pixel 1234567890 PageView');
    expect(text).toContain('Parameter vanished: cu (Currency)');
    expect(text).toContain('New parameter: ep.new');
    expect(dialog().querySelector('section')?.getAttribute('aria-label')).toBe('https://shop.example.com/');
    expect(dialog().textContent).toContain('3 regressions');
  });

  it('says when nothing changed, and goes back to the list', async () => {
    await store('one', 1, [`${GA4}&en=page_view`]);
    await store('two', 2, [`${GA4}&en=page_view`]);
    await openCompare();
    expect(dialog().textContent).toContain('No difference');
    await click(buttonByText(dialog(), '← Back to sessions'));
    expect(dialog().querySelectorAll('article')).toHaveLength(2);
  });

  it('says which side has no stored results, and offers no comparison with a single session', async () => {
    await store('ok', 1, [`${GA4}&en=page_view`]);
    await repository.save(summary('failed', 2), { requestData: [], validationResponse: null, timestamp: 2 });
    await openCompare();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toContain(
      'The current session has no validation results',
    );
    await repository.remove('ok');
    await act(() => wait(0));
    expect(buttonByText(dialog(), 'Compare two sessions')).toBeUndefined();
  });
});
