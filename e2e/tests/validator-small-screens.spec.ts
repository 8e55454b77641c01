import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.js';
import {
  choosePrivacy,
  GA4,
  GA4_COMMON,
  PAGE_URL,
  results,
  section,
  SHOTS,
} from '../support/validator-page.js';

// The results page on a phone (390 px) and a wide screen: a capture with unrecognised traffic, batched
// GA4 hits and near-duplicate purchases, as real shop captures hold. Screenshots go to /tmp/tagproof-shots.

interface RealCaptures {
  scrollDepthBatch: { url: string; postData: string };
  metaPurchases: { urls: [string, string] };
}
const real = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../packages/engine/src/duplicates/fixtures/real-captures.json'),
    'utf8',
  ),
) as RealCaptures;

const LONG_PATH = `/assets/${'a-very-long-path-segment-without-breaks'.repeat(4)}/pixel.gif`;
const UNRECOGNISED = [
  `https://shop.example.com/api/cart?session=${'x'.repeat(300)}`,
  'https://shop.example.com/api/cart?session=2',
  `https://cdn.example-static-assets-for-shops.net${LONG_PATH}?v=${'9'.repeat(200)}`,
];

/** 9 captured requests: 3 unrecognised, 1 batched hit of 5 events, a purchase with an error, 2 Meta purchases. */
function capture(): Array<{ url: string; method?: string; postData?: string }> {
  const [purchase] = real.metaPurchases.urls;
  return [
    ...UNRECOGNISED.map((url) => ({ url })),
    { url: real.scrollDepthBatch.url, method: 'POST', postData: real.scrollDepthBatch.postData },
    { url: `${GA4}?${GA4_COMMON}&en=page_view` },
    { url: `${GA4}?${GA4_COMMON}&en=purchase&epn.value=abc` },
    { url: purchase },
    { url: purchase.replace('&cd[coupon]=', '') },
    {
      url: `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${encodeURIComponent(PAGE_URL)}`,
    },
  ];
}

/** Opens the page at `width` px, imports the capture and waits for the results; returns the page's errors. */
async function openResults(page: Page, width: number): Promise<string[]> {
  const errors = await collectPageErrors(page);
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto('/');
  await page.getByLabel('Capture file (HAR or JSON)').setInputFiles({
    name: 'shop.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(capture())),
  });
  await expect(results(page)).toBeVisible();
  return errors;
}

/** The import toast lies clear of the Import and Export buttons. */
async function expectToastClearOfActions(page: Page): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Imported' });
  const toastBox = (await toast.boundingBox())!;
  for (const name of [/^Import file$/, /^Export/]) {
    const box = (await page.getByRole('button', { name }).first().boundingBox())!;
    expect(intersects(toastBox, box), `toast over ${name}`).toBe(false);
  }
}

/** Full-page screenshots in the light and the dark theme. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(choosePrivacy);

test.describe('validator: phones and small windows', () => {
  test('at 390 px: no sideways scroll, unrecognised traffic out of the errors, counts that add up', async ({
    page,
  }) => {
    const errors = await openResults(page, 390);

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Imported' });
    await expect(toast).toContainText(
      'Imported 9 captured requests → 13 events (1 batched hit split) from shop.json (JSON file)',
    );
    await expectToastClearOfActions(page);
    await expect(
      page.getByText('9 captured requests → 13 events (1 batched hit split)').first(),
    ).toBeVisible();
    await expect(section(page, 'summary-report').getByRole('button').first()).toContainText(
      'events from 9 captured requests (1 batched hit split)',
    );

    // Unrecognised requests: never under Requests with errors; one collapsed group of hosts and paths.
    const errorList = section(page, 'validation-results');
    await expect(errorList.getByRole('article').first()).toBeVisible();
    await expect(errorList.getByRole('article', { name: /Unrecognised request/ })).toHaveCount(0);
    const unrecognised = section(page, 'unrecognised-requests');
    await expect(unrecognised.getByRole('heading', { name: /Unrecognised requests\s*\(3\)/ })).toBeVisible();
    const toggle = unrecognised.getByRole('button', { name: /Show 2 hosts/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(unrecognised.getByText('shop.example.com', { exact: true })).toBeVisible();
    await expect(unrecognised.getByText('/api/cart', { exact: true })).toBeVisible();

    // Duplicates: the near-identical Meta purchases are a possible duplicate, with what differs.
    const duplicates = section(page, 'duplicated-results');
    const card = duplicates.getByRole('article').first();
    await expect(card).toContainText('Possible duplicate');
    await expect(card).toContainText('cd[coupon]');
    await expect(duplicates.getByText('Accidental', { exact: true })).toHaveCount(0);
    await duplicates
      .getByRole('button', { name: /Duplicated parameters/ })
      .first()
      .click();

    // An unrecognised card, with a long URL, wraps inside the page.
    const matched = section(page, 'matched-requests');
    const unknownCard = matched.getByRole('article', { name: /Unrecognised request/ }).first();
    await expect(unknownCard).toContainText('shop.example.com/api/cart');

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshots(page, 'small-390');
    expect(errors).toEqual([]);
  });

  test('at 390 px the toolbar is one menu; Cached Results opens without focus on Clear All, which asks first', async ({
    page,
  }) => {
    const errors = await openResults(page, 390);

    await expect(page.getByRole('button', { name: 'Cached Results' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.screenshot({ path: `${SHOTS}/small-390-menu.png` });
    await page.getByRole('menuitem', { name: 'Cached Results' }).click();
    const panel = page.getByRole('dialog', { name: 'Cached Results' });
    const clearAll = panel.getByRole('button', { name: 'Clear All Sessions' });
    await expect(clearAll).toBeVisible();
    await expect(clearAll).not.toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('article')).toHaveCount(1);

    await clearAll.click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear All Sessions' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('article')).toHaveCount(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('at 1440 px the toolbar is inline and the toast stays clear of Import and Export', async ({
    page,
  }) => {
    const errors = await openResults(page, 1440);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cached Results' })).toBeVisible();
    await expectToastClearOfActions(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshots(page, 'wide-1440');
    expect(errors).toEqual([]);
  });
});
