import { NAVIGATION_CATEGORY, type CapturedRequest, type Delivery } from './captured-request.js';
import { isRecord } from '../json-value.js';

/** Why an input entry could not be read as a captured request. */
export interface NormalizeIssue {
  index: number;
  reason: string;
}

/** The longest frame address kept: the origin is what tells frames apart, the rest is for reading. */
const MAX_FRAME_URL = 2048;

const NAVIGATION_TYPES = new Set(['navigation', 'document', 'main_frame', NAVIGATION_CATEGORY]);

/**
 * Turns one input entry, in the specification's nested shape or the flat `{url, method, postData}`
 * shape, into a CapturedRequest. Returns a reason instead when the entry has no usable URL.
 * Missing ids become `r1`, `r2`, ... by position so that results are stable between runs.
 */
export function normalizeRequest(input: unknown, index: number): CapturedRequest | NormalizeIssue {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { index, reason: `entry ${index + 1} is not an object` };
  }
  const entry = input as Record<string, unknown>;
  const metadata = entry.requestMetadata;
  const source = isRecord(metadata) ? metadata : entry;
  let url = text(source.requestUrl) ?? textOf(source, entry, 'url');
  const queryString = text(source.queryString);
  if (url === undefined || url.trim().length === 0) {
    return { index, reason: `entry ${index + 1} has no URL (requestMetadata.requestUrl or url)` };
  }
  if (queryString && !url.includes('?'))
    url = `${url}?${queryString.startsWith('?') ? queryString.slice(1) : queryString}`;
  const postData = textOf(source, entry, 'postData') ?? text(entry.body) ?? null;
  const type = textOf(entry, source, 'type') ?? text(entry.resourceType);
  const hintedCategory = text(source.requestCategory);
  const isNavigation =
    hintedCategory === NAVIGATION_CATEGORY || (type !== undefined && NAVIGATION_TYPES.has(type));
  const questionMark = url.indexOf('?');
  const hash = questionMark === -1 ? -1 : url.indexOf('#', questionMark + 1);
  const query = questionMark === -1 ? '' : url.slice(questionMark + 1, hash === -1 ? undefined : hash);
  const captured: CapturedRequest = {
    requestMetadata: {
      requestId: textOf(source, entry, 'requestId') ?? text(entry.id) ?? `r${index + 1}`,
      requestCategory: isNavigation ? NAVIGATION_CATEGORY : null,
      eventName: null,
      accountID: null,
      requestUrl: url,
      queryString: query,
      batched: false,
      postData: postData && postData.length > 0 ? postData : null,
      redirectQueryParams: text(source.redirectQueryParams) ?? null,
      method: (textOf(source, entry, 'method') ?? (postData ? 'POST' : 'GET')).toUpperCase(),
    },
    tabUrl: textOf(entry, source, 'tabUrl') ?? (isNavigation ? url : null),
    timestamp: toEpochMs(entry.timestamp ?? (source === entry ? undefined : source.timestamp)),
  };
  const delivery = deliveryOf(entry);
  if (delivery !== null) captured.delivery = delivery;
  const frameUrl = isNavigation ? null : frameUrlOf(entry, source);
  if (frameUrl !== null) captured.frameUrl = frameUrl;
  return captured;
}

/**
 * How the request went, when the entry says: `responseStatus` and `responseError` of a flat entry, the
 * `delivery` of the nested shape (a CapturedRequest sent on as it is); null otherwise: most captures do
 * not say, and their requests carry no delivery at all.
 */
function deliveryOf(entry: Record<string, unknown>): Delivery | null {
  const given = isRecord(entry.delivery) ? entry.delivery : undefined;
  const status = given?.status ?? entry.responseStatus;
  const rawError = given?.error ?? entry.responseError;
  const error = typeof rawError === 'string' ? rawError.trim().slice(0, 200) : '';
  const known = typeof status === 'number' && Number.isInteger(status) && status >= 0 && status < 1000;
  if (!known && error.length === 0) return null;
  return { status: known ? status : 0, error: error.length > 0 ? error : null };
}

/** The entry's `frameUrl` (an address, trimmed, at most MAX_FRAME_URL long), or null. */
function frameUrlOf(entry: Record<string, unknown>, source: Record<string, unknown>): string | null {
  const given = typeof entry.frameUrl === 'string' ? entry.frameUrl : source.frameUrl;
  const frameUrl = typeof given === 'string' ? given.trim() : '';
  return frameUrl.length > 0 ? frameUrl.slice(0, MAX_FRAME_URL) : null;
}

/**
 * `key` as text from the first record that has it, `first` then `second`. A flat entry is its own
 * source: it is then read once, not twice.
 */
function textOf(
  first: Record<string, unknown>,
  second: Record<string, unknown>,
  key: string,
): string | undefined {
  return text(first[key]) ?? (first === second ? undefined : text(second[key]));
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Epoch milliseconds from a number (seconds or milliseconds) or a date string; 0 when unknown. */
export function toEpochMs(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value))
    return value < 1e11 ? Math.round(value * 1000) : value;
  if (typeof value === 'string' && value.length > 0) {
    const numeric = Number(value);
    if (Number.isFinite(numeric)) return toEpochMs(numeric);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}
