import type { CapturedRequest } from '../../capture/captured-request.js';
import type { DecodedRequest } from '../../decode.js';
import { tryParseJson } from '../../url/flatten-json.js';
import type { SessionContext } from '../define-rule.js';
import { isRecord } from '../../json-value.js';

/**
 * What the Measurement Protocol rules need from the raw JSON body, which the flattened parameters lose:
 * its size in bytes, how many events it holds, and the JSON type of each event's `params.value`.
 */
export interface MpBody {
  bytes: number;
  eventCount: number;
  /** `typeof` of `events[i].params.value` (`number`, `string`, `undefined`, ...), by event. */
  valueTypes: readonly string[];
}

const newBodyCache = (): WeakMap<CapturedRequest, MpBody | null> => new WeakMap();

/** The body of the captured request behind an MP event, parsed once per captured request; null if not JSON. */
export function mpBody(request: DecodedRequest, session: SessionContext): MpBody | null {
  const cache = session.memo('ga4.mp-bodies', newBodyCache);
  const captured = request.captured;
  let body = cache.get(captured);
  if (body === undefined) {
    body = readBody(captured.requestMetadata.postData);
    cache.set(captured, body);
  }
  return body;
}

/** Where an event stands in its request's `events` array (batched ids end in `#1`, `#2`…). */
export function eventIndex(request: DecodedRequest): number {
  if (!request.batched) return 0;
  const n = Number(request.requestId.slice(request.requestId.lastIndexOf('#') + 1));
  return Number.isInteger(n) && n > 0 ? n - 1 : 0;
}

/** True for the first event of a request: request-wide findings are given once, on it. */
export function isFirstEvent(request: DecodedRequest): boolean {
  return eventIndex(request) === 0;
}

function readBody(postData: string | null): MpBody | null {
  if (postData === null) return null;
  const parsed = tryParseJson(postData);
  if (!parsed.ok) return null;
  const events =
    isRecord(parsed.value) && Array.isArray(parsed.value.events) ? (parsed.value.events as unknown[]) : [];
  return {
    bytes: utf8Length(postData),
    eventCount: events.length,
    valueTypes: events.map((event) => {
      const params = isRecord(event) ? event.params : undefined;
      return isRecord(params) ? typeof params.value : 'undefined';
    }),
  };
}

/** The UTF-8 size of a text, without TextEncoder (not in the engine's library types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (
      (code & 0xfc00) === 0xd800 &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
