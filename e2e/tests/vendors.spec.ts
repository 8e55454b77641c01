import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.js';
import { results, section, sendCapture } from '../support/validator-page.js';

// The Vendors page (/vendors) against `tagproof serve`: a verified user (made through the /v1 API)
// defines an in-house collector, is told why a built-in code is refused, and the validator then
// recognises the collector's hits. Screenshots go to /tmp/tagproof-shots.

const PASSWORD = 'correct horse battery';
const DATA_DIR = process.env.TAGPROOF_E2E_DATA_DIR ?? '';
const ACME_HIT = 'https://collect.acme-shop.example/v1/e?ev=add_to_cart&acc=ACME-1&sku=42';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The verification link's userId and secret, from the newest e-mail to `email` in the outbox. */
async function verificationSecret(email: string): Promise<{ userId: string; secret: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(join(DATA_DIR, 'outbox')).sort().reverse();
    } catch {
      // not written yet
    }
    for (const file of files) {
      const raw = readFileSync(join(DATA_DIR, 'outbox', file), 'utf8');
      if (!raw.includes(`To: ${email}`)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /userId=([\w.-]+)&(?:amp;)?secret=([\w-]+)/.exec(text);
      if (match?.[1] && match[2]) return { userId: match[1], secret: match[2] };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

async function signUpVerified(request: APIRequestContext, origin: string): Promise<void> {
  const email = `vendors-${Date.now()}@example.com`;
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { origin } });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  };
  await post('/v1/account', { userId: 'unique()', email, password: PASSWORD, name: 'Vendors' });
  await post('/v1/account/sessions/email', { email, password: PASSWORD });
  await post('/v1/account/verification', { url: `${origin}/verify-email` });
  const verified = await request.put('/v1/account/verification', {
    data: await verificationSecret(email),
    headers: { origin },
  });
  expect(verified.ok()).toBe(true);
}

test('a user defines an in-house collector on the Vendors page and the validator recognises it', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signUpVerified(context.request, origin);
  await context.addInitScript(() => localStorage.setItem('authSession', '1'));
  await context.addCookies([{ name: 'tracking', value: '0', url: origin }]);
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
