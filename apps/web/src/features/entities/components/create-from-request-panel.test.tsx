// @vitest-environment happy-dom
import { NAVIGATION_CATEGORY } from '@tagproof/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth/auth-store';
import { buttonByText, click, press, render, wait } from '../../../testing/render';
import { interactionSession } from '../hooks/use-create-from-request';
import { createFakeEntitiesApi } from '../testing/fake-entities-api';
import { byLabel, dialogByTitle, openedPanel, resetPage, VERIFIED } from '../testing/page-harness';
import { CreateFromRequestPanel } from './create-from-request-panel';

afterEach(() => resetPage());

/** An "Add to cart" click that sent a GA4 add_to_cart (and an unrecognised beacon first). */
const ADD_TO_CART = [
  { eventName: null, vendor: null, queryString: 'ping=1', postData: null },
  {
    eventName: 'add_to_cart',
    vendor: 'GOOGLEANALYTICS4',
    queryString: 'v=2&en=add_to_cart&cu=EUR',
    postData: null,
  },
];

describe('Create Trigger from a user interaction', () => {
  it('is a Trigger by default, prefilled from the action’s tracking request, its event as the condition', () => {
    const init = interactionSession(ADD_TO_CART, 'Add to cart');
    expect(init).toMatchObject({ kind: 'request', eventName: 'add_to_cart', vendor: 'GOOGLEANALYTICS4' });
    if (init.kind !== 'request') throw new Error('not a request session');
    expect(init.metrics.map((row) => [row.name, row.expectedValue, row.isTrigger])).toEqual([
      ['cu', 'EUR', false],
      ['en', 'add_to_cart', true],
      ['v', '2', false],
    ]);
    // A navigate action: its page navigation comes first, the page_view it caused is the one used.
    const navigate = [
      { eventName: 'page_navigation', vendor: NAVIGATION_CATEGORY, queryString: '', postData: null },
      { eventName: 'page_view', vendor: 'GOOGLEANALYTICS4', queryString: 'v=2&en=page_view', postData: null },
    ];
    expect(interactionSession(navigate, 'Navigate')).toMatchObject({
      eventName: 'page_view',
      vendor: 'GOOGLEANALYTICS4',
    });
    // An action that sent nothing: named after what was clicked, no metrics.
    expect(interactionSession([], 'Add to cart')).toMatchObject({ eventName: 'Add to cart', metrics: [] });
  });

  it('opens in the side panel with TRIGGER_ONLY, saves the trigger and hands back', async () => {
    authStore.setState({ user: VERIFIED, initialised: true });
    const fake = createFakeEntitiesApi();
    const onClosed = vi.fn();
    await render(
      <CreateFromRequestPanel
        api={fake.api}
        init={interactionSession(ADD_TO_CART, 'Add to cart')}
        onClosed={onClosed}
      />,
    );
    const panel = await openedPanel();
    expect(panel.querySelector('h2')?.textContent).toBe('Create Trigger from Action');
    const modes = [...panel.querySelectorAll<HTMLInputElement>('input[name="creation-mode"]')];
    expect(modes.map((radio) => [radio.value, radio.checked])).toEqual([
      ['TEST_ONLY', false],
      ['TRIGGER_ONLY', true],
    ]);
    expect(byLabel(panel, 'Use en as a trigger')).toMatchObject({ checked: true });
    await click(buttonByText(panel, 'Create Trigger'));
    await click(buttonByText(dialogByTitle('Review Summary') as HTMLElement, 'Continue'));
    await click(buttonByText(dialogByTitle('Confirm Trigger Creation') as HTMLElement, 'Create Trigger'));
    await wait(50);
    expect(fake.calls.find((call) => call.op === 'create')).toMatchObject({
      kind: 'trigger',
      data: {
        name: 'Trigger for add_to_cart',
        metrics: '[{"metric":"en","comparison":"equals","value":"add_to_cart"}]',
      },
    });
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledWith(true), { timeout: 3000 });
  });

  it('hands back unsaved when closed', async () => {
    authStore.setState({ user: VERIFIED, initialised: true });
    const onClosed = vi.fn();
    await render(
      <CreateFromRequestPanel
        api={createFakeEntitiesApi().api}
        init={interactionSession(ADD_TO_CART, 'Add to cart')}
        onClosed={onClosed}
      />,
    );
    await openedPanel();
    await press('Escape');
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalledWith(false), { timeout: 3000 });
  });
});
