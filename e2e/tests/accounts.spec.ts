import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDatabase, saveReport } from '@tagproof/server';
import { createAccount, dataDir, PASSWORD, uniqueEmail, verificationLink } from '../support/accounts.js';
import { collectPageErrors } from '../support/page-errors.js';

// Accounts and the validation report page against `tagproof serve`: sign-up through the form, the
// verification link from the server's outbox (DATA_DIR/outbox/*.eml, DATA_DIR from the e2e config),
// sign-out, sign-in, a wrong password, the protected report route and a saved report with its search.

async function signInThroughForm(root: Page | Locator, email: string, password: string) {
  await root.getByLabel('Email').fill(email);
  await root.getByLabel('Password').fill(password);
  await root.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logout(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

const REPORT = {
  AllRequestsAllActionsAllTestResults: {
    summary: {
      validationResults: { errors: 1, warnings: 0, info: 2 },
      totalActions: 2,
      vendors: { GOOGLEANALYTICS4: { totalRequests: 2 }, FACEBOOK: { totalRequests: 1 } },
    },
    validationResults: {
      'action-1': {
        actionInfo: { elementClickedText: 'Add to cart', description: 'Click the Add to cart button' },
        actionValidationResults: [
          { severity: 'warning', message: 'add_to_cart was sent twice for one click' },
        ],
        requests: [
          {
            originalRequest: {
              queryString: 'v=2&tid=G-ABC123&en=add_to_cart&cu=EUR&epn.value=19.99',
              postData: null,
              eventName: 'add_to_cart',
              accountID: 'G-ABC123',
              requestCategory: 'GOOGLEANALYTICS4',
            },
            validationResults: [
              { severity: 'error', message: 'items is missing', triggeredBy: { rule: 'GA4_ITEMS_REQUIRED' } },
              { severity: 'info', message: 'Consider sending item_brand' },
            ],
            testResults: [
              { testID: 't1', testName: 'Currency is EUR', passed: true, skipped: false },
              { testID: 't2', testName: 'Purchase has items', passed: false, skipped: true },
            ],
          },
          {
            originalRequest: {
              queryString: 'v=2&tid=G-ABC123&en=add_to_cart',
              eventName: 'add_to_cart',
              accountID: 'G-ABC123',
              requestCategory: 'GOOGLEANALYTICS4',
            },
            validationResults: [],
            testResults: [],
          },
        ],
      },
      'action-2': {
        actionInfo: { elementClickedText: '', description: 'Place order' },
        actionValidationResults: [],
        requests: [
          {
            originalRequest: {
              queryString: 'id=123456&ev=Purchase',
              postData: '{"custom_data":{"value":42,"currency":"EUR"}}',
              eventName: 'Purchase',
              accountID: '123456',
              requestCategory: 'FACEBOOK',
            },
            validationResults: [{ severity: 'info', message: 'content_ids is recommended' }],
            testResults: [],
          },
        ],
      },
    },
  },
};

/** Saves a report for `userId` the way the automation worker does (reports are server-written). */
async function saveReportFor(userId: string): Promise<string> {
  const database = openDatabase({ dataDir: dataDir(), databaseUrl: null });
  try {
    const document = await saveReport(database.db, userId, {
      testSuiteResult: JSON.stringify(REPORT),
      websiteUrl: 'https://shop.example.com/',
    });
    return document.$id;
  } finally {
    await database.close();
  }
}

test.describe('accounts', () => {
  test('signs up, verifies the e-mail from the outbox link, signs out and back in', async ({ page }) => {
    const errors = await collectPageErrors(page);
    const email = uniqueEmail('ada');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tagproof' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Account created! Please check your email to verify your account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole('button', { name: 'Account: Ada Lovelace' });
    await expect(avatar).toHaveText('AD');

    // The session survives a reload (start-up initialisation reads it).
    await page.reload();
    await expect(avatar).toBeVisible();
    await avatar.click();
    await expect(page.getByText('Email not verified')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto((await verificationLink(email)).url);
    await expect(page.getByText('Email verified successfully! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await avatar.click();
    await expect(page.getByText('Email not verified')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath('signed-in.png') });

    await logout(page, 'Ada Lovelace');
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const modal = page.getByRole('dialog');
    const checksLoaded = Promise.all(
      ['tests', 'triggers'].map((collection) =>
        page.waitForResponse(
          (response) =>
            response.url().includes(`/v1/databases/tagproof/collections/${collection}/documents`) &&
            response.status() === 200,
        ),
      ),
    );
    await signInThroughForm(modal, email, PASSWORD);
    await expect(modal).toHaveCount(0);
    await expect(avatar).toBeVisible();

    // Signed in, a run waits for the user's tests and triggers, then goes ahead with them.
    await checksLoaded;
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await expect(page.getByRole('heading', { name: 'Summary Report' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a used verification link is refused, and a wrong password shows the server message', async ({
    page,
    request,
  }) => {
    // The refused calls answer 401, which Chromium logs as failed resources.
    const errors = await collectPageErrors(page, [/status of 401/]);
    const { email } = await createAccount(request, 'Grace Hopper');
    await page.goto('/verify-email?userId=nobody&secret=wrong');
    await expect(
      page.getByText('Failed to verify email. The link might be expired or invalid.'),
    ).toBeVisible();

    await page.goto('/login');
    await signInThroughForm(page, email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials: check the e-mail and password.');
    await page.screenshot({ path: test.info().outputPath('wrong-password.png') });
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account: Grace Hopper' })).toBeVisible();

    // Signed in but unverified: /verify-email offers the e-mail, then says it was sent.
    await page.goto('/verify-email');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend Verification Email \(\d+s\)/ })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('shows the failure of a social sign-in at /login?error=auth_failed', async ({ page }) => {
    await page.goto('/login?error=auth_failed');
    await expect(page.getByRole('alert')).toContainText('Authentication failed');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });
});

test.describe('the validation report page', () => {
  test('asks to log in, then shows the saved report with its parameter search', async ({ page, request }) => {
    const errors = await collectPageErrors(page);
    const { id: userId, email } = await createAccount(request, 'Katherine Johnson');
    const reportId = await saveReportFor(userId);

    await page.goto(`/automatedResults/${reportId}`);
    const modal = page.getByRole('dialog', { name: 'Authentication Required' });
    await expect(modal).toContainText('Please log in to continue.');
    await expect(page.getByTestId('protected-blur')).toHaveClass(/blur/);
    expect(await page.evaluate(() => localStorage.getItem('authReturnPath'))).toBe(
      `/automatedResults/${reportId}`,
    );
    await page.screenshot({ path: test.info().outputPath('report-guard.png') });

    await signInThroughForm(modal, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Validation Report' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authReturnPath'))).toBeNull();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Errors', { exact: true })).toBeVisible();
    await expect(summary.getByText('Suggestions', { exact: true })).toBeVisible();
    await expect(summary.getByText('Actions Executed')).toBeVisible();
    await expect(summary.getByText('Google Analytics 4 requests')).toBeVisible();

    const action = page.getByRole('article', { name: 'Action 1: Add to cart' });
    await action.getByRole('button', { name: /Action 1: Add to cart/ }).click();
    await expect(action.getByRole('heading', { name: /Action Duplicates/ })).toContainText('1 issue(s)');
    await expect(action.getByRole('heading', { name: /All Requests/ })).toContainText('(2)');
    const requestCard = action.getByRole('article', { name: 'add_to_cart, Google Analytics 4' }).first();
    await requestCard.getByRole('button', { name: /add_to_cart/ }).click();
    await expect(requestCard.getByRole('definition').filter({ hasText: 'G-ABC123' })).toBeVisible();
    await expect(requestCard.getByText('1/1 passed, 1 skipped')).toBeVisible();
    await expect(requestCard.getByText('items is missing')).toBeVisible();

    const search = requestCard.getByRole('searchbox', { name: 'Parameters' });
    await expect(requestCard.getByText('5 parameters')).toBeVisible();
    await search.fill('eur');
    await expect(requestCard.getByText('1 of 5 parameters')).toBeVisible();
    await expect(requestCard.getByRole('rowheader')).toHaveText(['cu']);
    await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });

    // The hit's Request Validation panel, then its failed test's Test Results.
    await requestCard.getByRole('button', { name: 'Request Validation' }).click();
    const panel = page.getByRole('dialog', { name: 'Request Validation' });
    await expect(panel.getByText('items is missing')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-request-panel.png') });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await action.getByRole('button', { name: 'Action Validation' }).click();
    const actionPanel = page.getByRole('dialog', { name: 'Action Validation' });
    await expect(actionPanel.getByText('All Requests')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('report-action-panel-390-dark.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });

    const second = page.getByRole('article', { name: 'Action 2: Place order' });
    await second.getByRole('button', { name: /Action 2: Place order/ }).click();
    await expect(second.getByRole('heading', { name: 'No Duplicates' })).toBeVisible();

    await page.goto('/automatedResults/no-such-report');
    await expect(page.getByText('No validation results found')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
