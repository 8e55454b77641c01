import type { DeliveryOutcome } from '../content/hub-bridge.js';
import type { Clock, HubTabs } from '../background/hub-delivery.js';

/** A clock whose sleeps advance virtual time at once. */
export class FakeClock implements Clock {
  constructor(public time = 1_000_000) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.time += ms;
  }
}

/**
 * Fake tabs for delivery tests. `page` decides what an injected script meets at a given moment:
 * 'ready', 'loading' (the script waits its whole waitMs), 'error-page' (Chrome refuses to inject),
 * or another origin's URL.
 */
export class FakeHubTabs implements HubTabs {
  tabs = new Map<number, string | null>();
  nextId = 100;
  focused: number[] = [];
  reloads: Array<{ tabId: number; at: number }> = [];
  deliveries: Array<{
    tabId: number;
    data: unknown[];
    origin: string;
    waitMs: number;
    deliveryId: string;
    at: number;
  }> = [];
  page: (now: number) => 'ready' | 'loading' | 'error-page' = () => 'ready';

  constructor(private readonly clock: FakeClock) {}

  async list() {
    return [...this.tabs].map(([id, url]) => ({ id, url }));
  }
  async open(url: string) {
    const id = this.nextId++;
    this.tabs.set(id, url);
    return id;
  }
  async focus(tabId: number) {
    this.focused.push(tabId);
  }
  async urlOf(tabId: number) {
    return this.tabs.has(tabId) ? (this.tabs.get(tabId) ?? null) : 'closed';
  }
  async reload(tabId: number) {
    this.reloads.push({ tabId, at: this.clock.now() });
  }
  async deliver(
    tabId: number,
    data: unknown[],
    origin: string,
    waitMs: number,
    deliveryId: string,
  ): Promise<DeliveryOutcome> {
    if (!this.tabs.has(tabId)) throw new Error(`No tab with id: ${tabId}.`);
    const state = this.page(this.clock.now());
    if (state === 'error-page') {
      this.clock.time += 5;
      throw new Error('Frame with ID 0 is showing error page');
    }
    if (state === 'loading') {
      this.clock.time += waitMs;
      return 'not-ready';
    }
    this.deliveries.push({ tabId, data, origin, waitMs, deliveryId, at: this.clock.now() });
    return 'delivered';
  }
}
