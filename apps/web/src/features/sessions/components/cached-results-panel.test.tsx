// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRepository, type SessionRepository } from '../../../lib/sessions/session-repository';
import type { SessionSummary } from '../../../lib/sessions/session-types';
import { createMemoryStore } from '../../../lib/storage/key-value-store';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import { CachedResultsPanel } from './cached-results-panel';

const LONG_URL = 'https://shop.example.com/products/blue-shirt?utm_source=newsletter&utm_medium=email';

const session = (id: string, timestamp: number, extra: Partial<SessionSummary> = {}): SessionSummary => ({
  id,
  timestamp,
  requestCount: 12,
  categories: ['GOOGLEANALYTICS4', 'FACEBOOK'],
  status: 'validated',
  pageUrl: LONG_URL,
  pageTitle: 'shop.example.com',
  customChecksCount: 5,
  customChecksFailedCount: 2,
  errorMessage: null,
  ...extra,
});

let repository: SessionRepository;

async function openPanel(
  props: { onLoad?: (id: string) => void; onOpenChange?: (open: boolean) => void } = {},
) {
  const result = await render(
    <CachedResultsPanel
      open
      repository={repository}
      onLoad={props.onLoad ?? (() => undefined)}
      onOpenChange={props.onOpenChange ?? (() => undefined)}
    />,
  );
  await wait(320);
  return result;
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const cards = () => [...dialog().querySelectorAll('article')];
const confirmation = () => document.querySelector<HTMLElement>('[role="alertdialog"]')!;

beforeEach(() => {
  localStorage.clear();
  repository = createSessionRepository(createMemoryStore(), localStorage);
});
afterEach(cleanup);

describe('the Cached Results panel', () => {
  it('says when there is nothing cached yet', async () => {
    await openPanel();
    expect(dialog().textContent).toContain('No cached sessions available');
    expect(dialog().textContent).toContain('Validation results are cached automatically');
    expect(buttonByText(dialog(), 'Clear All Sessions')).toBeUndefined();
  });

  it('lists the sessions newest first; one card open at a time, with page, platforms and checks', async () => {
    await repository.save(session('old', Date.UTC(2024, 10, 18, 9, 58)), {
      requestData: [],
      validationResponse: null,
      timestamp: 0,
    });
    await repository.save(session('new', Date.UTC(2024, 10, 19, 15, 5)), {
      requestData: [],
      validationResponse: null,
      timestamp: 0,
    });
    await openPanel();
    expect(cards()).toHaveLength(2);
    expect(cards()[0]?.textContent).toContain(
      new Date(Date.UTC(2024, 10, 19, 15, 5)).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    );
    expect(cards()[0]?.textContent).toContain('12 requests');

    await click(cards()[0]?.querySelector('button[aria-expanded]'));
    expect(cards()[0]?.textContent).toContain(`${LONG_URL.slice(0, 40)}…`);
    expect(cards()[0]?.textContent).toContain('Google Analytics 4, Meta Pixel');
    expect(cards()[0]?.textContent).toContain('2/5 failed · 3 passed');

    await click(cards()[1]?.querySelector('button[aria-expanded]'));
    expect(cards()[0]?.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('false');
    expect(cards()[1]?.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
  });

  it("shows an error session's message in red", async () => {
    await repository.save(
      session('bad', 1, {
        status: 'error',
        errorMessage: 'The validation service is unavailable right now (HTTP 503).',
      }),
      { requestData: [], validationResponse: null, timestamp: 0 },
    );
    await openPanel();
    await click(cards()[0]?.querySelector('button[aria-expanded]'));
    const message = [...dialog().querySelectorAll('p')].find((p) => p.textContent?.includes('HTTP 503'));
    expect(message?.className).toContain('text-red-700');
  });

  it('loads a session (closing the panel), deletes one, and clears all', async () => {
    const onLoad = vi.fn();
    const onOpenChange = vi.fn();
    await repository.save(session('a', 1), { requestData: [], validationResponse: null, timestamp: 0 });
    await repository.save(session('b', 2), { requestData: [], validationResponse: null, timestamp: 0 });
    await openPanel({ onLoad, onOpenChange });

    await click(cards()[0]?.querySelector('button[aria-expanded]'));
    await click(buttonByText(cards()[0]!, 'Load Results'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onLoad).toHaveBeenCalledWith('b');

    await click(buttonByText(cards()[0]!, 'Delete'));
    await click(buttonByText(confirmation(), 'Delete'));
    await wait(0);
    expect(repository.list().map((s) => s.id)).toEqual(['a']);
    expect(cards()).toHaveLength(1);

    await click(buttonByText(dialog(), 'Clear All Sessions'));
    await click(buttonByText(confirmation(), 'Clear All Sessions'));
    await wait(0);
    expect(repository.list()).toEqual([]);
    expect(dialog().textContent).toContain('No cached sessions available');
  });

  it('asks before deleting, with focus on Cancel, and never starts focus on Clear All Sessions', async () => {
    await repository.save(session('a', 1), { requestData: [], validationResponse: null, timestamp: 0 });
    await openPanel();
    expect(document.activeElement?.textContent).toBe('Cached Results');

    await click(buttonByText(dialog(), 'Clear All Sessions'));
    expect(confirmation().textContent).toContain('Delete the cached session from this browser?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(buttonByText(confirmation(), 'Cancel'));
    await wait(0);
    expect(repository.list().map((s) => s.id)).toEqual(['a']);

    await click(cards()[0]?.querySelector('button[aria-expanded]'));
    await click(buttonByText(cards()[0]!, 'Delete'));
    expect(confirmation().textContent).toContain('Delete the cached session of shop.example.com');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(buttonByText(confirmation(), 'Cancel'));
    await wait(0);
    expect(repository.list().map((s) => s.id)).toEqual(['a']);
  });
});
