import { ImportError } from '../import-error.js';
import { importCapture } from '../import-file.js';

/** A GA4 page view, the tracking request of the HAR tests. */
export const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view';

/** Each imported request as [category, URL, page]. */
export function pageRows(result: ReturnType<typeof importCapture>) {
  return result.requests.map((request) => [
    request.requestMetadata.requestCategory,
    request.requestMetadata.requestUrl,
    request.tabUrl,
  ]);
}

/** A HAR file's text holding `entries` (and `extra` log fields such as `pages`). */
export function har(entries: unknown[], extra: Record<string, unknown> = {}) {
  return JSON.stringify({ log: { version: '1.2', creator: { name: 'x', version: '1' }, entries, ...extra } });
}

/** The ImportError importing `text` throws; fails the test when it imports, or throws anything else. */
export function importFailure(text: string): ImportError {
  try {
    importCapture(text);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('imported');
}
