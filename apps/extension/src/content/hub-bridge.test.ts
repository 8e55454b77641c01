// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverToPage } from './hub-bridge.js';

type PageWindow = Window & { __tagproofReady?: unknown; __tagproofDeliveries?: string[] };
const page = window as PageWindow;
const data = [{ requestMetadata: { requestUrl: 'https://www.facebook.com/tr/?id=1&ev=PageView' } }];

function recordDeliveries(): unknown[] {
  const received: unknown[] = [];
  window.addEventListener('validatorDataReceived', (event) => received.push((event as CustomEvent).detail));
  return received;
}

describe('deliverToPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    delete page.__tagproofReady;
    delete page.__tagproofDeliveries;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers at once when the app is ready', async () => {
    const received = recordDeliveries();
    page.__tagproofReady = true;
    await expect(deliverToPage(data, window.location.origin, 5000, 'd1')).resolves.toBe('delivered');
    expect(received).toEqual([{ data }]);
  });

  it('waits for the tagproofReady event', async () => {
    const received = recordDeliveries();
    const outcome = deliverToPage(data, window.location.origin, 5000, 'd2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(received).toEqual([]);
    window.dispatchEvent(new Event('tagproofReady'));
    await expect(outcome).resolves.toBe('delivered');
    expect(received).toEqual([{ data }]);
  });

  it('notices the flag set without an event', async () => {
    const received = recordDeliveries();
    const outcome = deliverToPage(data, window.location.origin, 5000, 'd3');
    page.__tagproofReady = true;
    await vi.advanceTimersByTimeAsync(150);
    await expect(outcome).resolves.toBe('delivered');
    expect(received).toHaveLength(1);
  });

  it('gives up after waitMs without dispatching, and a late ready event changes nothing', async () => {
    const received = recordDeliveries();
    const outcome = deliverToPage(data, window.location.origin, 2000, 'd4');
    await vi.advanceTimersByTimeAsync(2001);
    await expect(outcome).resolves.toBe('not-ready');
    window.dispatchEvent(new Event('tagproofReady'));
    expect(received).toEqual([]);
  });

  it('never delivers twice with the same id', async () => {
    const received = recordDeliveries();
    page.__tagproofReady = true;
    await deliverToPage(data, window.location.origin, 1000, 'd5');
    await expect(deliverToPage(data, window.location.origin, 1000, 'd5')).resolves.toBe('already-delivered');
    expect(received).toHaveLength(1);
  });

  it('refuses a page of another origin', async () => {
    const received = recordDeliveries();
    page.__tagproofReady = true;
    await expect(deliverToPage(data, 'https://tagproof.example', 1000, 'd6')).resolves.toBe('wrong-page');
    expect(received).toEqual([]);
  });

  it('runs on its own: its source uses nothing from its module', () => {
    const source = deliverToPage.toString();
    expect(source).not.toMatch(/\bimport\b|__vite|_vi_import/);
    // Rebuilding it from its source text, as Chrome does, gives a working function.
    const rebuilt = new Function(`return (${source});`)() as typeof deliverToPage;
    page.__tagproofReady = true;
    return expect(rebuilt(data, window.location.origin, 10, 'd7')).resolves.toBe('delivered');
  });
});
