/**
 * Chartable (podcast ad attribution, bought by Spotify): its web pixel, the Trackable JavaScript SDK.
 * The service has shut down, but sites still load the tag and it still sends its calls.
 *
 * Recognised: the SDK `ext.chtbl.com/trackable.js` (`library_load`) and its calls, POSTed as JSON
 * to `web.chtbl.com/track`. The podcast download prefix `chtbl.com/track/<id>/<audio URL>` (a
 * redirect in RSS feeds, not the web pixel) is not recognised.
 *
 * The snippet loads the SDK and queues `trackable('init', '<Trackable API key>')` (a 32-hex key).
 * A real capture shows the call it then sends: `{"uid", "pvid", "sid", "action": "init", "id",
 * "context": {"url"}, "properties": {}}`. Chartable's help centre says the basic pixel attributes
 * visits and that sites may add add-to-cart, checkout and purchase calls.
 *
 * Event name: `action`, with `init` (the call every page load sends, the visit) read as `page_view`.
 * Account: `id`. Inferred, not documented by Chartable (it never published the wire format): `id` is
 * the API key given to `init` (same 32-hex form), `uid`, `sid` and `pvid` the visitor, session and
 * page-load ids, `context.url` the page; the other actions' names and fields are unknown and are
 * shown as sent.
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SCRIPT = { host: 'ext.chtbl.com', path: '/trackable.js' };
const TRACK = { host: 'web.chtbl.com', path: '/track' };
/** The action the SDK sends on every page load. */
const INIT_ACTION = 'init';

function callOf(request: RequestView): 'script' | 'track' | null {
  const { host, path } = request.url;
  if (host === SCRIPT.host && path === SCRIPT.path) return 'script';
  if (host === TRACK.host && path === TRACK.path) return 'track';
  return null;
}

function decodeTrack(request: RequestView): VendorEvent {
  const { params, findings } = readJsonBody(request.body);
  const all = [...request.query, ...params];
  const action = getParam(all, 'action') ?? '';
  const eventName = action === INIT_ACTION ? 'page_view' : action || 'track';
  return {
    eventName,
    accountID: getParam(all, 'id') || null,
    params: all,
    ...(findings.length > 0 ? { findings } : {}),
  };
}

function decodeChartable(request: RequestView): VendorEvent[] {
  if (callOf(request) === 'track') return [decodeTrack(request)];
  return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
}

export const chartable = defineVendor({
  code: 'CHARTABLE',
  name: 'Chartable (Trackable)',
  kind: 'advertising',
  badge: { short: 'Ch', color: 'oklch(48.8% 0.217 264.376)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['context.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: [TRACK.host],
  matchHosts: [SCRIPT.host, TRACK.host],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeChartable,
  params: {
    id: { label: 'Trackable API key', group: 'most_used' },
    action: { label: 'Call (init: page load)', group: 'most_used' },
    'context.url': { label: 'Page URL', group: 'most_used' },
    uid: { label: 'Visitor ID', group: 'user' },
    sid: { label: 'Session ID', group: 'user' },
    pvid: { label: 'Page view ID', group: 'other' },
  },
  patterns: [
    { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
    { prefix: 'context.', group: 'other', label: (rest) => `Context: ${rest}` },
  ],
  volatile: [],
  sessionIds: ['uid', 'sid', 'pvid'],
});
