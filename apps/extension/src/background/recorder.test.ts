import { describe, expect, it } from 'vitest';
import { MemoryArea } from '../testing/memory-area.js';
import { CaptureStore } from './capture-store.js';
import { Recorder } from './recorder.js';
import { SerialQueue } from './serial-queue.js';
import type { WebRequestEvent } from './to-captured-request.js';

const PAGE = 'http://127.0.0.1:4173/shop?utm_source=news';
const ga4 = (id: string, en = 'page_view', tabId = 1): WebRequestEvent => ({
  requestId: id,
  url: `http://127.0.0.1:4173/g/collect?v=2&tid=G-TEST123&cid=1.2&en=${en}`,
  method: 'GET',
  tabId,
  type: 'xmlhttprequest',
  timeStamp: 1_700_000_000_000 + Number(id),
});
const other = (id: string): WebRequestEvent => ({
  requestId: id,
  url: 'http://127.0.0.1:4173/app.js',
  method: 'GET',
  tabId: 1,
  type: 'script',
  timeStamp: 1,
});

function setup(area = new MemoryArea()) {
  const store = new CaptureStore(area);
  const counts: Array<[number, number]> = [];
  const recorder = new Recorder(store, new SerialQueue(), (tabId, count) => counts.push([tabId, count]));
  return { area, store, recorder, counts };
}

describe('Recorder', () => {
  it('records nothing for a tab that is not recording', async () => {
    const { store, recorder } = setup();
    await recorder.onCommitted({ tabId: 1, frameId: 0, url: PAGE, timeStamp: 1 });
    await recorder.onRequest(ga4('1'));
    expect(await store.count(1)).toBe(0);
  });

  it('records the navigation then the recognised hits of a recording tab, in order, with the page URL', async () => {
    const { store, recorder, counts } = setup();
    await store.startRecording(1, 'http://127.0.0.1:4173/', 0);
    // Events arrive together; the queue keeps their order.
    await Promise.all([
      recorder.onCommitted({ tabId: 1, frameId: 0, url: PAGE, timeStamp: 1_700_000_000_000 }),
      recorder.onRequest(other('2')),
      recorder.onRequest(ga4('3')),
      recorder.onRequest(ga4('4', 'scroll')),
      recorder.onRequest(ga4('5', 'page_view', 2)),
      recorder.onCommitted({ tabId: 1, frameId: 3, url: 'http://127.0.0.1:4173/iframe', timeStamp: 1 }),
    ]);
    const captures = await store.list(1);
    expect(captures.map((c) => [c.requestMetadata.requestCategory, c.requestMetadata.eventName])).toEqual([
      ['Navigation', 'page_navigation'],
      ['GOOGLEANALYTICS4', 'page_view'],
      ['GOOGLEANALYTICS4', 'scroll'],
    ]);
    expect(captures.map((c) => c.tabUrl)).toEqual([PAGE, PAGE, PAGE]);
    expect(counts).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    expect(await store.count(2)).toBe(0);
  });

  it('follows in-page URL changes of a single-page app', async () => {
    const { store, recorder } = setup();
    await store.startRecording(1, PAGE, 0);
    await recorder.onPageUrlChanged({ tabId: 1, frameId: 0, url: 'http://127.0.0.1:4173/cart' });
    await recorder.onRequest(ga4('7'));
    expect((await store.list(1))[0]?.tabUrl).toBe('http://127.0.0.1:4173/cart');
  });

  it('goes on where it stopped after the service worker restarts', async () => {
    const first = setup();
    await first.store.startRecording(1, PAGE, 0);
    await first.recorder.onRequest(ga4('1'));
    const restarted = setup(first.area);
    await restarted.recorder.onRequest(ga4('2', 'scroll'));
    expect((await restarted.store.list(1)).map((c) => c.requestMetadata.eventName)).toEqual([
      'page_view',
      'scroll',
    ]);
  });

  it('adds the answer each recorded hit got, and the reason a blocked one failed', async () => {
    const { store, recorder } = setup(new MemoryArea());
    await store.startRecording(1, PAGE, 0);
    // The browser's events come together: an answer may come before its hit was stored.
    await Promise.all([
      recorder.onRequest(ga4('1')),
      recorder.onRequest(ga4('2', 'scroll')),
      recorder.onRequest(other('3')),
      recorder.onAnswer({ requestId: '1', tabId: 1, statusCode: 204 }),
      recorder.onAnswer({ requestId: '2', tabId: 1, error: 'net::ERR_BLOCKED_BY_CLIENT' }),
      // Not a recorded hit, and a second answer to a hit: nothing changes.
      recorder.onAnswer({ requestId: '3', tabId: 1, statusCode: 200 }),
      recorder.onAnswer({ requestId: '1', tabId: 1, statusCode: 500 }),
    ]);
    expect((await store.list(1)).map((capture) => capture.delivery)).toEqual([
      { status: 204, error: null },
      { status: 0, error: 'net::ERR_BLOCKED_BY_CLIENT' },
    ]);
  });

  it('joins the hops of a hit the vendor answered with a redirect to the hit, delivered with that status', async () => {
    const { store, recorder, counts } = setup(new MemoryArea());
    await store.startRecording(1, PAGE, 0);
    const hop = (step: number): WebRequestEvent => ({
      ...ga4('1'),
      url: `http://127.0.0.1:4173/g/collect?v=2&tid=G-TEST123&cid=1.2&en=page_view&hop=${step}`,
    });
    // As Chrome sends them: the hit, its redirect, the hop under the same id (twice), the last answer.
    await Promise.all([
      recorder.onRequest(ga4('1')),
      recorder.onRedirect({ requestId: '1', tabId: 1, statusCode: 302, redirectUrl: hop(2).url }),
      recorder.onRequest(hop(2)),
      recorder.onRedirect({ requestId: '1', tabId: 1, statusCode: 307, redirectUrl: hop(3).url }),
      recorder.onRequest(hop(3)),
      recorder.onAnswer({ requestId: '1', tabId: 1, error: 'net::ERR_BLOCKED_BY_CLIENT' }),
      // A request that is no recorded hit may be redirected to one: that one is a hit of its own.
      recorder.onRequest(other('2')),
      recorder.onRedirect({ requestId: '2', tabId: 1, statusCode: 302, redirectUrl: hop(9).url }),
      recorder.onRequest({ ...hop(9), requestId: '2' }),
      // A hit whose redirect hands over to another vendor's hit (a cookie sync): both are kept.
      recorder.onRequest({ ...ga4('3'), url: 'https://www.facebook.com/tr/?id=1234567890&ev=PageView' }),
      recorder.onRedirect({ requestId: '3', tabId: 1, statusCode: 302, redirectUrl: hop(4).url }),
      recorder.onRequest({ ...hop(4), requestId: '3' }),
      recorder.onAnswer({ requestId: '3', tabId: 1, statusCode: 204 }),
    ]);
    const captures = await store.list(1);
    expect(
      captures.map((capture) => [
        capture.requestMetadata.requestUrl.split('&').at(-1),
        capture.requestMetadata.redirectQueryParams,
        capture.delivery,
      ]),
    ).toEqual([
      ['en=page_view', 'v=2&tid=G-TEST123&cid=1.2&en=page_view&hop=3', { status: 302, error: null }],
      ['hop=9', null, undefined],
      ['ev=PageView', null, { status: 302, error: null }],
      ['hop=4', null, { status: 204, error: null }],
    ]);
    expect(counts.map(([, count]) => count)).toEqual([1, 2, 3, 4]);
  });

  it('keeps no answer for a hit recorded before the worker restarted', async () => {
    const first = setup();
    await first.store.startRecording(1, PAGE, 0);
    await first.recorder.onRequest(ga4('1'));
    const restarted = setup(first.area);
    await restarted.recorder.onAnswer({ requestId: '1', tabId: 1, error: 'net::ERR_ABORTED' });
    expect((await restarted.store.list(1))[0]?.delivery).toBeUndefined();
  });
});
