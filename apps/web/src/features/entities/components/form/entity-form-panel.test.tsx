// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../../../lib/appwrite';
import type { ValidatedRequest } from '../../../../lib/validation-types';
import { buttonByText, click, press, wait } from '../../../../testing/render';
import { aValidatedRequest } from '../../../../testing/validated-request';
import { aTest, aTrigger } from '../../testing/fake-entities-api';
import {
  byLabel,
  dialogByTitle,
  field,
  openedPanel,
  renderPage,
  resetPage,
  toastTexts,
  typeInto,
  VERIFIED,
  waitFor,
} from '../../testing/page-harness';

afterEach(() => {
  resetPage();
  setAppwriteForTests(null);
});

const alertText = (panel: HTMLElement) => panel.querySelector('[role="alert"]')?.textContent ?? null;
const submitButton = (panel: HTMLElement, label: string) =>
  [...panel.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
    (button) => button.textContent === label,
  );

async function addMetric(panel: HTMLElement, name: string, value: string) {
  await click(buttonByText(panel, 'Add Metric'));
  const group = panel.querySelector('[role="group"][aria-label="Add metric"]') as HTMLElement;
  await typeInto(field(group, 'Parameter name'), name);
  await typeInto(field(group, 'Expected value'), value);
  await click(buttonByText(group, 'Add'));
}

/** Submit → review summary → confirm step; returns the confirm dialog's title. */
async function submitAndConfirm(panel: HTMLElement, label: string, title: string) {
  await click(submitButton(panel, label));
  const review = dialogByTitle('Review Summary');
  expect(review).toBeDefined();
  await click(buttonByText(review as HTMLElement, 'Continue'));
  const confirm = dialogByTitle(title);
  expect(confirm, `confirm dialog "${title}"`).toBeDefined();
  const action = [...(confirm as HTMLElement).querySelectorAll('button')].find(
    (button) => button.textContent === label,
  );
  expect(action).toBeDefined();
  await click(action);
  await wait(30);
}

function purchaseRequest(): ValidatedRequest {
  return aValidatedRequest({
    eventName: 'purchase',
    requestUrl: 'https://www.google-analytics.com/g/collect?en=purchase&cu=EUR',
    queryString: 'en=purchase&cu=EUR',
    parameters: [
      { name: 'en', label: 'Event name', group: 'most_used', value: 'purchase' },
      { name: 'cu', label: 'Currency', group: 'e_commerce', value: 'EUR' },
      { name: 'ep.items', label: 'items', group: 'other', value: '[{"id":"A"}]' },
    ],
  });
}

describe('the create/edit form', () => {
  it('Create Test: TEST_ONLY, GA4, no "Test and Trigger"; Create Trigger: TRIGGER_ONLY', async () => {
    const { container } = await renderPage();
    await click(buttonByText(container, 'Create Test'));
    let panel = await openedPanel();
    expect(panel.querySelector('h2')?.textContent).toBe('Create Test');
    expect(field(panel, 'Select Vendor Category').value).toBe('GOOGLEANALYTICS4');
    const radios = [...panel.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([
      ['TEST_ONLY', true],
      ['TRIGGER_ONLY', false],
    ]);
    expect(field(panel, 'Test Name').value).toBe('Test for Unnamed Event');
    expect(field(panel, 'Logical Operator').value).toBe('AND');
    expect(panel.textContent).not.toContain('Trigger Name');
    expect(submitButton(panel, 'Create Test')).toBeDefined();
    await press('Escape');
    await wait(350);

    await click(buttonByText(container, 'Create Trigger'));
    panel = await openedPanel();
    expect(panel.querySelector<HTMLInputElement>('input[value="TRIGGER_ONLY"]')?.checked).toBe(true);
    expect(field(panel, 'Trigger Name').value).toBe('Trigger for Unnamed Event');
    expect(submitButton(panel, 'Create Trigger')).toBeDefined();
  });

  it('shows one alert at a time, in order, following the corrections', async () => {
    const { container } = await renderPage();
    await click(buttonByText(container, 'Create Test'));
    const panel = await openedPanel();
    await typeInto(field(panel, 'Test Name'), '  ');
    expect(alertText(panel)).toBeNull();
    await click(submitButton(panel, 'Create Test'));
    expect(alertText(panel)).toBe('Please provide a name for the test');
    await typeInto(field(panel, 'Test Name'), 'Purchase test');
    expect(alertText(panel)).toBe('Please add at least one metric for the test');
    await addMetric(panel, 'en', 'purchase');
    expect(alertText(panel)).toBeNull();
    expect(dialogByTitle('Review Summary')).toBeUndefined();
  });

  it('from a request: TEST_AND_TRIGGER with the flattened metrics; trigger, then test, then the link', async () => {
    const onChecksChanged = vi.fn();
    const { fake, router } = await renderPage({
      path: '/allEntities?fromRequest=r1',
      findRequest: async (id) => (id === 'r1' ? purchaseRequest() : null),
      onChecksChanged,
      triggers: [aTrigger('r-old', 'Old trigger')],
    });
    const panel = await openedPanel();
    expect(router.state.location.search).toBe('');
    expect(panel.querySelector('h2')?.textContent).toBe('Create Test from Request');
    expect(panel.querySelector<HTMLInputElement>('input[value="TEST_AND_TRIGGER"]')?.checked).toBe(true);
    expect(field(panel, 'Test Name').value).toBe('Test for purchase');
    expect(field(panel, 'Trigger Name').value).toBe('Trigger for purchase');
    expect(
      [...panel.querySelectorAll('tr[data-metric]')].map((row) => row.getAttribute('data-metric')),
    ).toEqual(['cu', 'en', 'ep.items']);
    expect(field(panel, 'Comparison for ep.items').value).toBe('exists');
    const headers = [...panel.querySelectorAll('table[aria-label="Metrics"] th')].map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['Test', 'Trigger']);

    await click(submitButton(panel, 'Create Test and Trigger'));
    expect(alertText(panel)).toBe('Please select at least one metric for the test');
    await click(byLabel(panel, 'Check cu in the test'));
    expect(alertText(panel)).toBe('Please mark at least one metric as a trigger');
    await click(byLabel(panel, 'Use en as a trigger'));
    expect(alertText(panel)).toBeNull();

    await submitAndConfirm(panel, 'Create Test and Trigger', 'Confirm Test and Trigger Creation');
    expect(fake.steps().map((step) => step.split(' {')[0])).toEqual([
      'create trigger',
      'create test',
      'update trigger trigger-new-1',
    ]);
    expect(fake.calls.find((call) => call.op === 'create' && call.kind === 'test')?.data).toMatchObject({
      name: 'Test for purchase',
      triggers: ['trigger-new-1'],
      metrics: '[{"metric":"cu","comparison":"equals","value":"EUR"}]',
    });
    expect(fake.calls.find((call) => call.op === 'create' && call.kind === 'trigger')?.data).toMatchObject({
      metrics: '[{"metric":"en","comparison":"equals","value":"purchase"}]',
    });
    const toast = toastTexts().join();
    expect(toast).toContain('Entities Created');
    expect(toast).toContain(
      'Created test "Test for purchase" and trigger "Trigger for purchase" successfully',
    );
    // The pair is linked: the toast counts that association (not "Associations 0").
    expect(toast).toMatch(/Associations\s*1/);
    await wait(150);
    expect(document.querySelector('[role="dialog"] form')).toBeNull();
    expect(onChecksChanged).toHaveBeenCalled();
  });

  it('a request that is gone says so and opens nothing', async () => {
    await renderPage({ path: '/allEntities?fromRequest=gone', findRequest: async () => null });
    await wait(30);
    expect(toastTexts().join()).toContain('This request is no longer available.');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('TEST_ONLY links the chosen triggers, adding the new test to each', async () => {
    const { container, fake } = await renderPage({ triggers: [aTrigger('r1', 'Purchase trigger')] });
    await click(buttonByText(container, 'Create Test'));
    const panel = await openedPanel();
    await typeInto(field(panel, 'Test Name'), 'Linked test');
    await addMetric(panel, 'cu', 'EUR');
    await click(panel.querySelector('section[aria-label="Associate with Triggers"] input[type="checkbox"]'));
    await click(buttonByText(panel, 'Choose Triggers'));
    await wait(350);
    const picker = dialogByTitle('Associate with Triggers') as HTMLElement;
    await click(picker.querySelector('input[type="checkbox"]'));
    await click(buttonByText(picker, 'Done'));
    await wait(350);
    await submitAndConfirm(panel, 'Create Test', 'Confirm Test Creation');
    expect(fake.steps()).toEqual([
      'create test {description,logicalOperator,metrics,name,testType,triggers}',
      'update trigger r1 {tests}',
    ]);
    expect(toastTexts().join()).toContain('Test "Linked test" created successfully');
  });

  it('anonymous: the confirm opens "Authentication Required" and nothing is saved', async () => {
    const { container, fake } = await renderPage({ user: null });
    await click(buttonByText(container, 'Create Test'));
    const panel = await openedPanel();
    await addMetric(panel, 'en', 'purchase');
    await submitAndConfirm(panel, 'Create Test', 'Confirm Test Creation');
    const modal = await waitFor(() => dialogByTitle('Authentication Required'));
    expect(modal?.textContent).toContain('Please log in to create tests and triggers.');
    expect(fake.steps()).toEqual([]);
  });

  it('unverified: the user is read again first; still unverified opens "Email Verification Required"', async () => {
    const get = vi.fn(async () => ({
      $id: 'user-2',
      name: 'Bo',
      email: 'bo@example.com',
      emailVerification: false,
    }));
    setAppwriteForTests({ account: { get } as never });
    const { container, fake } = await renderPage({
      user: { ...VERIFIED, $id: 'user-2', emailVerification: false },
    });
    await click(buttonByText(container, 'Create Test'));
    const panel = await openedPanel();
    await addMetric(panel, 'en', 'purchase');
    await submitAndConfirm(panel, 'Create Test', 'Confirm Test Creation');
    const modal = await waitFor(() => dialogByTitle('Email Verification Required'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(modal?.textContent).toContain(
      'Your email address needs to be verified before you can create tests and triggers.',
    );
    expect(buttonByText(modal as HTMLElement, 'Resend Verification Email')).toBeDefined();
    expect(fake.steps()).toEqual([]);
  });

  it('unverified in the store but verified on the server: saves at once', async () => {
    setAppwriteForTests({
      account: {
        get: async () => ({ $id: 'user-3', name: 'Cy', email: 'cy@example.com', emailVerification: true }),
      } as never,
    });
    const { container, fake } = await renderPage({
      user: { ...VERIFIED, $id: 'user-3', emailVerification: false },
    });
    await click(buttonByText(container, 'Create Trigger'));
    const panel = await openedPanel();
    await addMetric(panel, 'en', 'purchase');
    await submitAndConfirm(panel, 'Create Trigger', 'Confirm Trigger Creation');
    expect(fake.steps().map((step) => step.split(' {')[0])).toEqual(['create trigger']);
    expect(dialogByTitle('Email Verification Required')).toBeUndefined();
  });

  it('a save failing on the server: "Failed to create test" with the reason, the form stays', async () => {
    const { container, fake } = await renderPage();
    fake.failWhen((call) => call.op === 'create');
    await click(buttonByText(container, 'Create Test'));
    const panel = await openedPanel();
    await addMetric(panel, 'en', 'purchase');
    await submitAndConfirm(panel, 'Create Test', 'Confirm Test Creation');
    await wait(150);
    const toast = toastTexts().join();
    expect(toast).toContain('Failed to create test');
    expect(toast).toContain('Failed to create test: create test test-new-1 failed');
    expect(document.querySelector('[role="dialog"] form')).not.toBeNull();
  });

  it('edit: the mode follows the item, "Update Test" updates it in place', async () => {
    const { container, fake } = await renderPage({
      tests: [aTest('t1', 'Old name', [], { requestCategory: 'GOOGLEANALYTICS4' })],
    });
    await click(byLabel(container, 'Edit Old name'));
    const panel = await openedPanel();
    expect(panel.querySelector('h2')?.textContent).toBe('Edit Test');
    expect(panel.querySelectorAll('input[type="radio"]')).toHaveLength(0);
    expect(panel.textContent).not.toContain('Select Vendor Category'); // it has a requestCategory
    await typeInto(field(panel, 'Test Name'), 'New name');
    await submitAndConfirm(panel, 'Update Test', 'Confirm Test Update');
    expect(fake.steps()).toEqual(['update test t1 {description,logicalOperator,metrics,name,testType}']);
    expect(toastTexts().join()).toContain('Test "New name" updated successfully');
  });

  it('edit: closing with unsaved changes asks first', async () => {
    const { container } = await renderPage({ tests: [aTest('t1', 'Old name')] });
    await click(byLabel(container, 'Edit Old name'));
    const panel = await openedPanel();
    await typeInto(field(panel, 'Test Description'), 'changed');
    await click(buttonByText(panel, 'Cancel'));
    const unsaved = document.querySelector('[role="alertdialog"]');
    expect(unsaved?.textContent).toContain('Unsaved Changes');
    await click(buttonByText(unsaved as HTMLElement, 'Discard Changes'));
    await waitFor(() => document.querySelector('[role="dialog"] form') === null);
    expect(document.querySelector('[role="dialog"] form')).toBeNull();
  });

  it('edit: an association toggle saves both sides and is reverted when the server refuses', async () => {
    const { container, fake } = await renderPage({
      tests: [aTest('t1', 'Test one')],
      triggers: [aTrigger('r1', 'Trigger one')],
    });
    await click(byLabel(container, 'Edit Test one'));
    const panel = await openedPanel();
    await click(buttonByText(panel, 'Choose Triggers'));
    await wait(350);
    const picker = dialogByTitle('Associate with Triggers') as HTMLElement;
    const box = () => picker.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    await click(box());
    await wait(30);
    expect(box().checked).toBe(true);
    expect(fake.steps()).toEqual(['update test t1 {triggers}', 'update trigger r1 {tests}']);

    fake.failWhen((call) => call.kind === 'trigger');
    await click(box());
    await wait(30);
    expect(box().checked).toBe(true); // reverted
    expect(fake.steps().slice(2)).toEqual([
      'update test t1 {triggers}',
      'update trigger r1 {tests}',
      'update test t1 {triggers}',
    ]);
    expect(toastTexts().join()).toContain('Failed to update association');
  });
});
