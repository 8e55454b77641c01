/**
 * EveryAction (Bonterra, NGP VAN): the tracking call of its Online Actions.
 *
 * Recognised: `/v1/Track/<id>` on `actions.everyaction.com` and `secure.everyaction.com` (`track`).
 * Not recognised: the form definitions `/v1/Forms/<id>` the ActionTag script fetches to draw an
 * embedded form (a load, no measurement) and the ActionTag script itself (`at.js` on CloudFront hosts
 * shared with nothing to tell it apart, and in no capture).
 * Account: the id of the path, shown as `track_id`.
 *
 * Sources: EveryAction's published embed code (many public sites and plugins: the ActionTag script
 * and `<div class="ngp-form" data-form-url="https://actions.everyaction.com/v1/Forms/<id>">`, the ids
 * 22 URL-safe characters and a final digit); a public list of tracking URLs naming
 * `secure.everyaction.com/v1/Track/<id>?formSessionId=…` as EveryAction tracking; and a real capture
 * (plannedparenthood.org, 2021-10-18, The Markup's nonprofit privacy inspections): one
 * `actions.everyaction.com/v1/Track/2nYqi-15tE6uajkbt9Z3zw2` requested by the home page's own HTML (a
 * parser-initiated request, no query, answered 200 with an empty body).
 * Not documented: what the id names (its shape is that of an Online Actions form id; on the captured
 * page it sits in the page's HTML, with no form on the page) and what the call counts. The event keeps
 * the endpoint's name, `track`, rather than a guessed meaning: it is not counted as a page view.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const HOSTS: ReadonlySet<string> = new Set(['actions.everyaction.com', 'secure.everyaction.com']);
/** `/v1/Track/<id>`; group 1 is the id. */
const TRACK_PATH = /^\/v1\/Track\/([A-Za-z0-9_-]{8,64})\/?$/;

function trackIdOf(request: RequestView): string | null {
  if (request.isNavigation || !HOSTS.has(request.url.host)) return null;
  return TRACK_PATH.exec(request.url.path)?.[1] ?? null;
}

function decodeEveryAction(request: RequestView): VendorEvent[] {
  const id = trackIdOf(request);
  if (id === null) return [{ eventName: 'unknown_event', accountID: null, params: [...request.query] }];
  return [{ eventName: 'track', accountID: id, params: [{ name: 'track_id', value: id }, ...request.query] }];
}

export const everyaction = defineVendor({
  code: 'EVERYACTION',
  name: 'EveryAction (Online Actions)',
  kind: 'other',
  badge: { short: 'EA', color: 'oklch(45% 0.15 25)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['formSessionId'] },
  hosts: ['actions.everyaction.com/v1/Track/', 'secure.everyaction.com/v1/Track/'],
  matchHosts: [...HOSTS],
  match: (request) => trackIdOf(request) !== null,
  decode: decodeEveryAction,
  params: {
    track_id: { label: 'Tracked id (from the path)', group: 'most_used' },
    formSessionId: { label: 'Form session ID', group: 'user' },
  },
  volatile: [],
});
