import type { Page } from '@playwright/test';

/**
 * Collects, as they happen, the page's uncaught errors, console errors and Content-Security-Policy
 * violations (reported as console errors from the next navigation on), except those matching
 * `allowed`. A test ends with `expect(errors).toEqual([])`.
 */
export async function collectPageErrors(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
