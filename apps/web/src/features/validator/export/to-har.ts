/** Builds a HAR 1.2 log from captured requests, readable by DevTools and by Tagproof's importer. */
import { NAVIGATION_CATEGORY, normalizeRequest, type Delivery } from '@tagproof/engine';

interface CaptureFields {
  url: string;
  method: string;
  postData: string | null;
  tabUrl: string | null;
  timestamp: number;
  navigation: boolean;
  /** The answer the request got, when the capture recorded it (a HAR import does). */
  delivery: Delivery | null;
  /** The frame that sent it, when the capture said: written as its Referer, as browsers send it. */
  frameUrl: string | null;
}

/**
 * What the engine reads from the entry: its delivery (`delivery`, or flat `responseStatus` and
 * `responseError`) and the frame that sent it (`frameUrl`).
 */
function answerAndFrameOf(entry: unknown): Pick<CaptureFields, 'delivery' | 'frameUrl'> {
  const normalized = normalizeRequest(entry, 0);
  if ('reason' in normalized) return { delivery: null, frameUrl: null };
  return { delivery: normalized.delivery ?? null, frameUrl: normalized.frameUrl ?? null };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The fields of a captured request in either input shape (nested `requestMetadata` or flat). */
export function captureFields(entry: unknown): CaptureFields | null {
  if (entry === null || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  const meta = (record.requestMetadata ?? record) as Record<string, unknown>;
  const url = text(meta.requestUrl) ?? text(meta.url) ?? text(record.url);
  if (!url) return null;
  const postData = text(meta.postData) ?? text(record.postData) ?? text(record.body);
  const type = text(record.type);
  const timestamp =
    typeof record.timestamp === 'number' ? record.timestamp : Date.parse(String(record.timestamp ?? ''));
  return {
    url,
    method: (text(meta.method) ?? text(record.method) ?? (postData ? 'POST' : 'GET')).toUpperCase(),
    postData,
    tabUrl: text(record.tabUrl),
    timestamp: Number.isFinite(timestamp) ? (timestamp < 1e11 ? timestamp * 1000 : timestamp) : Date.now(),
    navigation:
      meta.requestCategory === NAVIGATION_CATEGORY || type === 'navigation' || type === 'main_frame',
    ...answerAndFrameOf(entry),
  };
}

function queryOf(url: string): Array<{ name: string; value: string }> {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

/** A HAR log: one page per tab URL, navigations as `document` entries, POST bodies kept. */
export function toHar(requests: readonly unknown[], creatorVersion = '0.1.0'): object {
  const pages = new Map<string, { id: string; title: string; startedDateTime: string }>();
  const entries = requests.flatMap((entry) => {
    const fields = captureFields(entry);
    if (!fields) return [];
    const pageUrl = fields.navigation ? fields.url : fields.tabUrl;
    let pageref: string | undefined;
    if (pageUrl) {
      if (!pages.has(pageUrl) || fields.navigation) {
        pageref = `page_${pages.size + 1}`;
        pages.set(pageUrl, {
          id: pageref,
          title: pageUrl,
          startedDateTime: new Date(fields.timestamp).toISOString(),
        });
      } else pageref = pages.get(pageUrl)?.id;
    }
    return [
      {
        ...(pageref ? { pageref } : {}),
        startedDateTime: new Date(fields.timestamp).toISOString(),
        time: 0,
        _resourceType: fields.navigation ? 'document' : 'other',
        request: {
          method: fields.method,
          url: fields.url,
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: fields.frameUrl === null ? [] : [{ name: 'Referer', value: fields.frameUrl }],
          queryString: queryOf(fields.url),
          ...(fields.postData ? { postData: { mimeType: 'text/plain', text: fields.postData } } : {}),
          headersSize: -1,
          bodySize: fields.postData ? fields.postData.length : 0,
        },
        // Status 0 is "no answer recorded", as DevTools writes it; a recorded answer is kept, and
        // Chrome's `_error` with it, so that a re-import reports the same failed hits.
        response: {
          status: fields.delivery?.status ?? 0,
          ...(fields.delivery?.error ? { _error: fields.delivery.error } : {}),
          statusText: '',
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: [],
          content: { size: 0, mimeType: fields.navigation ? 'text/html' : 'x-unknown' },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
        },
        cache: {},
        timings: { send: 0, wait: 0, receive: 0 },
      },
    ];
  });
  return {
    log: {
      version: '1.2',
      creator: { name: 'Tagproof', version: creatorVersion },
      pages: [...pages.values()],
      entries,
    },
  };
}
