import { describe, expect, it } from 'vitest';
import { FakeClock, FakeHubTabs } from '../testing/fake-hub.js';
import { deliverUntilReady, openHubTab, RELOAD_EVERY_MS, sameAddress } from './hub-delivery.js';

const HUB = 'http://127.0.0.1:8787/';
const data = [{ requestMetadata: { requestUrl: 'https://www.facebook.com/tr/?id=1&ev=PageView' } }];

function setup() {
  const clock = new FakeClock();
  const tabs = new FakeHubTabs(clock);
  const job = (hubTabId: number, seconds = 60) => ({
    hubTabId,
    hubUrl: HUB,
    data,
    deadline: clock.now() + seconds * 1000,
    deliveryId: 'job-1',
  });
  return { clock, tabs, job };
}

describe('openHubTab', () => {
  it('focuses an open tab that shows the hub', async () => {
    const { tabs } = setup();
    tabs.tabs.set(1, 'https://shop.example/');
    tabs.tabs.set(2, 'http://127.0.0.1:8787/?session=abc#top');
    expect(await openHubTab(tabs, HUB)).toBe(2);
    expect(tabs.focused).toEqual([2]);
    expect(tabs.tabs.size).toBe(2);
  });

  it('opens and focuses a new tab otherwise', async () => {
    const { tabs } = setup();
    tabs.tabs.set(1, 'http://127.0.0.1:8787/allentities');
    tabs.tabs.set(3, null);
    const id = await openHubTab(tabs, HUB);
    expect(tabs.tabs.get(id)).toBe(HUB);
    expect(tabs.focused).toEqual([id]);
  });
});

describe('deliverUntilReady', () => {
  it('delivers at once to a ready page, to the hub origin only', async () => {
    const { tabs, job } = setup();
    tabs.tabs.set(5, HUB);
    expect(await deliverUntilReady(tabs, new FakeClock(), job(5))).toEqual({ delivered: true });
    expect(tabs.deliveries).toHaveLength(1);
    expect(tabs.deliveries[0]).toMatchObject({
      tabId: 5,
      data,
      origin: 'http://127.0.0.1:8787',
      deliveryId: 'job-1',
    });
  });

  it('keeps waiting for an app that takes 25 s to be ready', async () => {
    const { clock, tabs, job } = setup();
    tabs.tabs.set(5, HUB);
    const readyAt = clock.now() + 25_000;
    tabs.page = (now) => (now < readyAt ? 'loading' : 'ready');
    expect(await deliverUntilReady(tabs, clock, job(5))).toEqual({ delivered: true });
    expect(tabs.deliveries).toHaveLength(1);
    expect(tabs.reloads).toEqual([]);
  });

  it('reloads a tab stuck on an error page until the server answers', async () => {
    const { clock, tabs, job } = setup();
    tabs.tabs.set(5, HUB);
    const start = clock.now();
    const upAt = start + 20_000;
    tabs.page = (now) => (now < upAt ? 'error-page' : 'ready');
    expect(await deliverUntilReady(tabs, clock, job(5))).toEqual({ delivered: true });
    expect(tabs.reloads.length).toBeGreaterThanOrEqual(5);
    const gaps = tabs.reloads.map((reload, i) => reload.at - (tabs.reloads[i - 1]?.at ?? start));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(RELOAD_EVERY_MS);
  });

  it('fails at the deadline with a reason, without delivering', async () => {
    const { clock, tabs, job } = setup();
    tabs.tabs.set(5, HUB);
    tabs.page = () => 'loading';
    const start = clock.now();
    const result = await deliverUntilReady(tabs, clock, job(5, 60));
    expect(result).toEqual({
      delivered: false,
      reason: expect.stringContaining('http://127.0.0.1:8787/ was not ready in time'),
    });
    expect(clock.now() - start).toBeGreaterThanOrEqual(60_000);
    expect(clock.now() - start).toBeLessThan(61_000);
    expect(tabs.deliveries).toEqual([]);
  });

  it('reports a server that never answered', async () => {
    const { clock, tabs, job } = setup();
    tabs.tabs.set(5, HUB);
    tabs.page = () => 'error-page';
    const result = await deliverUntilReady(tabs, clock, job(5, 10));
    expect(result.delivered).toBe(false);
    expect(!result.delivered && result.reason).toContain('server did not answer');
  });

  it('stops when the hub tab is closed', async () => {
    const { clock, tabs, job } = setup();
    expect(await deliverUntilReady(tabs, clock, job(42))).toEqual({
      delivered: false,
      reason: expect.stringContaining('closed'),
    });
  });

  it('never injects into a tab that went to another site', async () => {
    const { clock, tabs, job } = setup();
    tabs.tabs.set(5, 'https://elsewhere.example/');
    const result = await deliverUntilReady(tabs, clock, job(5, 5));
    expect(result.delivered).toBe(false);
    expect(tabs.deliveries).toEqual([]);
  });
});

describe('sameAddress', () => {
  it.each([
    ['http://127.0.0.1:8787/', HUB, true],
    ['http://127.0.0.1:8787', HUB, true],
    ['http://127.0.0.1:8787/?x=1#y', HUB, true],
    ['http://127.0.0.1:8787/report/1', HUB, false],
    ['http://127.0.0.1:8788/', HUB, false],
  ])('%s vs %s -> %s', (url, hub, expected) => {
    expect(sameAddress(url, hub)).toBe(expected);
  });
});
