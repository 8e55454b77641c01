// @vitest-environment happy-dom
import { JourneyDocumentSchema, type JourneyDocument } from '@tagproof/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth/auth-store';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import type { JourneysApi } from '../api/journeys-api';
import { SaveJourneyButton } from './save-journey-button';

const NOW = '2026-11-25T03:00:00.000+00:00';
const REQUEST = { navigation: { websiteUrl: 'https://shop.example/' }, useAI: true, instructions: [] };

function fakeApi() {
  const api: JourneysApi = {
    list: vi.fn(async () => []),
    get: vi.fn(),
    create: vi.fn(async (data: Record<string, unknown>): Promise<JourneyDocument> =>
      JourneyDocumentSchema.parse({
        $id: 'j1',
        $createdAt: NOW,
        $updatedAt: NOW,
        baselineReportId: null,
        nextRunAt: null,
        ...data,
        // The server keeps the request and the alerts as JSON text.
        request: JSON.stringify(data.request),
        alerts: JSON.stringify(data.alerts),
      }),
    ),
    update: vi.fn(),
    remove: vi.fn(),
    runs: vi.fn(async () => []),
    failedRuns: vi.fn(async () => []),
    runNow: vi.fn(),
    runStatus: vi.fn(),
    createWebhookSecret: vi.fn(async () => 'whsec_once'),
  };
  return api;
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
async function type(label: string, text: string) {
  const field = [...dialog().querySelectorAll('label')]
    .find((element) => element.textContent?.startsWith(label))
    ?.querySelector('input') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(() => {
  cleanup();
  authStore.setState({ user: null, initialised: false });
});

describe('SaveJourneyButton', () => {
  it('saves the builder request with a name, schedule and webhook, then shows the secret once', async () => {
    authStore.setState({
      user: { $id: 'u1', name: 'Ada', email: 'ada@example.com', emailVerification: true },
      initialised: true,
    });
    const api = fakeApi();
    const { container } = await render(
      <SaveJourneyButton api={api} getRequest={() => ({ request: REQUEST })} />,
    );
    await click(buttonByText(container, 'Save as journey'));
    await type('Name', 'Checkout');
    await type('Schedule', '61 * * * *');
    await click(buttonByText(dialog(), 'Save journey'));
    expect(dialog().textContent).toContain('61 is out of range in the minute field (0-59)');
    expect(api.create).not.toHaveBeenCalled();

    await type('Schedule', 'daily');
    await type('Webhook URL', 'https://hooks.example.com/t');
    await click(buttonByText(dialog(), 'Save journey'));
    await wait(20);
    expect(api.create).toHaveBeenCalledWith({
      name: 'Checkout',
      schedule: 'daily',
      alerts: { email: true, webhookUrl: 'https://hooks.example.com/t' },
      request: REQUEST,
    });
    expect(api.createWebhookSecret).toHaveBeenCalledWith('j1');
    expect(dialog().textContent).toContain('whsec_once');
  });

  it('asks a visitor to sign in instead of opening the form', async () => {
    authStore.setState({ user: null, initialised: true });
    const api = fakeApi();
    const { container } = await render(
      <SaveJourneyButton api={api} getRequest={() => ({ request: REQUEST })} />,
    );
    await click(buttonByText(container, 'Save as journey'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
