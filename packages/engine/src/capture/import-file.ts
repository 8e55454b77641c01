import { forgetCall } from '../call-memory.js';
import { decodeCaptured, isTrackingTraffic } from '../decode.js';
import type { Vendor } from '../vendors/define-vendor.js';
import { tryParseJson } from '../url/flatten-json.js';
import { NAVIGATION_CATEGORY, type CapturedRequest } from './captured-request.js';
import { captureText, endsInTheMiddle } from './file-text.js';
import { readHar } from './har.js';
import { ImportError } from './import-error.js';
import { normalizeRequest } from './normalize.js';
import { joinRedirects } from './redirects.js';

/** The format an import was read as. */
export type ImportFormat = 'har' | 'json' | 'urls';

export interface ImportResult {
  format: ImportFormat;
  requests: CapturedRequest[];
  /** Entries of the file that were left out (non-tracking entries of a HAR file). */
  skipped: number;
  /**
   * Redirect hops of a HAR file's hits joined to the hit they continue (see redirects.ts): not counted
   * in `skipped`. 0 for other formats.
   */
  redirects: number;
}

/**
 * Reads the text of a capture file: a HAR file, a JSON array of captured requests (nested or flat),
 * or a text file of URLs, one per line. HAR imports keep only tracking requests and top-level
 * navigations (requests of `customVendors` count as tracking); JSON arrays and URL lists keep every
 * entry. Throws ImportError with a one-line reason when the file is not what it claims to be (see
 * {@link captureText} for files that are no UTF-8 text).
 */
export function importCapture(text: string, customVendors: readonly Vendor[] = []): ImportResult {
  const trimmed = captureText(text).trim();
  if (trimmed.length === 0) throw new ImportError('the file is empty', 'IMPORT_EMPTY');
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const parsed = tryParseJson(trimmed);
    if (!parsed.ok) {
      const cutOff = endsInTheMiddle(trimmed)
        ? 'the file ends in the middle, as if cut off while it was saved or copied: '
        : '';
      throw new ImportError(`not valid JSON: ${cutOff}${parsed.error}`, 'IMPORT_INVALID_JSON');
    }
    return importJson(parsed.value, customVendors);
  }
  return importUrlList(trimmed);
}

/** Reads a parsed JSON document: a HAR log, an array of requests, or `{requests: [...]}`. */
export function importJson(value: unknown, customVendors: readonly Vendor[] = []): ImportResult {
  if (Array.isArray(value))
    return { format: 'json', requests: importRequestArray(value), skipped: 0, redirects: 0 };
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('log' in record) return importHar(value, customVendors);
    if (Array.isArray(record.requests))
      return { format: 'json', requests: importRequestArray(record.requests), skipped: 0, redirects: 0 };
    throw new ImportError('not a HAR file: log.entries is missing', 'IMPORT_NOT_HAR');
  }
  throw new ImportError(
    'not a capture: expected a HAR file, a JSON array of requests or a list of URLs',
    'IMPORT_UNKNOWN_FORMAT',
  );
}

/**
 * Reads a HAR log, keeping tracking requests (built-in and `customVendors`), top-level navigations,
 * and requests to a known vendor's tracking host that no vendor recognises (the drift alarm's
 * UNKNOWN_VENDOR_ENDPOINT). Refuses a log that left out the body of a tracking request it keeps: its
 * hits would be validated without their events.
 */
export function importHar(value: unknown, customVendors: readonly Vendor[] = []): ImportResult {
  const { requests, entryCount, bodiesLeftOut, redirects } = readHar(value);
  try {
    const { requests: kept, joined } = joinRedirects(requests, redirects, (request) => {
      const decoded = decodeCaptured(request, customVendors);
      return isTrackingTraffic(decoded) ? (decoded[0]?.category ?? '') : null;
    });
    // A page's document (a form sent) is validated without its body; a tracking request is not.
    const bodyless = kept.find(
      ({ requestMetadata }) =>
        requestMetadata.requestCategory !== NAVIGATION_CATEGORY &&
        bodiesLeftOut.has(requestMetadata.requestId),
    );
    if (bodyless) {
      const { requestId, method, requestUrl } = bodyless.requestMetadata;
      throw new ImportError(
        `the HAR file was saved without request bodies, so the events of entry ${requestId.slice(1)} (${method} ${requestUrl.slice(0, 100)}) cannot be read: save it again with them (in Playwright: recordHar with content "embed")`,
        'IMPORT_INVALID_ENTRIES',
      );
    }
    return { format: 'har', requests: kept, skipped: entryCount - kept.length - joined, redirects: joined };
  } finally {
    // Like validate(), the import keeps nothing of the capture it read once it returns.
    forgetCall();
  }
}

function importRequestArray(entries: unknown[]): CapturedRequest[] {
  return entries.map((entry, index) => {
    const captured = normalizeRequest(entry, index);
    if ('reason' in captured)
      throw new ImportError(`invalid request list: ${captured.reason}`, 'IMPORT_INVALID_ENTRIES');
    return captured;
  });
}

/** Reads a text file of URLs, one per line; blank lines and lines starting with `#` are ignored. */
export function importUrlList(text: string): ImportResult {
  const requests: CapturedRequest[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) return;
    if (line.includes(' ') || !(line.includes('/') || line.includes('.'))) {
      throw new ImportError(
        `not a list of URLs: line ${index + 1} is not a URL ("${line.slice(0, 60)}")`,
        'IMPORT_UNKNOWN_FORMAT',
      );
    }
    const captured = normalizeRequest({ url: line, requestId: `r${requests.length + 1}` }, requests.length);
    if (!('reason' in captured)) requests.push(captured);
  });
  return { format: 'urls', requests, skipped: 0, redirects: 0 };
}
