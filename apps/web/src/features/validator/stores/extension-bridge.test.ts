// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { connectExtensionBridge, DATA_EVENT, READY_EVENT } from './extension-bridge';
import type { ValidatorStore } from './validator-state';

describe('the extension bridge', () => {
  it('listens first, then sets window.__tagproofReady and dispatches tagproofReady', () => {
    const receiveFromExtension = vi.fn();
    const store = createStore<Pick<ValidatorStore, 'receiveFromExtension'>>()(() => ({
      receiveFromExtension,
    }));
    let readyWhenAnnounced: boolean | undefined;
    window.addEventListener(
      READY_EVENT,
      () => {
        readyWhenAnnounced = window.__tagproofReady;
        // A sender reacting to the announcement is heard at once.
        window.dispatchEvent(new CustomEvent(DATA_EVENT, { detail: { data: [{ url: 'https://a/' }] } }));
      },
      { once: true },
    );

    const disconnect = connectExtensionBridge(store);
    expect(readyWhenAnnounced).toBe(true);
    expect(receiveFromExtension).toHaveBeenCalledWith([{ url: 'https://a/' }], expect.any(Number));

    disconnect();
    expect(window.__tagproofReady).toBe(false);
    window.dispatchEvent(new CustomEvent(DATA_EVENT, { detail: { data: [] } }));
    expect(receiveFromExtension).toHaveBeenCalledTimes(1);
  });
});
