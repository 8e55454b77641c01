import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { SHOTS } from './validator-page.js';

// What the Tests and Triggers specs share: where they look on /allEntities and in the form's side
// panel, and how they fill and submit the form.

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/entities-${name}.png`, fullPage });
}

/** A test's or trigger's `metrics` as the documents store them: `[metric, comparison, value]` rows. */
export const metrics = (...rows: Array<[string, string, string]>) =>
  JSON.stringify(rows.map(([metric, comparison, value]) => ({ metric, comparison, value })));

export const table = (page: Page, name: 'Tests' | 'Triggers') =>
  page.getByRole('table', { name, exact: true });

export const row = (page: Page, name: 'Tests' | 'Triggers', entity: string) =>
  table(page, name)
    .getByRole('row')
    .filter({ has: page.getByText(entity, { exact: true }) });

/** The side panel holding the test/trigger form. */
export const formPanel = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ has: page.locator('form') })
    .first();

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Submit → review summary → confirm step, checking the confirm title and the action label. */
export async function submitForm(page: Page, label: string, title: string): Promise<void> {
  await formPanel(page).getByRole('button', { name: label, exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review Summary' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: label, exact: true }).click();
}

export async function addMetric(panel: Locator, name: string, value: string): Promise<void> {
  await panel.getByRole('button', { name: 'Add Metric' }).click();
  const form = panel.getByRole('group', { name: 'Add metric' });
  await form.getByLabel('Parameter name').fill(name);
  await form.getByLabel('Expected value').fill(value);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
}
