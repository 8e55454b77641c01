import type { Delivery } from '@tagproof/engine';
import type { ExtensionCapture } from '../shared/captured.js';
import type { KeyValueArea } from '../shared/key-value-area.js';

/** A tab being recorded: when its session started and the URL of the page it shows now. */
export interface RecordingInfo {
  startedAt: number;
  tabUrl: string | null;
}

interface TabMeta {
  /** Number of stored captures. */
  count: number;
  /** Number of chunk keys `tab:<id>:<n>`, n from 0. */
  chunks: number;
  /** Next sequence number for request ids; kept by Clear so ids never repeat in a tab. */
  nextSeq: number;
}

const RECORDING_KEY = 'recording';
const metaKey = (tabId: number) => `tab:${tabId}`;
const chunkKey = (tabId: number, index: number) => `tab:${tabId}:${index}`;

/**
 * The captures of each tab and which tabs are recording, kept in a chrome.storage area so that they
 * survive the service worker being stopped: nothing lives only in memory. Captures are stored in
 * chunks of `chunkSize`, so that appending one request rewrites one small chunk, not the whole list.
 * Each stored capture gets the id `<tabId>.<n>` (webRequest reuses its id across redirects).
 *
 * Not safe for concurrent use on its own: the service worker calls it through one SerialQueue.
 */
export class CaptureStore {
  private recordingCache: Record<string, RecordingInfo> | null = null;

  constructor(
    private readonly area: KeyValueArea,
    private readonly chunkSize = 100,
  ) {}

  /** Every recording tab. Read from storage once per service-worker life, then kept in step with writes. */
  async recordings(): Promise<Record<string, RecordingInfo>> {
    if (this.recordingCache === null) {
      const stored = (await this.area.get([RECORDING_KEY]))[RECORDING_KEY];
      this.recordingCache = isRecord(stored) ? (stored as Record<string, RecordingInfo>) : {};
    }
    return this.recordingCache;
  }

  async recordingOf(tabId: number): Promise<RecordingInfo | null> {
    return (await this.recordings())[String(tabId)] ?? null;
  }

  /** Starts recording a tab; a tab already recording keeps its start time. */
  async startRecording(tabId: number, tabUrl: string | null, now: number): Promise<void> {
    const current = await this.recordings();
    const existing = current[String(tabId)];
    await this.saveRecordings({
      ...current,
      [String(tabId)]: { startedAt: existing?.startedAt ?? now, tabUrl },
    });
  }

  async stopRecording(tabId: number): Promise<void> {
    const current = await this.recordings();
    if (!(String(tabId) in current)) return;
    const { [String(tabId)]: _stopped, ...rest } = current;
    await this.saveRecordings(rest);
  }

  /** Remembers the page a recording tab now shows (the `tabUrl` of its next captures). */
  async setTabUrl(tabId: number, tabUrl: string): Promise<void> {
    const current = await this.recordings();
    const existing = current[String(tabId)];
    if (existing === undefined || existing.tabUrl === tabUrl) return;
    await this.saveRecordings({ ...current, [String(tabId)]: { ...existing, tabUrl } });
  }

  /** Appends captures to a tab's list, giving each its stored id. Returns the tab's new count. */
  async append(tabId: number, captures: readonly ExtensionCapture[]): Promise<number> {
    const meta = await this.meta(tabId);
    if (captures.length === 0) return meta.count;
    const lastIndex = meta.chunks - 1;
    const last = lastIndex >= 0 ? await this.chunk(tabId, lastIndex) : [];
    const writes: Record<string, unknown> = {};
    let chunkIndex = lastIndex >= 0 && last.length < this.chunkSize ? lastIndex : lastIndex + 1;
    let chunk = chunkIndex === lastIndex ? last : [];
    let seq = meta.nextSeq;
    for (const capture of captures) {
      if (chunk.length >= this.chunkSize) {
        writes[chunkKey(tabId, chunkIndex)] = chunk;
        chunkIndex += 1;
        chunk = [];
      }
      chunk.push(withId(capture, `${tabId}.${seq}`));
      seq += 1;
    }
    writes[chunkKey(tabId, chunkIndex)] = chunk;
    const next: TabMeta = { count: meta.count + captures.length, chunks: chunkIndex + 1, nextSeq: seq };
    writes[metaKey(tabId)] = next;
    await this.area.set(writes);
    return next.count;
  }

  /**
   * Adds the answer a stored capture got, found by the browser's request id among the tab's newest
   * captures (answers come within moments: the last two chunks are searched, newest first; a redirect
   * reuses the id, and its latest hop without an answer is the one that got it). Returns whether a
   * capture took it.
   */
  setDelivery(tabId: number, webRequestId: string, delivery: Delivery): Promise<boolean> {
    return this.updateNewest(tabId, webRequestId, (capture) =>
      capture.delivery === undefined ? { ...capture, delivery } : null,
    );
  }

  /**
   * Keeps on a stored capture the query string of the address its redirect sent the browser on to (the
   * hop being part of that hit), found like {@link setDelivery}'s. Returns whether a capture took it.
   */
  setRedirectQueryParams(tabId: number, webRequestId: string, query: string): Promise<boolean> {
    return this.updateNewest(tabId, webRequestId, (capture) => ({
      ...capture,
      requestMetadata: { ...capture.requestMetadata, redirectQueryParams: query },
    }));
  }

  /** Replaces the newest of the tab's recent captures with `webRequestId` that `change` changes (non-null). */
  private async updateNewest(
    tabId: number,
    webRequestId: string,
    change: (capture: ExtensionCapture) => ExtensionCapture | null,
  ): Promise<boolean> {
    const meta = await this.meta(tabId);
    for (let index = meta.chunks - 1; index >= Math.max(0, meta.chunks - 2); index--) {
      const chunk = await this.chunk(tabId, index);
      for (let position = chunk.length - 1; position >= 0; position--) {
        const capture = chunk[position];
        if (capture?.webRequestId !== webRequestId) continue;
        const changed = change(capture);
        if (changed === null) continue;
        chunk[position] = changed;
        await this.area.set({ [chunkKey(tabId, index)]: chunk });
        return true;
      }
    }
    return false;
  }

  /** Every capture of a tab, oldest first. */
  async list(tabId: number): Promise<ExtensionCapture[]> {
    const meta = await this.meta(tabId);
    if (meta.chunks === 0) return [];
    const keys = Array.from({ length: meta.chunks }, (_, index) => chunkKey(tabId, index));
    const stored = await this.area.get(keys);
    return keys.flatMap((key) => {
      const chunk = stored[key];
      return Array.isArray(chunk) ? (chunk as ExtensionCapture[]) : [];
    });
  }

  async count(tabId: number): Promise<number> {
    return (await this.meta(tabId)).count;
  }

  /** Removes a tab's captures; it keeps recording if it was. */
  async clear(tabId: number): Promise<void> {
    const meta = await this.meta(tabId);
    await this.area.remove(this.chunkKeys(tabId, meta.chunks));
    await this.area.set({
      [metaKey(tabId)]: { count: 0, chunks: 0, nextSeq: meta.nextSeq } satisfies TabMeta,
    });
  }

  /** Forgets everything about a closed tab: its recording, captures and every other `tab:<id>:…` key. */
  async forgetTab(tabId: number): Promise<void> {
    await this.stopRecording(tabId);
    const prefix = `${metaKey(tabId)}:`;
    const keys = Object.keys(await this.area.get(null)).filter(
      (key) => key === metaKey(tabId) || key.startsWith(prefix),
    );
    await this.area.remove(keys);
  }

  /**
   * Forgets every tab: run when the browser starts, because tab ids start again from 1 and another
   * browser session's captures would otherwise appear on an unrelated tab.
   */
  async forgetAllTabs(): Promise<void> {
    const all = await this.area.get(null);
    await this.area.remove(Object.keys(all).filter((key) => key === RECORDING_KEY || key.startsWith('tab:')));
    this.recordingCache = {};
  }

  private async saveRecordings(next: Record<string, RecordingInfo>): Promise<void> {
    await this.area.set({ [RECORDING_KEY]: next });
    this.recordingCache = next;
  }

  private async meta(tabId: number): Promise<TabMeta> {
    const stored = (await this.area.get([metaKey(tabId)]))[metaKey(tabId)];
    if (
      isRecord(stored) &&
      typeof stored.count === 'number' &&
      typeof stored.chunks === 'number' &&
      typeof stored.nextSeq === 'number'
    ) {
      return { count: stored.count, chunks: stored.chunks, nextSeq: stored.nextSeq };
    }
    return { count: 0, chunks: 0, nextSeq: 1 };
  }

  private async chunk(tabId: number, index: number): Promise<ExtensionCapture[]> {
    const stored = (await this.area.get([chunkKey(tabId, index)]))[chunkKey(tabId, index)];
    return Array.isArray(stored) ? (stored as ExtensionCapture[]) : [];
  }

  private chunkKeys(tabId: number, chunks: number): string[] {
    return Array.from({ length: chunks }, (_, index) => chunkKey(tabId, index));
  }
}

function withId(capture: ExtensionCapture, requestId: string): ExtensionCapture {
  return { ...capture, requestMetadata: { ...capture.requestMetadata, requestId } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
