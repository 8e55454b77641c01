import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.js';

test.describe('app shell', () => {
  test('shows the getting-started view at /', async ({ page }) => {
    const errors = await collectPageErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Tagproof/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Validate your tracking in three steps' }),
    ).toBeVisible();
    await expect(page.getByText('Install the free browser extension')).toBeVisible();
    await expect(page.getByText('Click Start Session in the extension popup')).toBeVisible();
    await expect(page.getByText('Click Send to the hub in the popup')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Test events in isolation' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tagproof' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Tagproof logo' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('toggles the theme and keeps it after a reload', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(html).not.toHaveClass(/dark/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    // The inline script in index.html (allowed by its CSP hash) applies the theme before React runs.
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(errors).toEqual([]);
  });

  test('answers an unknown deep link with the app, redirected to /', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Validate your tracking in three steps' }),
    ).toBeVisible();
  });

  test('serves the security headers with the page', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('/healthz answers ok', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('unknown API routes answer the JSON error shape', async ({ request }) => {
    const response = await request.get('/api/nothing-here', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, type: 'general_route_not_found' });
  });
});
