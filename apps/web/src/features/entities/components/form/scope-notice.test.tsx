// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setAppwriteForTests } from '../../../../lib/appwrite';
import type { ValidatedRequest } from '../../../../lib/validation-types';
import { buttonByText, click } from '../../../../testing/render';
import { aValidatedRequest } from '../../../../testing/validated-request';
import { byLabel, dialogByTitle, openedPanel, renderPage, resetPage } from '../../testing/page-harness';

afterEach(() => {
  resetPage();
  setAppwriteForTests(null);
});

function pageView(): ValidatedRequest {
  return aValidatedRequest({
    requestUrl: 'https://www.google-analytics.com/g/collect?en=page_view&dl=https%3A%2F%2Fshop.example%2F',
    queryString: 'en=page_view&dl=https%3A%2F%2Fshop.example%2F',
    parameters: [
      { name: 'dl', label: 'Page location', group: 'most_used', value: 'https://shop.example/' },
      { name: 'en', label: 'Event name', group: 'most_used', value: 'page_view' },
    ],
  });
}

const notice = (panel: HTMLElement) =>
  panel.querySelector('[role="note"][aria-label="Where this test runs"]');

describe('a test from a request without a trigger', () => {
  it('says it runs on every request of its vendor, and offers to scope it to the event', async () => {
    await renderPage({
      path: '/allEntities?fromRequest=r1',
      findRequest: async () => pageView(),
    });
    const panel = await openedPanel();
    // Test and Trigger (the default from a request) is scoped: no warning.
    expect(notice(panel)).toBeNull();

    await click(panel.querySelector<HTMLInputElement>('input[value="TEST_ONLY"]'));
    expect(notice(panel)?.textContent).toContain(
      'this test will run on every Google Analytics 4 request, not only on page_view',
    );
    await click(byLabel(panel, 'Check dl in the test'));
    await click(buttonByText(panel, 'Create Test'));
    const review = dialogByTitle('Review Summary') as HTMLElement;
    expect(review.textContent).toContain('Every Google Analytics 4 request: this test has no trigger.');
    await click(buttonByText(review, 'Back'));

    await click(buttonByText(panel, 'Scope to page_view (adds a trigger: en equals page_view)'));
    expect(panel.querySelector<HTMLInputElement>('input[value="TEST_AND_TRIGGER"]')?.checked).toBe(true);
    expect(byLabel(panel, 'Use en as a trigger')).toMatchObject({ checked: true });
    expect(notice(panel)).toBeNull();
    await click(buttonByText(panel, 'Create Test and Trigger'));
    expect((dialogByTitle('Review Summary') as HTMLElement).textContent).toContain(
      'Only the requests on which one of its triggers fires.',
    );
  });
});
