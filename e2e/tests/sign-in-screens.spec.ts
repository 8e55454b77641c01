import { expect, test } from '@playwright/test';
import { SHOTS } from '../support/validator-page.js';

// The sign-in screens against `tagproof serve` (Google configured in playwright.config.ts).

for (const [width, theme] of [
  [1440, 'light'],
  [390, 'dark'],
] as const) {
  test(`/login titles the sign-up form as a sign-up, at ${width} px, ${theme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tagproof' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Tagproof account' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/sign-up-${width}-${theme}.png` });
  });
}
