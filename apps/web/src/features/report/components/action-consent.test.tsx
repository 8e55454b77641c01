// @vitest-environment happy-dom
import { ReportActionSchema } from '@tagproof/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../testing/render';
import { ActionConsent } from './action-consent';

/** An action as the automation worker saves it: engine-decoded parameters and coded findings kept. */
const action = ReportActionSchema.parse({
  requests: [
    {
      originalRequest: { eventName: 'page_view', requestCategory: 'GOOGLEANALYTICS4' },
      parameters: [
        { name: 'gcs.ad_storage', value: 'denied', label: 'ad_storage (gcs)' },
        { name: 'gcd.ad_storage', value: 'denied', label: 'ad_storage: denied by default' },
      ],
    },
    {
      originalRequest: { eventName: 'PageView', requestCategory: 'FACEBOOK' },
      parameters: [{ name: 'ev', value: 'PageView', label: 'Event' }],
      validationResults: [{ severity: 'warning', code: 'AD_STORAGE_DENIED', message: 'fired after r1' }],
    },
    {
      originalRequest: { eventName: 'add_to_cart', requestCategory: 'GOOGLEANALYTICS4' },
      parameters: [
        {
          name: 'gcd.ad_storage',
          value: 'granted',
          label: 'ad_storage: denied by default, granted by update',
        },
      ],
    },
  ],
});

afterEach(cleanup);

describe('an action’s consent on the report page', () => {
  it('shows the last consent state reported in the action, from the decoded gcd rows', async () => {
    const { container } = await render(<ActionConsent action={action} />);
    const state = container.querySelector('ul[aria-label="Consent state reported"]');
    expect([...state!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'ad_storage: denied by default, granted by update → granted',
    ]);
  });

  it('marks the requests told for firing against consent, with their codes', async () => {
    const { container } = await render(<ActionConsent action={action} />);
    const offending = container.querySelectorAll('li[data-offending]');
    expect(offending).toHaveLength(1);
    expect(offending[0]!.textContent).toContain('Meta Pixel PageView');
    expect(offending[0]!.textContent).toContain('AD_STORAGE_DENIED');
  });

  it('shows the state in force at the action’s first hit when the report saved it, even carried from before', async () => {
    const denied = {
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      from: 'ga4-1',
      time: 0,
      source: 'gcd',
    };
    const saved = ReportActionSchema.parse({
      requests: [{ originalRequest: { eventName: 'PageView', requestCategory: 'FACEBOOK' } }],
      consent: { inForce: denied, set: [] },
    });
    const { container } = await render(<ActionConsent action={saved} />);
    const state = container.querySelector('ul[aria-label="Consent state reported"]');
    expect([...state!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'ad_storage → denied',
      'analytics_storage → granted',
      'ad_user_data → denied',
      'ad_personalization → denied',
    ]);
  });

  it('says which type the reporting string left unread, its value kept from before', async () => {
    const saved = ReportActionSchema.parse({
      requests: [{ originalRequest: { eventName: 'page_view', requestCategory: 'GOOGLEANALYTICS4' } }],
      consent: {
        inForce: {
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'not set',
          ad_personalization: 'denied',
          from: 'ga4-1',
          time: 0,
          source: 'gcd',
          unread: ['ad_user_data'],
        },
        set: [],
      },
    });
    const { container } = await render(<ActionConsent action={saved} />);
    const rows = [...container.querySelectorAll('ul[aria-label="Consent state reported"] li')];
    expect(rows.map((li) => li.textContent)[2]).toBe('ad_user_data → not set (not read, kept from before)');
    expect(rows.map((li) => li.textContent)[0]).toBe('ad_storage → denied');
  });

  it('is absent for an action without consent signals', async () => {
    const plain = ReportActionSchema.parse({ requests: [{ originalRequest: { eventName: 'x' } }] });
    const { container } = await render(<ActionConsent action={plain} />);
    expect(container.querySelector('section[aria-label="Consent"]')).toBeNull();
  });
});
