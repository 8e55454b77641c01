// @vitest-environment happy-dom
import { validate } from '@tagproof/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../../testing/render';
import type { ValidationData } from '../../../../lib/validation-types';
import { validatorStore } from '../../stores/validator-instance';
import { showResults } from '../../testing/sample-result';
import { CrossChecksSection } from './cross-checks-section';

const ga4 = (page: string, event = 'en=page_view') =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=${encodeURIComponent(page)}&${event}`;
const meta = (page: string, event = 'ev=PageView') =>
  `https://www.facebook.com/tr/?id=1234567890&dl=${encodeURIComponent(page)}&${event}`;

function show(requests: unknown[]): ValidationData {
  const response = validate({ requests });
  if (!response.data) throw new Error(String(response.error));
  const data = response.data as ValidationData;
  showResults(data, requests);
  return data;
}

afterEach(cleanup);

describe('the Cross-checks section', () => {
  it('names the navigation a vendor’s page view did not follow, and jumps to a request', async () => {
    show([
      { url: 'https://shop.example/', type: 'navigation' },
      { url: ga4('https://shop.example/') },
      { url: meta('https://shop.example/') },
      { url: 'https://shop.example/cart', type: 'navigation' },
      { url: meta('https://shop.example/cart') },
    ]);
    const { container } = await render(<CrossChecksSection />);
    const section = container.querySelector('section#cross-checks')!;
    expect(section.querySelector('h2')?.textContent).toBe('Cross-checks(1 failed of 2)');
    expect(section.textContent).toContain('1 of 2 navigations followed by every vendor’s page view.');
    const failed = section.querySelector('[aria-label="Navigations not followed by every page view"]')!;
    expect(failed.textContent).toContain('https://shop.example/cart');
    expect(failed.textContent).toContain('Google Analytics 4: no page view');
    expect(failed.textContent).toContain('Meta Pixel PageView');
    const metaLink = [...failed.querySelectorAll('button')].find(
      (b) => b.textContent === 'Meta Pixel PageView',
    )!;
    metaLink.click();
    expect(validatorStore().getState().selectedRequestId).toBe('r5');
  });

  it('shows each vendor’s value of a purchase that differs between vendors', async () => {
    show([
      {
        url: ga4(
          'https://shop.example/thanks',
          '&en=purchase&ep.transaction_id=T-1001&epn.value=49.9&cu=EUR',
        ),
      },
      {
        url: meta(
          'https://shop.example/thanks',
          '&ev=Purchase&cd[value]=59.9&cd[currency]=EUR&cd[order_id]=T-1001',
        ),
      },
    ]);
    const { container } = await render(<CrossChecksSection />);
    const section = container.querySelector('section#cross-checks')!;
    expect(section.textContent).toContain('0 of 1 purchases agree at every vendor.');
    expect(section.textContent).toContain('Value differs:');
    expect(section.textContent).toContain('49.9');
    expect(section.textContent).toContain('59.9');
  });

  it('is left out when no cross-check ran', async () => {
    show([{ url: ga4('https://shop.example/') }]);
    const { container } = await render(<CrossChecksSection />);
    expect(container.querySelector('section#cross-checks')).toBeNull();
  });
});
