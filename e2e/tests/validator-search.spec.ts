import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.js';
import {
  choosePrivacy,
  GA4,
  GA4_COMMON,
  PAGE_URL,
  results,
  section,
  sendCapture,
  SHOTS,
  T0,
} from '../support/validator-page.js';

// The results page's search, facets, timeline, CSV export and copy buttons on an imported HAR capture
// of two pages. Screenshots go to /tmp/tagproof-shots.

const CART_URL = 'https://shop.example.com/cart';

/** A HAR of two page views: the product page (page_view, view_item, 2 × add_to_cart, Meta) and the cart. */
function twoPageHar(): string {
  const entry = (url: string, at: number, pageref: string, extra: Record<string, unknown> = {}) => ({
    startedDateTime: new Date(T0 + at).toISOString(),
    time: 10,
    pageref,
    request: { method: 'GET', url, headers: [], queryString: [], cookies: [], headersSize: -1, bodySize: 0 },
    response: { status: 204, content: { size: 0, mimeType: 'image/gif' } },
    _resourceType: 'ping',
    ...extra,
  });
  const document = {
    _resourceType: 'document',
    response: { status: 200, content: { mimeType: 'text/html' } },
  };
  const ga4 = (query: string, at: number, pageref: string, page = PAGE_URL) =>
    entry(
      `${GA4}?${GA4_COMMON.replace(encodeURIComponent(PAGE_URL), encodeURIComponent(page))}&${query}`,
      at,
      pageref,
    );
  return JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: 'Chromium', version: '130' },
      pages: [
        { id: 'page_1', title: PAGE_URL, startedDateTime: new Date(T0).toISOString() },
        { id: 'page_2', title: CART_URL, startedDateTime: new Date(T0 + 30_000).toISOString() },
      ],
      entries: [
        entry(PAGE_URL, 0, 'page_1', document),
        ga4('en=page_view', 400, 'page_1'),
        entry('https://www.facebook.com/tr/?id=1234567890123456&ev=PageView', 600, 'page_1'),
        ga4('en=view_item&pr1=idSKU_1~nmShirt', 2_000, 'page_1'),
        ga4('en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_1~nmShirt~pr29.9~qt1', 5_000, 'page_1'),
        ga4('en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_2~nmSocks~pr9.9~qt1', 9_000, 'page_1'),
        entry(CART_URL, 30_000, 'page_2', document),
        ga4('en=page_view', 30_800, 'page_2', CART_URL),
        ga4('en=begin_checkout&cu=EUR', 34_250, 'page_2', CART_URL),
      ],
    },
  });
}

async function importHar(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Capture file (HAR or JSON)').setInputFiles({
    name: 'shop.har',
    mimeType: 'application/json',
    buffer: Buffer.from(twoPageHar()),
  });
  await expect(results(page)).toBeVisible();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.beforeEach(choosePrivacy);

test.describe('validator: search, timeline and exports', () => {
  test('search narrows the page to an event name; the timeline lists the hits per page', async ({
    page,
    context,
  }) => {
    const errors = await collectPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await importHar(page);
    const matched = section(page, 'matched-requests');
    await expect(page.locator('#matched-requests-title')).toContainText('9/9');

    // `/` focuses the search box; typing narrows every section once typing settles.
    await page.locator('body').press('/');
    const search = page.getByRole('searchbox', { name: 'Search requests' });
    await expect(search).toBeFocused();
    await search.pressSequentially('add_to_cart');
    await expect(page.locator('#matched-requests-title')).toContainText('2/9');
    await expect(matched.locator('article')).toHaveCount(2);
    for (const card of await matched.locator('article').all())
      await expect(card).toContainText('add_to_cart');
    await expect(matched.locator('mark').first()).toHaveText('add_to_cart');
    await expect(page.getByText('2 of 9 requests match')).toBeVisible();
    await expect(section(page, 'other-requests')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/validator-search-1440.png` });

    // A parameter value found, and copied from its card.
    await search.fill('idSKU_2');
    await expect(page.locator('#matched-requests-title')).toContainText('1/9');
    await matched.locator('article button[aria-expanded]').first().click();
    await matched.getByRole('button', { name: 'Copy the request URL' }).click();
    await expect(matched.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('idSKU_2');

    // The event facet counts, and narrows like the search.
    await search.fill('');
    await expect(page.locator('#matched-requests-title')).toContainText('9/9');
    await page.getByRole('button', { name: 'Events' }).click();
    const pageView = page.getByRole('menuitemcheckbox', { name: /^page_view/ });
    await expect(pageView).toContainText('2');
    await page.screenshot({ path: `${SHOTS}/validator-facets-1440.png` });
    await pageView.click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#matched-requests-title')).toContainText('2/9');

    // CSV, one row per finding.
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /findings as CSV/ }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('request_id,time,vendor,event');
    expect(csv).toContain('add_to_cart');

    // The timeline: per page, in firing order with offsets; a hit opens its card. The choice is kept.
    await page.getByRole('button', { name: 'Events, 1 selected' }).click();
    await page.getByRole('menuitemcheckbox', { name: /^page_view/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Timeline' }).click();
    const timeline = section(page, 'timeline');
    await expect(timeline.getByRole('heading', { name: 'Page 1' })).toBeVisible();
    await expect(timeline.getByRole('heading', { name: 'Page 2' })).toBeVisible();
    await expect(section(page, 'matched-requests')).toHaveCount(0);
    const checkout = timeline.getByRole('button', { name: /begin_checkout/ });
    await expect(checkout).toContainText('+4.25 s');
    await page.screenshot({ path: `${SHOTS}/validator-timeline-1440.png`, fullPage: true });
    await checkout.click();
    const card = timeline.locator('article', { hasText: 'begin_checkout' });
    await expect(card.locator('button[aria-expanded="true"]')).toBeFocused();
    // The next import opens in the timeline.
    await importHar(page);
    await expect(page.getByRole('radio', { name: 'Timeline' })).toHaveAttribute('aria-checked', 'true');
    await expect(section(page, 'timeline')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1440, 390]) {
      test(`search and timeline at ${width} px, ${theme}`, async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.setViewportSize({ width, height: 900 });
        await importHar(page);
        await page.getByRole('searchbox', { name: 'Search requests' }).fill('add_to_cart');
        await expect(page.locator('#matched-requests-title')).toContainText('2/9');
        const card = section(page, 'matched-requests').locator('article').first();
        await card.locator('button[aria-expanded]').click();
        await card
          .getByRole('button', { name: /Copy the value of/ })
          .first()
          .click();
        await expect(card.getByText('Copied')).toBeVisible();
        expect(await noSidewaysScroll(page)).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SHOTS}/validator-search-card-${width}-${theme}.png` });
        await page.locator('[role="search"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/validator-search-${width}-${theme}.png` });
        await page.getByRole('radio', { name: 'Timeline' }).click();
        await page.getByRole('searchbox', { name: 'Search requests' }).fill('');
        await expect(section(page, 'timeline').getByRole('heading', { name: 'Page 2' })).toBeVisible();
        expect(await noSidewaysScroll(page)).toBe(true);
        await section(page, 'timeline').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/validator-timeline-${width}-${theme}.png` });
      });
    }
  }

  test('searches 6,000 requests as fast as one types, and the timeline stays virtualised', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = await collectPageErrors(page);
    await page.goto('/');
    const events = ['page_view', 'view_item', 'add_to_cart', 'scroll', 'purchase', 'begin_checkout'];
    const many = Array.from({ length: 6_000 }, (_, index) => ({
      requestMetadata: {
        requestId: `r${index + 1}`,
        requestUrl: `${GA4}?${GA4_COMMON}&en=${events[index % events.length]}&_s=${index}&ep.idx=${index}`,
      },
      tabUrl: `${PAGE_URL}?page=${Math.floor(index / 100)}`,
      timestamp: T0 + index * 100,
    }));
    await sendCapture(page, many);
    await expect(results(page)).toBeVisible({ timeout: 90_000 });
    const search = page.getByRole('searchbox', { name: 'Search requests' });
    await search.pressSequentially('begin_check', { delay: 30 });
    const typed = Date.now();
    await expect(page.locator('#matched-requests-title')).toContainText('1,000/6,000');
    expect(Date.now() - typed).toBeLessThan(2_000);
    await search.fill('ep.idx 4242');
    await expect(page.locator('#matched-requests-title')).toContainText('1/6,000');
    await search.fill('');
    await page.getByRole('radio', { name: 'Timeline' }).click();
    await expect(
      section(page, 'timeline').getByRole('heading', { name: 'Page 1', exact: true }),
    ).toBeVisible();
    expect(await page.locator('section#timeline [data-item-key]').count()).toBeLessThan(150);
    expect(errors).toEqual([]);
  });
});
