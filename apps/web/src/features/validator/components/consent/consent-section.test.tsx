// @vitest-environment happy-dom
import { validate } from '@tagproof/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { ValidationData } from '../../../../lib/validation-types';
import { cleanup, click, render } from '../../../../testing/render';
import { validatorStore } from '../../stores/validator-instance';
import { sampleResult, showResults } from '../../testing/sample-result';
import { ResultsView } from '../results/results-view';

const PAGE = 'https://shop.example.com/';
const dl = encodeURIComponent(PAGE);
const GA4 = `https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&dl=${dl}`;

/** A page where ad pixels fire under gcd's denied default, then again after a granting update. */
function consentCapture(): { requests: unknown[]; data: ValidationData } {
  const at = (requestId: string, requestUrl: string, offset: number) => ({
    requestMetadata: { requestId, requestUrl },
    tabUrl: PAGE,
    timestamp: 1_732_440_000_000 + offset,
  });
  const requests = [
    at('ga-1', `${GA4}&gcs=G100&gcd=13p3p3p2p5&en=page_view`, 0),
    at('meta-1', `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${dl}`, 100),
    at('ga-2', `${GA4}&gcs=G111&gcd=13r3r3r2r5&en=add_to_cart`, 3000),
    at('meta-2', `https://www.facebook.com/tr/?id=1234567890123456&ev=AddToCart&dl=${dl}`, 3100),
  ];
  const response = validate({ requests });
  if (!response.data) throw new Error(`the capture did not validate: ${response.error}`);
  return { requests, data: response.data as ValidationData };
}

const sectionOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('section#consent-timeline');

afterEach(cleanup);

describe('the Consent section', () => {
  it('is absent when the validation has no consent state', async () => {
    const { data, requests } = sampleResult();
    showResults({ ...data, consent: { pages: [] } }, requests);
    const { container } = await render(<ResultsView />);
    expect(sectionOf(container)).toBeNull();
  });

  it('says when the string left a type unread, and what is kept for it', async () => {
    // minijuegos.com's GA4 tag, August 2025: gcd gives ad_user_data as V, which no reading covers.
    const requests = [
      {
        requestMetadata: { requestId: 'ga-1', requestUrl: `${GA4}&gcs=G100&gcd=13p3p3V3p5l1&en=page_view` },
        tabUrl: PAGE,
        timestamp: 1_732_440_000_000,
      },
    ];
    const response = validate({ requests });
    showResults(response.data as ValidationData, requests);
    const { container } = await render(<ResultsView />);
    const state = sectionOf(container)!.querySelector('ol > li')!;
    const value = (type: string) => state.querySelector(`[data-consent="${type}"]`)?.textContent?.trim();
    expect(value('ad_storage')).toBe('✕ denied');
    expect(value('ad_user_data')).toBe('? not readkept: not set');
    expect(state.querySelector('[data-consent="ad_user_data"] [title]')?.getAttribute('title')).toContain(
      'in a form Tagproof cannot read',
    );
  });

  it('lists each page’s states in order with the four consent types and what set them', async () => {
    const { data, requests } = consentCapture();
    showResults(data, requests);
    const { container } = await render(<ResultsView />);
    const section = sectionOf(container)!;
    expect(section.querySelector('h2')?.textContent).toContain('(1 against consent)');
    expect(section.querySelector('h3')?.textContent).toBe(PAGE);
    const states = [...section.querySelectorAll('ol > li')];
    expect(states).toHaveLength(2);
    const value = (state: Element, type: string) =>
      state.querySelector(`[data-consent="${type}"]`)?.textContent?.trim();
    expect(
      ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'].map((t) =>
        value(states[0]!, t),
      ),
    ).toEqual(['✕ denied', '✕ denied', '✕ denied', '✕ denied']);
    expect(value(states[1]!, 'ad_storage')).toBe('✓ granted');
    expect(states[0]!.textContent).toContain('+0.0 s');
    expect(states[1]!.textContent).toContain('+3.0 s');
    expect(states[0]!.querySelector('code')?.textContent).toBe('gcd=13p3p3p2p5');
  });

  it('marks the hits fired against consent, and not those after the granting update', async () => {
    const { data, requests } = consentCapture();
    showResults(data, requests);
    const { container } = await render(<ResultsView />);
    const [first, second] = [...sectionOf(container)!.querySelectorAll('ol > li')];
    const hits = (state: Element | undefined) => [...state!.querySelectorAll('ul > li')];
    expect(hits(first).map((hit) => hit.hasAttribute('data-offending'))).toEqual([false, true]);
    expect(hits(first)[1]!.textContent).toContain('AD_STORAGE_DENIED');
    expect(hits(first)[1]!.querySelector('button')?.getAttribute('aria-label')).toContain('against consent');
    expect(hits(second).map((hit) => hit.hasAttribute('data-offending'))).toEqual([false, false]);
    expect(hits(second)[1]!.textContent).toContain('AddToCart');
  });

  it('jumps to a hit’s request card when it is clicked', async () => {
    const { data, requests } = consentCapture();
    showResults(data, requests);
    const { container } = await render(<ResultsView />);
    const offending = sectionOf(container)!.querySelector('li[data-offending] button');
    await click(offending);
    expect(validatorStore().getState().selectedRequestId).toBe('meta-1');
  });

  it('folds a long list of hits away behind a count by vendor, and keeps those against consent in view', async () => {
    // A page of many hits under gcd's denied default: two Meta hits fire against it, the rest do not.
    const at = (requestId: string, requestUrl: string, offset: number) => ({
      requestMetadata: { requestId, requestUrl },
      tabUrl: PAGE,
      timestamp: 1_732_440_000_000 + offset,
    });
    const events = ['page_view', 'scroll', 'view_item', 'add_to_cart', 'begin_checkout'];
    const requests = [
      ...events.map((en, index) => at(`ga-${index}`, `${GA4}&gcs=G100&gcd=13p3p3p2p5&en=${en}`, index * 100)),
      at('ua-1', 'https://www.google-analytics.com/collect?v=1&t=pageview&tid=UA-1234567-1&cid=1.2', 600),
      at('meta-1', `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${dl}`, 700),
      at('meta-2', `https://www.facebook.com/tr/?id=1234567890123456&ev=ViewContent&dl=${dl}`, 800),
    ];
    const response = validate({ requests });
    showResults(response.data as ValidationData, requests);
    const { container } = await render(<ResultsView />);
    const state = sectionOf(container)!.querySelector('ol > li')!;
    const against = state.querySelector('[aria-label="Hits under state 1, against consent"]')!;
    expect([...against.querySelectorAll('li')].map((hit) => hit.hasAttribute('data-offending'))).toEqual([
      true,
      true,
    ]);
    expect(against.textContent).toContain('ViewContent');
    const folded = state.querySelector('details')!;
    expect(folded.open).toBe(false);
    expect(folded.querySelector('summary')?.textContent).toBe(
      'The 6 other hits, none against consent (Google Analytics 4 5, Universal Analytics 1)',
    );
    expect(folded.querySelectorAll('li')).toHaveLength(6);
    expect(folded.querySelector('li[data-offending]')).toBeNull();
  });

  it('lists a short list of hits whole, in the order they fired', async () => {
    const { data, requests } = consentCapture();
    showResults(data, requests);
    const { container } = await render(<ResultsView />);
    expect(sectionOf(container)!.querySelector('details')).toBeNull();
  });
});
