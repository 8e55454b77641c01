import type { ConsentState, ConsentTimeline } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { actionConsent } from './action-consent.js';

const state = (from: string, value: 'granted' | 'denied'): ConsentState => ({
  ad_storage: value,
  analytics_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  from,
  time: 0,
  source: 'gcd',
});

const timeline: ConsentTimeline = {
  pages: [
    {
      pageUrl: 'https://shop.example/',
      states: [state('ga4-1', 'denied'), state('ga4-2', 'granted')],
      hits: [
        { requestId: 'ga4-1', vendor: 'Google Analytics 4', category: 'G', stateIndex: 0, offending: [] },
        {
          requestId: 'fb-1',
          vendor: 'Meta Pixel',
          category: 'F',
          stateIndex: 0,
          offending: ['AD_STORAGE_DENIED'],
        },
        { requestId: 'ga4-2', vendor: 'Google Analytics 4', category: 'G', stateIndex: 1, offending: [] },
        { requestId: 'fb-2', vendor: 'Meta Pixel', category: 'F', stateIndex: 1, offending: [] },
      ],
    },
  ],
};

describe('actionConsent', () => {
  it('gives the state in force at the action’s first hit, carried from an earlier action', () => {
    expect(actionConsent(timeline, ['fb-1'])).toEqual({ inForce: state('ga4-1', 'denied'), set: [] });
  });

  it('lists the states the action’s own requests reported', () => {
    expect(actionConsent(timeline, ['ga4-2', 'fb-2'])).toEqual({
      inForce: state('ga4-2', 'granted'),
      set: [state('ga4-2', 'granted')],
    });
  });

  it('saves nothing for an action the timeline does not know, or a run without consent', () => {
    expect(actionConsent(timeline, ['other'])).toBeNull();
    expect(actionConsent({ pages: [] }, ['fb-1'])).toBeNull();
    expect(actionConsent(undefined, ['fb-1'])).toBeNull();
  });
});
