import type { BrowserContext, Page } from '@playwright/test';

// What the validator specs share: the capture they send, how they send it, and where they look.

export const SHOTS = '/tmp/tagproof-shots';
export const PAGE_URL = 'https://shop.example.com/products/blue-shirt';
export const GA4 = 'https://region1.google-analytics.com/g/collect';
export const GA4_COMMON = `v=2&tid=G-8HGZ4YQ7ZB&cid=1698765432.1731923912&sid=1731923912&dl=${encodeURIComponent(PAGE_URL)}`;
export const T0 = Date.UTC(2024, 10, 18, 9, 58, 0);

/** A session as the extension captures it: a navigation, GA4 (one purchase with errors, a duplicate), Meta. */
export function capturedSession(): unknown[] {
  const ga4 = (id: string, query: string, at: number) => ({
    requestMetadata: {
      requestId: id,
      requestUrl: `${GA4}?${GA4_COMMON}&${query}`,
      requestCategory: 'GOOGLEANALYTICS4',
      method: 'POST',
    },
    tabUrl: PAGE_URL,
    timestamp: T0 + at,
  });
  return [
    {
      requestMetadata: { requestId: 'nav-1', requestUrl: PAGE_URL, requestCategory: 'Navigation' },
      tabUrl: PAGE_URL,
      timestamp: T0,
    },
    ga4('ga4-1', 'en=page_view', 500),
    {
      requestMetadata: {
        requestId: 'fb-1',
        requestUrl: `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${encodeURIComponent(PAGE_URL)}`,
        requestCategory: 'FACEBOOK',
      },
      tabUrl: PAGE_URL,
      timestamp: T0 + 600,
    },
    ga4('ga4-2', 'en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_1~nmShirt~pr29.9~qt1', 5_000),
    ga4('ga4-3', 'en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_1~nmShirt~pr29.9~qt1', 5_200),
    ga4('ga4-4', 'en=purchase&epn.value=abc', 20_000),
  ];
}

/** Dispatches captured requests the way the extension does: after the page says it is ready. */
export async function sendCapture(page: Page, data: unknown[]): Promise<void> {
  await page.waitForFunction(() => (window as { __tagproofReady?: boolean }).__tagproofReady === true);
  await page.evaluate((requests) => {
    window.dispatchEvent(new CustomEvent('validatorDataReceived', { detail: { data: requests } }));
  }, data);
}

export async function storedSessions(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('validatorSessions') ?? '[]'));
}

export const results = (page: Page) => page.getByRole('heading', { level: 1, name: 'Validation results' });
export const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** The privacy choice is made: the banner stays out of the screenshots (it has its own test). */
export async function choosePrivacy({ context, baseURL }: { context: BrowserContext; baseURL?: string }) {
  await context.addCookies([{ name: 'tracking', value: '0', url: baseURL ?? 'http://127.0.0.1:8787' }]);
}
