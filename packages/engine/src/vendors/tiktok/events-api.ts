import { getParam } from '../../url/params.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import { readEventsApiBody } from '../events-api-body.js';

/** The TikTok Events API host (server-side; some sites call it from the browser). */
const EVENTS_API_HOST = 'business-api.tiktok.com';
const EVENTS_API_PATH = /^\/open_api\/v1\.\d+\/(event|pixel)\/(track|batch)\/?$/;

/**
 * The Events API call a request is: `event` for `/open_api/v1.3/event/track/` (the current API, events
 * in a `data` array), `pixel` for the older `/open_api/v1.x/pixel/track/` and `/pixel/batch/` (one
 * event with `pixel_code`, or a `batch` array, read like the pixel's own calls); else null.
 */
export function eventsApiCall(request: RequestView): 'event' | 'pixel' | null {
  if (request.isNavigation || request.url.host !== EVENTS_API_HOST) return null;
  const family = EVENTS_API_PATH.exec(request.url.path)?.[1];
  return family === 'event' || family === 'pixel' ? family : null;
}

/**
 * Decodes an Events API 2.0 call (`{event_source, event_source_id, test_event_code?, data: [{event,
 * event_time, event_id, user, properties, page}]}`): one event per `data` entry, with the top-level
 * fields shared; the account is `event_source_id` (the pixel code for web events). No `data` entry
 * gives one `unknown_event`; a body that is not JSON adds BODY_NOT_JSON.
 */
export function decodeEventsApi(request: RequestView): VendorEvent[] {
  const body = readEventsApiBody(request.body);
  const common = [...request.query, ...body.shared];
  const account = getParam(common, 'event_source_id') || getParam(common, 'pixel_code') || null;
  const entries = body.events.length > 0 ? body.events : [[]];
  return entries.map((own, index) => ({
    eventName: getParam(own, 'event') || 'unknown_event',
    accountID: account,
    params: [...common, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}
