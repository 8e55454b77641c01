import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createDocument, PASSWORD, signedInContext, signUp, type TestUser } from '../support/accounts.js';
import {
  addMetric,
  formPanel,
  metrics,
  row,
  shot,
  submitForm,
  table,
  toast,
} from '../support/entities-page.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';

// The Tests and Triggers page (/allEntities) against `tagproof serve`, its tables and forms: create,
// link, edit, unlink and delete tests and triggers, failed saves, search, sort and paging. One
// verified user (made through the /v1 API) runs the flows one after the other, each building on the
// previous one's documents. Screenshots go to /tmp/tagproof-shots.

// The machine runs other suites too: give each flow room.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let verified: TestUser;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  verified = await signUp(context, 'entities', { verify: true });
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
});

test('an anonymous user builds a test, signs in from the "Authentication Required" modal and the save resumes', async ({
  page,
}) => {
  const errors = await collectPageErrors(page, [/401/]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/allentities');
  await expect(page.getByRole('heading', { level: 1, name: 'Tests and Triggers' })).toBeVisible();
  await expect(page.getByText('Sign in to see your tests and triggers.')).toBeVisible();
  await expect(table(page, 'Tests').getByText('No tests found')).toBeVisible();
  await expect(table(page, 'Triggers').getByText('No triggers found')).toBeVisible();

  await page.getByRole('button', { name: 'Create Test', exact: true }).click();
  const panel = formPanel(page);
  await expect(panel.getByRole('heading', { name: 'Create Test' })).toBeVisible();
  await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(1224); // 85%
  await expect(panel.getByLabel('Select Vendor Category')).toHaveValue('GOOGLEANALYTICS4');
  await expect(panel.getByRole('radio', { name: 'Test only' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Test and Trigger' })).toHaveCount(0);
  await panel.getByLabel('Test Name').fill('');
  await panel.getByRole('button', { name: 'Create Test', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please provide a name for the test');
  await panel.getByLabel('Test Name').fill('Anonymous purchase test');
  await panel.getByRole('button', { name: 'Create Test', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please add at least one metric for the test');
  await addMetric(panel, 'en', 'purchase');
  await expect(panel.locator('tr[data-metric="en"]')).toBeVisible();
  await shot(page, 'form-create-test');

  await submitForm(page, 'Create Test', 'Confirm Test Creation');
  const login = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(login).toBeVisible();
  await expect(login.getByText('Please log in to create tests and triggers.')).toBeVisible();
  await shot(page, 'auth-required');
  await login.getByLabel('Email').fill(verified.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(toast(page, 'Test "Anonymous purchase test" created successfully')).toBeVisible();
  await expect(formPanel(page)).toHaveCount(0);
  await expect(row(page, 'Tests', 'Anonymous purchase test')).toBeVisible();
  await expect(page.getByText('Sign in to see your tests and triggers.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('signed in and verified', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  test.beforeEach(async ({ browser }) => {
    context = await signedInContext(browser, verified);
    page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    errors = await collectPageErrors(page);
  });
  test.afterEach(async () => {
    await context.close();
  });

  test('creates a trigger only and a test only linked to it; each shows as a chip in the other’s table', async () => {
    await page.goto('/allEntities');
    await expect(row(page, 'Tests', 'Anonymous purchase test')).toBeVisible();

    await page.getByRole('button', { name: 'Create Trigger', exact: true }).click();
    let panel = formPanel(page);
    await expect(panel.getByRole('radio', { name: 'Trigger only' })).toBeChecked();
    await panel.getByLabel('Trigger Name').fill('Purchase event');
    await panel.getByLabel('Trigger Description').fill('Fires on GA4 purchases');
    await addMetric(panel, 'en', 'purchase');
    await submitForm(page, 'Create Trigger', 'Confirm Trigger Creation');
    await expect(toast(page, 'Trigger "Purchase event" created successfully')).toBeVisible();
    await expect(row(page, 'Triggers', 'Purchase event')).toBeVisible();

    await page.getByRole('button', { name: 'Create Test', exact: true }).click();
    panel = formPanel(page);
    await panel.getByLabel('Test Name').fill('Purchase has a currency');
    await addMetric(panel, 'cu', 'EUR');
    await panel.getByRole('checkbox', { name: 'Link this test to existing triggers' }).check();
    await panel.getByRole('button', { name: 'Choose Triggers' }).click();
    const picker = page.getByRole('dialog', { name: 'Associate with Triggers' });
    await expect.poll(async () => Math.round((await picker.boundingBox())?.width ?? 0)).toBe(1080); // 75%
    await picker.getByRole('checkbox', { name: /Purchase event/ }).check();
    await shot(page, 'association-picker');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(panel.getByRole('list', { name: 'Associated triggers' })).toContainText('Purchase event');
    await submitForm(page, 'Create Test', 'Confirm Test Creation');
    await expect(toast(page, 'Test "Purchase has a currency" created successfully')).toBeVisible();

    await expect(
      row(page, 'Tests', 'Purchase has a currency').getByRole('button', { name: 'Purchase event' }),
    ).toBeVisible();
    await expect(
      row(page, 'Triggers', 'Purchase event').getByRole('button', { name: 'Purchase has a currency' }),
    ).toBeVisible();
    await expect(row(page, 'Triggers', 'Purchase event')).toContainText('Fires on GA4 purchases');
    await shot(page, 'tables', true);

    // A chip opens its item in view mode.
    await row(page, 'Tests', 'Purchase has a currency')
      .getByRole('button', { name: 'Purchase event' })
      .click();
    panel = formPanel(page);
    await expect(panel.getByRole('heading', { name: 'Trigger Details' })).toBeVisible();
    await expect(panel.getByLabel('Trigger Name')).toBeDisabled();
    await expect(panel.getByLabel('Trigger Name')).toHaveValue('Purchase event');
    await page.keyboard.press('Escape');
    await expect(formPanel(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('edits a test in place; the unsaved-changes dialog guards the panel', async () => {
    await page.goto('/allEntities');
    const testRow = row(page, 'Tests', 'Purchase has a currency');
    await testRow.getByRole('button', { name: 'Edit Purchase has a currency' }).click();
    const panel = formPanel(page);
    await expect(panel.getByRole('heading', { name: 'Edit Test' })).toBeVisible();
    await expect(panel.getByRole('radio')).toHaveCount(0); // the mode follows the item
    await expect(panel.locator('tr[data-metric="cu"]')).toBeVisible();
    await panel.getByLabel('Test Name').fill('Purchase sends EUR');
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await expect(unsaved).toContainText("You'll lose all unsaved modifications.");
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByLabel('Test Description').fill('The currency of every purchase is EUR');
    await panel.getByLabel('Logical Operator').selectOption('OR');
    await panel.getByLabel('Expected value for cu').fill('EUR');
    await submitForm(page, 'Update Test', 'Confirm Test Update');
    await expect(toast(page, 'Test "Purchase sends EUR" updated successfully')).toBeVisible();
    const updated = row(page, 'Tests', 'Purchase sends EUR');
    await expect(updated).toContainText('OR');
    await expect(updated).toContainText('The currency of every purchase is EUR');
    await expect(updated.getByRole('button', { name: 'Purchase event' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the association toggle saves both sides at once and is reverted when the server refuses', async () => {
    errors = await collectPageErrors(page, [/500/]);
    await page.goto('/allEntities');
    await row(page, 'Tests', 'Anonymous purchase test')
      .getByRole('button', { name: 'Edit Anonymous purchase test' })
      .click();
    const panel = formPanel(page);
    await panel.getByRole('button', { name: 'Choose Triggers' }).click();
    const picker = page.getByRole('dialog', { name: 'Associate with Triggers' });
    const box = picker.getByRole('checkbox', { name: /Purchase event/ });
    await box.check();
    await expect(box).toBeEnabled(); // saved
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(panel.getByRole('list', { name: 'Associated triggers' })).toContainText('Purchase event');
    await panel.getByRole('button', { name: 'Choose Triggers' }).click();

    // The counterpart's update fails: the item's side is put back and the checkbox reverts.
    await page.route('**/collections/triggers/documents/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { message: 'Server error', code: 500, type: 'general_unknown' },
          })
        : route.continue(),
    );
    await box.uncheck();
    await expect(toast(page, 'Failed to update association')).toBeVisible();
    await expect(box).toBeChecked();
    await page.unroute('**/collections/triggers/documents/*');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toHaveCount(0);
    await page.keyboard.press('Escape'); // no unsaved changes: each toggle was saved
    await expect(formPanel(page)).toHaveCount(0);
    await expect(
      row(page, 'Tests', 'Anonymous purchase test').getByRole('button', { name: 'Purchase event' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('removes all associations, then deletes with associations (a failed counterpart update cancels)', async () => {
    errors = await collectPageErrors(page, [/500/]);
    await page.goto('/allEntities');
    const lonely = row(page, 'Tests', 'Purchase sends EUR');
    await expect(lonely.getByRole('button', { name: 'Purchase event' })).toBeVisible();
    await lonely.getByRole('button', { name: 'Remove Associations of Purchase sends EUR' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove Associations' });
    await expect(remove).toContainText(
      'Are you sure you want to remove all associations from "Purchase sends EUR"?',
    );
    await expect(remove).toContainText('This will disconnect this test from all its related triggers.');
    await remove.getByRole('button', { name: 'Remove Associations' }).click();
    await expect(toast(page, 'All associations removed from test "Purchase sends EUR"')).toBeVisible();
    await expect(row(page, 'Tests', 'Purchase sends EUR').getByText('None', { exact: true })).toBeVisible();
    await expect(
      row(page, 'Tests', 'Purchase sends EUR').getByRole('button', {
        name: 'Remove Associations of Purchase sends EUR',
      }),
    ).toBeDisabled();

    // Delete the trigger still linked to "Anonymous purchase test": a failing test update cancels it.
    await page.route('**/collections/tests/documents/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { message: 'Server error', code: 500, type: 'general_unknown' },
          })
        : route.continue(),
    );
    const trigger = row(page, 'Triggers', 'Purchase event');
    await trigger.getByRole('button', { name: 'Delete Purchase event' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Trigger' });
    await expect(confirm).toContainText('Are you sure you want to delete "Purchase event"?');
    await expect(confirm).toContainText(
      'This action cannot be undone. All associations will also be removed.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to remove all associations. Delete operation cancelled.')).toBeVisible();
    await expect(row(page, 'Triggers', 'Purchase event')).toBeVisible();
    await page.unroute('**/collections/tests/documents/*');

    await trigger.getByRole('button', { name: 'Delete Purchase event' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Trigger' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Trigger "Purchase event" deleted successfully')).toBeVisible();
    await expect(row(page, 'Triggers', 'Purchase event')).toHaveCount(0);
    await expect(
      row(page, 'Tests', 'Anonymous purchase test').getByText('None', { exact: true }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a save failing on the server shows "Failed to create test" and keeps the form', async () => {
    errors = await collectPageErrors(page, [/500/]);
    await page.goto('/allEntities');
    await page.route('**/collections/tests/documents', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { message: 'Database unavailable', code: 500, type: 'general_unknown' },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Test', exact: true }).click();
    const panel = formPanel(page);
    await panel.getByLabel('Test Name').fill('Never saved');
    await addMetric(panel, 'en', 'purchase');
    await submitForm(page, 'Create Test', 'Confirm Test Creation');
    const failure = toast(page, 'Failed to create test');
    await expect(failure).toContainText('Failed to create test: Database unavailable');
    await shot(page, 'save-failed');
    await expect(panel.getByLabel('Test Name')).toHaveValue('Never saved');
    await expect(row(page, 'Tests', 'Never saved')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('searches, sorts and pages the table', async () => {
    test.setTimeout(60_000);
    for (let index = 1; index <= 12; index += 1)
      await createDocument(context.request, 'tests', {
        name: `Paging test ${String(index).padStart(2, '0')}`,
        testType: index % 2 === 0 ? 'FACEBOOK' : 'GOOGLEANALYTICS4',
        logicalOperator: index % 3 === 0 ? 'OR' : 'AND',
        metrics: metrics(['en', 'equals', 'purchase']),
        description: index === 7 ? 'The lucky one' : '',
      });
    await page.goto('/allEntities');
    const tests = page.getByRole('region', { name: /^Tests/ });
    await expect(tests.getByText(/^Showing 1 to 10 of 1[45] entries$/)).toBeVisible();
    await tests.getByRole('searchbox', { name: 'Search tests' }).fill('paging test');
    await expect(tests.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
    await expect(tests.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(table(page, 'Tests').getByRole('row').nth(1)).toContainText('Paging test 01');
    await tests.getByRole('button', { name: 'Next page' }).click();
    await expect(tests.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();
    await expect(tests.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await tests.getByLabel('Rows per page').selectOption('5');
    await expect(tests.getByText('Showing 1 to 5 of 12 entries')).toBeVisible();
    await expect(tests.getByRole('button', { name: /^Page \d$/ })).toHaveCount(3);
    await tests.getByRole('button', { name: 'Last page' }).click();
    await expect(tests.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();
    await tests.getByRole('button', { name: 'First page' }).click();

    await tests.getByRole('button', { name: 'Name' }).click(); // descending
    await expect(table(page, 'Tests').getByRole('row').nth(1)).toContainText('Paging test 12');
    await tests.getByRole('button', { name: 'Vendor' }).click();
    await expect(table(page, 'Tests').getByRole('columnheader', { name: 'Vendor' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(
      table(page, 'Tests').getByRole('row').nth(1).getByRole('img', { name: 'Google Analytics 4' }),
    ).toBeVisible();

    await tests.getByRole('searchbox', { name: 'Search tests' }).fill('lucky');
    await expect(tests.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(row(page, 'Tests', 'Paging test 07')).toBeVisible();
    await tests.getByRole('searchbox', { name: 'Search tests' }).fill('no such thing');
    await expect(table(page, 'Tests').getByText('No matching items found')).toBeVisible();
    await expect(tests.getByText('No entries to display')).toBeVisible();
    await shot(page, 'search-empty');
    await tests.getByRole('button', { name: 'Clear search' }).click();
    await expect(tests.getByText(/^Showing 1 to 5 of 1[45] entries$/)).toBeVisible();

    // Scroll-to-top after 400 px of scroll; the footer is there.
    await tests.getByLabel('Rows per page').selectOption('25');
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('contentinfo')).toContainText('Tagproof');
    expect(errors).toEqual([]);
  });
});
