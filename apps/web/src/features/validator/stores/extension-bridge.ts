import type { StoreApi } from 'zustand/vanilla';
import type { ValidatorStore } from './validator-state';

/** The window event the extension dispatches with `detail.data` = the captured requests. */
export const DATA_EVENT = 'validatorDataReceived';
/** The window event (and flag) announcing that the page listens (DESIGN.md, ready handshake). */
export const READY_EVENT = 'tagproofReady';

declare global {
  interface Window {
    __tagproofReady?: boolean;
  }
}

/**
 * Listens for `validatorDataReceived` and hands `detail.data` to the store (which queues it until
 * authentication is initialised), then announces readiness: `window.__tagproofReady = true` and the
 * `tagproofReady` event. Returns the function that disconnects it.
 */
export function connectExtensionBridge(
  store: StoreApi<Pick<ValidatorStore, 'receiveFromExtension'>>,
  target: Window = window,
): () => void {
  const onData = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const data =
      detail !== null && typeof detail === 'object' ? (detail as { data?: unknown }).data : undefined;
    store.getState().receiveFromExtension(data, Date.now());
  };
  target.addEventListener(DATA_EVENT, onData);
  target.__tagproofReady = true;
  target.dispatchEvent(new Event(READY_EVENT));
  return () => {
    target.removeEventListener(DATA_EVENT, onData);
    target.__tagproofReady = false;
  };
}
