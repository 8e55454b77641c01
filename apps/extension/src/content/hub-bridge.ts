/**
 * The bridge that hands captures to the Tagproof page. The service worker runs `deliverToPage` in the
 * hub tab's MAIN world with chrome.scripting.executeScript, so the event and its `detail` belong to
 * the page's own JavaScript (an isolated-world event would reach the page's listener with its detail
 * hidden).
 *
 * Contract (DESIGN.md, Decisions → Web app): once its `validatorDataReceived` listener is attached,
 * the app sets `window.__tagproofReady = true` and dispatches the window event `tagproofReady`. The
 * bridge waits for either, then dispatches `new CustomEvent('validatorDataReceived', {detail: {data}})`
 * once.
 *
 * The function is serialised by Chrome and run on its own: it must not use anything from its module
 * (no imports, no module-level constants).
 */

/** What `deliverToPage` reports: delivered now, delivered earlier (same id), not ready in time, or not the hub. */
export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'not-ready' | 'wrong-page';

/**
 * Waits up to `waitMs` for the page to be ready, then dispatches `validatorDataReceived` with
 * `detail.data = data`. Refuses to run on any origin but `expectedOrigin`, so captures never reach
 * another site if the tab was navigated away. `deliveryId` makes a repeated delivery a no-op.
 */
export function deliverToPage(
  data: unknown[],
  expectedOrigin: string,
  waitMs: number,
  deliveryId: string,
): Promise<DeliveryOutcome> {
  const page = window as Window & { __tagproofReady?: unknown; __tagproofDeliveries?: string[] };
  if (window.location.origin !== expectedOrigin) return Promise.resolve('wrong-page');
  if (page.__tagproofDeliveries?.includes(deliveryId)) return Promise.resolve('already-delivered');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(timer);
      window.removeEventListener('tagproofReady', onReady);
      if (outcome === 'delivered') {
        page.__tagproofDeliveries = [...(page.__tagproofDeliveries ?? []), deliveryId];
        window.dispatchEvent(new CustomEvent('validatorDataReceived', { detail: { data } }));
      }
      resolve(outcome);
    };
    const onReady = () => finish('delivered');
    window.addEventListener('tagproofReady', onReady);
    // The flag is polled too: an app that set it before this script ran dispatched its event already.
    const poll = window.setInterval(() => {
      if (page.__tagproofReady === true) finish('delivered');
    }, 100);
    const timer = window.setTimeout(() => finish('not-ready'), waitMs);
    if (page.__tagproofReady === true) finish('delivered');
  });
}
