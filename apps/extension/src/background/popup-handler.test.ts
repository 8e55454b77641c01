import { describe, expect, it } from 'vitest';
import type { ExtensionCapture } from '../shared/captured.js';
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings.js';
import { FakeClock, FakeHubTabs } from '../testing/fake-hub.js';
import { MemoryArea } from '../testing/memory-area.js';
import { CaptureStore } from './capture-store.js';
import { HubSender } from './hub-sender.js';
import { createPopupHandler } from './popup-handler.js';
import { Recorder } from './recorder.js';
import { EMAIL_TOKEN } from './redact.js';
import { SerialQueue } from './serial-queue.js';
import { writeSendJob } from './send-state.js';

const HUB = 'http://127.0.0.1:8787/';
const PAGE = 'http://127.0.0.1:4173/';
const GA4 =
  'http://127.0.0.1:4173/g/collect?v=2&tid=G-TEST123&cid=1.2&en=page_view&ep.mail=jane%40example.com';
const META = 'https://www.facebook.com/tr/?id=1234567890&ev=PageView';

function setup(overrides: Partial<Settings> = {}, area = new MemoryArea()) {
  const clock = new FakeClock();
  const tabs = new FakeHubTabs(clock);
  tabs.tabs.set(1, PAGE);
  tabs.tabs.set(2, 'chrome://extensions/');
  const settings = { ...DEFAULT_SETTINGS, hubUrl: HUB, ...overrides };
  const store = new CaptureStore(area);
  const queue = new SerialQueue();
  let ids = 0;
  const sender = new HubSender({
    area,
    store,
    queue,
    tabs,
    clock,
    settings: async () => settings,
    newId: () => `send-${++ids}`,
  });
  const reloads: number[] = [];
  const badges: Array<[number, boolean, number]> = [];
  const handle = createPopupHandler({
    area,
    store,
    queue,
    sender,
    settings: async () => settings,
    tabUrl: async (tabId) => {
      const url = await tabs.urlOf(tabId);
      return url === 'closed' ? null : url;
    },
    reloadTab: async (tabId) => {
      reloads.push(tabId);
    },
    showState: (tabId, recording, count) => badges.push([tabId, recording, count]),
    now: () => clock.now(),
  });
  const recorder = new Recorder(store, queue);
  const hit = (url: string, id: string) =>
    recorder.onRequest({
      requestId: id,
      url,
      method: 'GET',
      tabId: 1,
      type: 'image',
      timeStamp: 1_700_000_000_000,
    });
  return { area, clock, tabs, store, sender, handle, recorder, hit, reloads, badges };
}

async function statusOf(
  handle: ReturnType<typeof setup>['handle'],
  type: 'status' | 'start' | 'stop' | 'clear' | 'send',
  tabId = 1,
) {
  const response = await handle({ type, tabId });
  if (!response.ok) throw new Error(response.error);
  return response.status;
}

describe('popup handler', () => {
  it('starts a session (reloading the tab), counts per vendor, stops and clears', async () => {
    const { handle, hit, reloads, badges } = setup();
    expect(await statusOf(handle, 'status')).toMatchObject({
      canRecord: true,
      recording: false,
      total: 0,
      vendors: [],
      send: null,
      hubUrl: HUB,
    });
    expect(await statusOf(handle, 'start')).toMatchObject({ recording: true });
    expect(reloads).toEqual([1]);
    await hit(GA4, '1');
    await hit(META, '2');
    await hit(GA4, '3');
    await hit('http://127.0.0.1:4173/logo.png', '4');
    const status = await statusOf(handle, 'status');
    expect(status.total).toBe(3);
    expect(status.vendors.map((v) => [v.category, v.count])).toEqual([
      ['GOOGLEANALYTICS4', 2],
      ['FACEBOOK', 1],
    ]);
    expect(await statusOf(handle, 'stop')).toMatchObject({ recording: false, total: 3 });
    await hit(GA4, '5');
    expect((await statusOf(handle, 'status')).total).toBe(3);
    expect(await statusOf(handle, 'clear')).toMatchObject({ recording: false, total: 0, vendors: [] });
    expect(badges).toEqual([
      [1, true, 0],
      [1, false, 0],
      [1, false, 0],
    ]);
  });

  it('does not reload when the option is off', async () => {
    const { handle, reloads } = setup({ reloadOnStart: false });
    await statusOf(handle, 'start');
    expect(reloads).toEqual([]);
  });

  it('refuses to record a browser page', async () => {
    const { handle } = setup();
    expect(await handle({ type: 'start', tabId: 2 })).toEqual({
      ok: false,
      error: expect.stringContaining('cannot be recorded'),
    });
    expect(await statusOf(handle, 'status', 2)).toMatchObject({ canRecord: false, recording: false });
  });

  it('sends the captures to the hub and reports it', async () => {
    const { handle, hit, tabs, sender, recorder } = setup();
    await statusOf(handle, 'start');
    await hit(GA4, '1');
    await hit(META, '2');
    await recorder.onAnswer({ requestId: '2', tabId: 1, error: 'net::ERR_BLOCKED_BY_CLIENT' });
    const sending = await statusOf(handle, 'send');
    expect(sending.send).toMatchObject({ state: 'sending', count: 2, hubUrl: HUB });
    await sender.settled(1);
    expect(tabs.deliveries).toHaveLength(1);
    const data = tabs.deliveries[0]?.data as ExtensionCapture[];
    expect(data.map((c) => c.requestMetadata.requestCategory)).toEqual(['GOOGLEANALYTICS4', 'FACEBOOK']);
    expect(data[0]?.requestMetadata.requestUrl).toBe(GA4);
    // The answer goes with the capture; the browser's request id stays in the browser.
    expect(data.map((c) => c.delivery)).toEqual([
      undefined,
      { status: 0, error: 'net::ERR_BLOCKED_BY_CLIENT' },
    ]);
    expect(data.some((c) => 'webRequestId' in c)).toBe(false);
    expect((await statusOf(handle, 'status')).send).toMatchObject({
      state: 'delivered',
      message: 'Sent 2 requests to Tagproof.',
    });
    expect((await statusOf(handle, 'clear')).send).toBeNull();
  });

  it('redacts before sending when the option is on, and keeps the stored captures intact', async () => {
    const { handle, hit, tabs, sender, store } = setup({ redactPersonalData: true });
    await statusOf(handle, 'start');
    await hit(GA4, '1');
    await statusOf(handle, 'send');
    await sender.settled(1);
    const [sent] = tabs.deliveries[0]?.data as ExtensionCapture[];
    expect(sent?.requestMetadata.requestUrl).toContain(`ep.mail=${EMAIL_TOKEN}`);
    expect((await store.list(1))[0]?.requestMetadata.requestUrl).toBe(GA4);
  });

  it('tells the user when the hub never gets ready, and keeps the captures', async () => {
    const { handle, hit, tabs, sender } = setup();
    tabs.page = () => 'loading';
    await statusOf(handle, 'start');
    await hit(GA4, '1');
    await statusOf(handle, 'send');
    await sender.settled(1);
    const status = await statusOf(handle, 'status');
    expect(status.send).toMatchObject({ state: 'failed' });
    expect(status.send?.message).toContain('not ready in time');
    expect(status.send?.message).toContain('captures are kept');
    expect(status.total).toBe(1);
  });

  it('says there is nothing to send', async () => {
    const { handle, tabs } = setup();
    expect((await statusOf(handle, 'send')).send).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('Nothing captured'),
    });
    expect(tabs.deliveries).toEqual([]);
  });

  it('resumes a send left unfinished by a stopped service worker', async () => {
    const first = setup();
    await statusOf(first.handle, 'start');
    await first.hit(GA4, '1');
    await writeSendJob(first.area, {
      sourceTabId: 1,
      hubTabId: null,
      hubUrl: HUB,
      deadline: first.clock.now() + 30_000,
      deliveryId: 'old',
      count: 1,
    });
    const restarted = setup({}, first.area);
    await restarted.sender.resumePending();
    await restarted.sender.settled(1);
    expect(restarted.tabs.deliveries.map((d) => d.deliveryId)).toEqual(['old']);
    expect((await statusOf(restarted.handle, 'status')).send).toMatchObject({ state: 'delivered' });
  });

  it('reports a send whose time ran out while the worker was stopped', async () => {
    const first = setup();
    await writeSendJob(first.area, {
      sourceTabId: 1,
      hubTabId: 100,
      hubUrl: HUB,
      deadline: first.clock.now() - 1,
      deliveryId: 'old',
      count: 4,
    });
    const restarted = setup({}, first.area);
    await restarted.sender.resumePending();
    await restarted.sender.settled(1);
    expect(restarted.tabs.deliveries).toEqual([]);
    expect((await statusOf(restarted.handle, 'status')).send).toMatchObject({ state: 'failed', count: 4 });
  });
});
