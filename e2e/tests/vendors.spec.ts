import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';
import { results, section, sendCapture } from '../support/validator-page.js';

// The Vendors page (/vendors) against `tagproof serve`: a verified user (made through the /v1 API)
// defines an in-house collector, is told why a built-in code is refused, and the validator then
// recognises the collector's hits. Screenshots go to /tmp/tagproof-shots.

const ACME_HIT = 'https://collect.acme-shop.example/v1/e?ev=add_to_cart&acc=ACME-1&sku=42';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('a user defines an in-house collector on the Vendors page and the validator recognises it', async ({
  page,
  context,
}) => {
  await signUp(context, 'Vendors', { verify: true });
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
  const errors = await collectPageErrors(page, [/400/]);

  await page.goto('/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Your vendors' })).toBeVisible();
  await expect(page.getByText('No custom vendors yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New vendor' }).click();
  const editor = page.getByRole('dialog', { name: 'New vendor' });
  const definition = editor.getByLabel('Vendor definition (JSON)');
  const acme = {
    code: 'ACME',
    name: 'Acme collector',
    kind: 'analytics',
    match: { hosts: ['collect.acme-shop.example'], paths: ['/v1/e'] },
    event: 'ev',
    account: 'acc',
    params: { sku: { label: 'Product SKU', group: 'e_commerce' } },
  };
  // A built-in code is refused, and the editor says why.
  await definition.fill(JSON.stringify({ ...acme, code: 'FACEBOOK' }));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('FACEBOOK is a built-in vendor');
  await page.screenshot({ path: '/tmp/tagproof-shots/vendors-editor-error.png' });

  await definition.fill(JSON.stringify(acme));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const table = page.getByRole('table', { name: 'Custom vendors' });
  await expect(table.getByRole('row').filter({ hasText: 'Acme collector' })).toContainText(
    'collect.acme-shop.example',
  );

  await page.screenshot({ path: '/tmp/tagproof-shots/vendors-list.png' });
  await page.getByRole('link', { name: 'Validator' }).click();
  await sendCapture(page, [{ url: ACME_HIT, requestId: 'acme-1' }]);
  await expect(results(page)).toBeVisible();
  const matched = section(page, 'matched-requests');
  await expect(matched.getByText('add_to_cart')).toBeVisible();
  await expect(matched.getByText('Acme collector')).toBeVisible();
  await page.screenshot({ path: '/tmp/tagproof-shots/vendors-validated.png', fullPage: true });
  expect(errors).toEqual([]);
});
