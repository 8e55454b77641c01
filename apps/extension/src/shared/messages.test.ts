import { describe, expect, it } from 'vitest';
import { parsePopupRequest, parsePopupResponse } from './messages.js';

describe('parsePopupRequest', () => {
  it('accepts the popup requests', () => {
    for (const type of ['status', 'start', 'stop', 'clear', 'send'] as const) {
      expect(parsePopupRequest({ type, tabId: 3 })).toEqual({ type, tabId: 3 });
    }
  });

  it.each([
    null,
    'start',
    { type: 'start' },
    { type: 'explode', tabId: 1 },
    { type: 'start', tabId: -1 },
    { type: 'start', tabId: 1.5 },
    { type: 'start', tabId: '1' },
  ])('refuses %j', (message) => {
    expect(parsePopupRequest(message)).toBeNull();
  });
});

describe('parsePopupResponse', () => {
  it('reads answers and refuses anything else', () => {
    expect(parsePopupResponse({ ok: false, error: 'nope' })).toEqual({ ok: false, error: 'nope' });
    expect(parsePopupResponse({ ok: true, status: { tabId: 1 } })).toMatchObject({ ok: true });
    expect(parsePopupResponse(undefined)).toBeNull();
    expect(parsePopupResponse({ ok: true })).toBeNull();
  });
});
