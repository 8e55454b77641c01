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
  /**
   * Tracking requests of a HAR file left out because the file holds no body for them (see
   * readHar's `bodiesLeftOut`): their events cannot be read. Not counted in `skipped`. Empty for
   * other formats.
   */
  withoutBody: BodilessRequest[];
  /** The tool that wrote a HAR file (`log.creator.name`), '' when it does not say; null for other formats. */
  creator: string | null;
}

/** A tracking request whose body the HAR file did not keep: its entry (from 1), method and URL. */
export interface BodilessRequest {
  entry: number;
  method: string;
  url: string;
}

/**
 * Reads the text of a capture file: a HAR file (padded too, `.harp`), a JSON array of captured
 * requests (nested or flat), or a text file of URLs, one per line. HAR imports keep only tracking requests and top-level
 * navigations (requests of `customVendors` count as tracking); JSON arrays and URL lists keep every
 * entry. Throws ImportError with a one-line reason when the file is not what it claims to be (see
 * {@link captureText} for files that are no UTF-8 text).
 */
export function importCapture(text: string, customVendors: readonly Vendor[] = []): ImportResult {
  const trimmed = captureText(text).trim();
  if (trimmed.length === 0) throw new ImportError('the file is empty', 'IMPORT_EMPTY');
  const json = trimmed.startsWith('{') || trimmed.startsWith('[') ? trimmed : unpadded(trimmed);
  if (json !== null) {
    const parsed = tryParseJson(json);
    if (!parsed.ok) {
      const cutOff = endsInTheMiddle(json)
        ? 'the file ends in the middle, as if cut off while it was saved or copied: '
        : '';
      throw new ImportError(`not valid JSON: ${cutOff}${parsed.error}`, 'IMPORT_INVALID_JSON');
    }
    return importJson(parsed.value, customVendors);
  }
  return importUrlList(trimmed);
}

/** `onInputData(` (HAR Viewer's padding), `callback (`: a script's function name and its parenthesis. */
const PADDING = /^[A-Za-z_$][\w$]*\s*\(\s*\{/;

/**
 * The JSON object inside a padded HAR file (`.harp`, as HAR Viewer reads it: `onInputData({…});`), or
 * null when the text is not one. A file cut off before its closing parenthesis gives what it holds,
 * which then fails to parse as JSON cut off.
 */
export function unpadded(text: string): string | null {
  const opening = PADDING.exec(text);
  if (opening === null) return null;
  let inner = text;
  if (inner.endsWith(';')) inner = inner.slice(0, -1).trimEnd();
  if (inner.endsWith(')')) inner = inner.slice(0, -1);
  // The object starts at the brace the padding's pattern ended on.
  return inner.slice(opening[0].length - 1).trim();
}

/** Reads a parsed JSON document: a HAR log, an array of requests, or `{requests: [...]}`. */
export function importJson(value: unknown, customVendors: readonly Vendor[] = []): ImportResult {
  if (Array.isArray(value)) return jsonImport(importRequestArray(value));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('log' in record) return importHar(value, customVendors);
    if (Array.isArray(record.requests)) return jsonImport(importRequestArray(record.requests));
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
 * UNKNOWN_VENDOR_ENDPOINT). A tracking request whose body the file left out is left out too, and
 * named in `withoutBody`: validated without its body, its hit would have no events (and wrong errors),
 * and two of them would look alike.
 */
export function importHar(value: unknown, customVendors: readonly Vendor[] = []): ImportResult {
  const { requests, entryCount, bodiesLeftOut, redirects, creator } = readHar(value);
  try {
    const { requests: joinedHits, joined } = joinRedirects(requests, redirects, (request) => {
      const decoded = decodeCaptured(request, customVendors);
      return isTrackingTraffic(decoded) ? (decoded[0]?.category ?? '') : null;
    });
    // A page's document (a form sent) is validated without its body; a tracking request is not.
    const withoutBody: BodilessRequest[] = [];
    const kept = joinedHits.filter(({ requestMetadata }) => {
      if (requestMetadata.requestCategory === NAVIGATION_CATEGORY) return true;
      if (!bodiesLeftOut.has(requestMetadata.requestId)) return true;
      const { requestId, method, requestUrl } = requestMetadata;
      withoutBody.push({ entry: Number(requestId.slice(1)), method, url: requestUrl });
      return false;
    });
    return {
      format: 'har',
      requests: kept,
      skipped: entryCount - kept.length - joined - withoutBody.length,
      redirects: joined,
      withoutBody,
      creator,
    };
  } finally {
    // Like validate(), the import keeps nothing of the capture it read once it returns.
    forgetCall();
  }
}

function jsonImport(requests: CapturedRequest[]): ImportResult {
  return { format: 'json', requests, skipped: 0, redirects: 0, withoutBody: [], creator: null };
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
  return { format: 'urls', requests, skipped: 0, redirects: 0, withoutBody: [], creator: null };
}

/**
 * What an import left out or joined, one phrase each, for a heading or a message (none when it kept
 * every entry as it was): `12 non-tracking entries left out`, `2 redirect hops joined to their hits`,
 * and the tracking requests left out for want of their bodies, the first of them named.
 */
export function importNotes(result: ImportResult): string[] {
  const { skipped, redirects, withoutBody } = result;
  const notes: string[] = [];
  if (skipped > 0) notes.push(`${skipped} non-tracking ${plural(skipped, 'entry', 'entries')} left out`);
  if (redirects > 0)
    notes.push(
      `${redirects} redirect ${plural(redirects, 'hop', 'hops')} joined to ${plural(redirects, 'its hit', 'their hits')}`,
    );
  const first = withoutBody[0];
  if (first !== undefined) {
    const count = withoutBody.length;
    const more = count > 1 ? `, and ${count - 1} more` : '';
    notes.push(
      `${count} tracking ${plural(count, 'request', 'requests')} left out because the file holds no body for ` +
        `${plural(count, 'it', 'them')}, so ${plural(count, 'its', 'their')} events cannot be read ` +
        `(entry ${first.entry}: ${first.method} ${first.url.slice(0, 100)}${more}; ${bodyAdvice(result.creator)})`,
    );
  }
  return notes;
}

/** How to get a HAR file that keeps request bodies, for the tool that wrote this one. */
function bodyAdvice(creator: string | null): string {
  const tool = (creator ?? '').toLowerCase();
  if (tool.includes('playwright')) return 'Playwright keeps them with recordHar content "embed"';
  if (tool.includes('webpagetest'))
    return (
      'WebPageTest keeps no request bodies: save the page from the browser ' +
      '(DevTools > Network > Export HAR) or capture it with the Tagproof extension'
    );
  if (tool.includes('firefox')) return 'a current Firefox keeps them: Network > Save All As HAR';
  if (tool === 'webinspector')
    return 'a current Chrome or Edge keeps them: DevTools > Network > Export HAR (with sensitive data)';
  return (
    'a HAR saved with request bodies keeps them: DevTools > Network > Export HAR in Chrome, Edge or ' +
    'Firefox; in Playwright, recordHar with content "embed"'
  );
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
