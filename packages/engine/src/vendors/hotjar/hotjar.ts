/**
 * Hotjar (now part of Contentsquare).
 *
 * Recognised: the tag `static.hotjar.com/c/hotjar-<site id>.js` (also served from
 * `static.hj.contentsquare.net`): `library_load`; the client API `in.hotjar.com/api/v<n>/client/sites/
 * <site id>/<call>` (`visit-data`, `recordings/content`…): the call's path, dashes as underscores
 * (`visit_data`, `recordings_content`); page snapshots `content.hotjar.io/?site_id=<id>`
 * (`page_snapshot`); the session sampling check `vc.hotjar.io/sessions/<id>` (`session_check`); the
 * recording stream `ws.hotjar.com/api/v2/client/ws?site_id=<id>` (`recording_stream`). The module
 * chunks of `script.hotjar.com` are not matched, so one tag counts one library load.
 *
 * Account: the site id (from the file name, the path after `/sites/` or `/sessions/`, or `site_id`).
 * Undocumented behaviour relied on: these client endpoints are not a published contract. A JSON body
 * (`visit-data`: the page `url`, window size, sampling) is decoded after the query; other bodies
 * (recording data, often compressed) are not.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG_HOSTS: ReadonlySet<string> = new Set(['static.hotjar.com', 'static.hj.contentsquare.net']);
const TAG = /^\/c\/hotjar-(\d+)\.js$/;
const CLIENT_API = /^\/api\/v\d+\/client\/sites\/(\d+)\/(.+?)\/?$/;
const SESSIONS = /^\/sessions\/(\d+)\/?$/;

interface HotjarCall {
  eventName: string;
  siteId: string | null;
}

function callOf(request: RequestView): HotjarCall | null {
  const { host, path } = request.url;
  if (TAG_HOSTS.has(host)) {
    const id = TAG.exec(path)?.[1];
    return id === undefined ? null : { eventName: 'library_load', siteId: id };
  }
  if (host === 'in.hotjar.com') {
    const match = CLIENT_API.exec(path);
    if (match === null) return null;
    return { eventName: (match[2] ?? '').replace(/[-/]/g, '_'), siteId: match[1] ?? null };
  }
  const siteParam = getParam(request.query, 'site_id') ?? null;
  if (host === 'content.hotjar.io' && siteParam !== null)
    return { eventName: 'page_snapshot', siteId: siteParam };
  if (host === 'vc.hotjar.io') {
    const id = SESSIONS.exec(path)?.[1];
    return id === undefined ? null : { eventName: 'session_check', siteId: id };
  }
  if (host === 'ws.hotjar.com' && path.startsWith('/api/') && siteParam !== null) {
    return { eventName: 'recording_stream', siteId: siteParam };
  }
  return null;
}

function decodeHotjar(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const siteId = call?.siteId ?? null;
  const params = [
    ...(siteId === null ? [] : [{ name: 'hotjar_site_id', value: siteId }]),
    ...request.query,
    ...jsonBodyParams(request.body),
  ];
  return [{ eventName: call?.eventName ?? 'unknown_event', accountID: siteId, params }];
}

/** The fields of a JSON object body; none for other bodies (recording data), read or not. */
function jsonBodyParams(body: string | null): Param[] {
  if (body === null || !body.startsWith('{')) return [];
  const parsed = tryParseJson(body);
  return parsed.ok && parsed.value !== null && typeof parsed.value === 'object'
    ? flattenJson(parsed.value)
    : [];
}

export const hotjar = defineVendor({
  code: 'HOTJAR',
  name: 'Hotjar',
  kind: 'session_recording',
  badge: { short: 'Hj', color: 'oklch(64.6% 0.222 41.116)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['hotjar.com', 'hotjar.io', 'static.hj.contentsquare.net'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeHotjar,
  params: {
    hotjar_site_id: { label: 'Site ID', group: 'most_used' },
    site_id: { label: 'Site ID', group: 'most_used' },
    sv: { label: 'Snippet version', group: 'other' },
    v: { label: 'Client version', group: 'other' },
    s: { label: 'Sampling rate', group: 'other' },
    gzip: { label: 'Compressed', group: 'other' },
  },
  volatile: [],
});
