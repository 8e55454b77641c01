import { describe, expect, it } from 'vitest';
import { sampleCapture } from '../testing/captures.js';
import { MemoryArea } from '../testing/memory-area.js';
import { CaptureStore } from './capture-store.js';

const urls = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) =>
    sampleCapture({ url: `https://www.google-analytics.com/g/collect?v=2&tid=G-1&_s=${from + i}` }),
  );

describe('CaptureStore', () => {
  it('appends across chunks and lists in order with unique ids', async () => {
    const store = new CaptureStore(new MemoryArea(), 3);
    expect(await store.append(5, urls(2))).toBe(2);
    expect(await store.append(5, urls(5, 2))).toBe(7);
    expect(await store.append(5, [])).toBe(7);
    const listed = await store.list(5);
    expect(listed.map((c) => c.requestMetadata.requestUrl.split('_s=')[1])).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(listed.map((c) => c.requestMetadata.requestId)).toEqual([
      '5.1',
      '5.2',
      '5.3',
      '5.4',
      '5.5',
      '5.6',
      '5.7',
    ]);
  });

  it('rewrites only the last chunk when one capture is appended', async () => {
    const area = new MemoryArea();
    const store = new CaptureStore(area, 3);
    await store.append(1, urls(7));
    await store.append(1, urls(1, 7));
    expect(area.lastWrittenKeys.sort()).toEqual(['tab:1', 'tab:1:2']);
  });

  it('keeps tabs apart', async () => {
    const store = new CaptureStore(new MemoryArea());
    await store.append(1, urls(2));
    await store.append(2, urls(1));
    expect(await store.count(1)).toBe(2);
    expect(await store.count(2)).toBe(1);
    expect(await store.count(3)).toBe(0);
    expect(await store.list(3)).toEqual([]);
  });

  it('survives the service worker restarting: a new store over the same storage sees everything', async () => {
    const area = new MemoryArea();
    const first = new CaptureStore(area, 2);
    await first.startRecording(9, 'https://shop.example/', 1000);
    await first.append(9, urls(3));
    const restarted = new CaptureStore(area, 2);
    expect(await restarted.recordingOf(9)).toEqual({ startedAt: 1000, tabUrl: 'https://shop.example/' });
    expect(await restarted.count(9)).toBe(3);
    await restarted.append(9, urls(1, 3));
    expect((await restarted.list(9)).map((c) => c.requestMetadata.requestId)).toEqual([
      '9.1',
      '9.2',
      '9.3',
      '9.4',
    ]);
  });

  it('clears captures but keeps recording and never reuses an id', async () => {
    const store = new CaptureStore(new MemoryArea(), 2);
    await store.startRecording(4, null, 1);
    await store.append(4, urls(3));
    await store.clear(4);
    expect(await store.count(4)).toBe(0);
    expect(await store.list(4)).toEqual([]);
    expect(await store.recordingOf(4)).not.toBeNull();
    await store.append(4, urls(1));
    expect((await store.list(4))[0]?.requestMetadata.requestId).toBe('4.4');
  });

  it('starts, follows the page and stops recording', async () => {
    const store = new CaptureStore(new MemoryArea());
    expect(await store.recordingOf(2)).toBeNull();
    await store.startRecording(2, 'https://a.example/', 10);
    await store.setTabUrl(2, 'https://a.example/next');
    await store.setTabUrl(3, 'https://ignored.example/');
    await store.startRecording(2, 'https://a.example/again', 20);
    expect(await store.recordingOf(2)).toEqual({ startedAt: 10, tabUrl: 'https://a.example/again' });
    expect(await store.recordingOf(3)).toBeNull();
    await store.stopRecording(2);
    await store.stopRecording(2);
    expect(await store.recordings()).toEqual({});
  });

  it('forgets a closed tab, and every tab at browser start, but not the settings', async () => {
    const area = new MemoryArea();
    await area.set({ settings: { hubUrl: 'http://127.0.0.1:8787/' } });
    const store = new CaptureStore(area, 2);
    await store.startRecording(1, null, 1);
    await store.append(1, urls(3));
    await store.append(2, urls(1));
    await area.set({ 'tab:1:send': { state: 'failed' }, 'tab:10': { count: 0, chunks: 0, nextSeq: 1 } });
    await store.forgetTab(1);
    expect(await store.recordingOf(1)).toBeNull();
    expect([...area.data.keys()].sort()).toEqual(['recording', 'settings', 'tab:10', 'tab:2', 'tab:2:0']);
    await store.forgetAllTabs();
    expect([...area.data.keys()]).toEqual(['settings']);
    expect(await new CaptureStore(area).count(2)).toBe(0);
  });
});
