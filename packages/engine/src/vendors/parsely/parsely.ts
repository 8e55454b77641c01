/**
 * Parse.ly.
 *
 * Recognised: the pixel `/px/` and `/plogger/` on `p1.parsely.com`, `p1-irl.parsely.com` and
 * `srv.pixel.parsely.com`, and on a first-party `fpa-events.<site>` host; the tracker
 * `cdn.parsely.com/keys/<site id>/p.js` (`library_load`).
 *
 * Event name: `action` (`pageview`, `heartbeat`, `videostart`, conversions as `_<type>`…).
 * Account: the site id `idsite` (the site's domain as registered; from the path for the tracker).
 * `data` is JSON (extra data, conversion details) and is flattened to `data.<field>`.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { appendAll } from '../../append-all.js';

const PIXEL_HOSTS: ReadonlySet<string> = new Set([
  'p1.parsely.com',
  'p1-irl.parsely.com',
  'srv.pixel.parsely.com',
]);
const PIXEL_PATHS: ReadonlySet<string> = new Set(['/px/', '/px', '/plogger/', '/plogger']);
const TRACKER = /^\/keys\/([^/]+)\/p\.js$/;

function isPixel(request: RequestView): boolean {
  const { host } = request.url;
  return (PIXEL_HOSTS.has(host) || host.startsWith('fpa-events.')) && PIXEL_PATHS.has(request.url.path);
}

function trackerSite(request: RequestView): string | undefined {
  return request.url.host === 'cdn.parsely.com' ? TRACKER.exec(request.url.path)?.[1] : undefined;
}

function decodeParsely(request: RequestView): VendorEvent[] {
  const site = trackerSite(request);
  if (site !== undefined) return [{ eventName: 'library_load', accountID: site, params: [...request.query] }];
  const body = request.body?.trim() ?? '';
  const fields = mergeParams(
    request.query,
    body.length > 0 && !body.startsWith('{') ? parseParams(body) : [],
  );
  const params: Param[] = [];
  for (const param of fields) {
    params.push(param);
    if (param.name !== 'data') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      appendAll(params, flattenJson(parsed.value, 'data'));
    }
  }
  return [
    {
      eventName: getParam(params, 'action') || 'unknown_event',
      accountID: getParam(params, 'idsite') ?? null,
      params,
    },
  ];
}

export const parsely = defineVendor({
  code: 'PARSELY',
  name: 'Parse.ly',
  kind: 'analytics',
  badge: { short: 'Pa', color: 'oklch(55.4% 0.046 257.417)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isPixel(request) || trackerSite(request) !== undefined),
  decode: decodeParsely,
  params: {
    idsite: { label: 'Site ID', group: 'most_used' },
    action: { label: 'Action', group: 'most_used' },
    url: { label: 'Page URL', group: 'most_used' },
    urlref: { label: 'Referrer', group: 'most_used' },
    screen: { label: 'Screen', group: 'user' },
    pvid: { label: 'Page view ID', group: 'other' },
    sid: { label: 'Session ID', group: 'user' },
    slts: { label: 'Last session time', group: 'user' },
    inc: { label: 'Engaged time increment (s)', group: 'other' },
    tt: { label: 'Total engaged time (ms)', group: 'other' },
    u: { label: 'Visitor ID', group: 'user' },
    plid: { label: 'Parse.ly visitor ID', group: 'user' },
    data: { label: 'Extra data (JSON)', group: 'custom_event_parameters' },
    rand: { label: 'Cache buster', group: 'other' },
    date: { label: 'Date', group: 'other' },
  },
  patterns: [{ prefix: 'data.', group: 'custom_event_parameters', label: (rest) => `Data: ${rest}` }],
  volatile: ['rand', 'date', 'inc', 'tt'],
});
