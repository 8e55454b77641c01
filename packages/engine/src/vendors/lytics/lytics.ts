/**
 * Lytics (the jstag JavaScript tag and the collector's image pixel).
 *
 * Recognised on `c.lytics.io`: the collector `/c/<account id>` and `/c/<account id>/<stream>`, its
 * fields in the query (image pixel, jstag) or in a form or JSON body; the scripts
 * `/api/tag/<account id>/<file>.js` (jstag version 3) and `/static/io(.min).js` (version 2), as
 * `library_load`. The cookie-sync redirects `/c/provider/<partner>` are not hits.
 *
 * Event name: the tag's event type `_e` (`pv`, a page view), else the `event` field
 * (`conversion`, a custom name), else `collect` (plain data sent to the stream). Account: the
 * account id of the path. The stream named by the path (absent: the account's default stream) is
 * shown as `stream`.
 *
 * Relied on, read off Lytics' documentation and real jstag requests (not a published contract):
 * `_uid` is the visitor id (the `seerid` cookie), `_ts` the send time, `url` the page without its
 * scheme, `_v` the tag version, `_tz`, `_ul`, `_sz`, `_nmob`, `_device` the browser context.
 */
import { getParam, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const COLLECT = /^\/c\/([^/]+)(?:\/([^/]+))?\/?$/;
const TAG_SCRIPT = /^\/api\/tag\/([^/]+)\/[^/]+\.js$/;
const V2_SCRIPT = /^\/static\/io(?:\.min)?\.js$/;
/** The collector's cookie-sync endpoint: its second segment names a partner, not a stream. */
const SYNC_ACCOUNT = 'provider';

type Call = { kind: 'collect' | 'script'; account: string | null; stream: string | null };

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (host !== 'c.lytics.io') return null;
  const collect = COLLECT.exec(path);
  if (collect) {
    const account = collect[1] ?? '';
    return account === SYNC_ACCOUNT ? null : { kind: 'collect', account, stream: collect[2] ?? null };
  }
  const script = TAG_SCRIPT.exec(path);
  if (script) return { kind: 'script', account: script[1] ?? null, stream: null };
  return V2_SCRIPT.test(path) ? { kind: 'script', account: null, stream: null } : null;
}

function eventNameOf(params: readonly Param[]): string {
  return getParam(params, '_e') || getParam(params, 'event') || 'collect';
}

function decodeLytics(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null || call.kind === 'script') {
    return [{ eventName: 'library_load', accountID: call?.account ?? null, params: [...request.query] }];
  }
  const body = readAnyBody(request.body);
  const stream: Param[] = call.stream === null ? [] : [{ name: 'stream', value: call.stream }];
  const params = [...stream, ...request.query, ...body.params];
  return [{ eventName: eventNameOf(params), accountID: call.account, params, findings: body.findings }];
}

export const lytics = defineVendor({
  code: 'LYTICS',
  name: 'Lytics',
  kind: 'analytics',
  badge: { short: 'Ly', color: 'oklch(45.7% 0.24 277.023)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pv'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['c.lytics.io/c/'],
  knownNonHits: (request) => request.url.path.startsWith(`/c/${SYNC_ACCOUNT}/`),
  matchHosts: ['c.lytics.io'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeLytics,
  params: {
    stream: { label: 'Data stream (from the path)', group: 'most_used' },
    _e: { label: 'Event type (pv: page view)', group: 'most_used' },
    event: { label: 'Event name', group: 'most_used' },
    url: { label: 'Page URL (without scheme)', group: 'most_used' },
    _uid: { label: 'Visitor ID (seerid cookie)', group: 'user' },
    _ts: { label: 'Send time (ms)', group: 'other' },
    _v: { label: 'Tag version', group: 'other' },
    _sesstart: { label: 'Session start', group: 'other' },
    _tz: { label: 'Time zone offset (hours)', group: 'other' },
    _ul: { label: 'Browser language', group: 'other' },
    _sz: { label: 'Screen size', group: 'other' },
    _nmob: { label: 'Not a mobile device (t)', group: 'other' },
    _device: { label: 'Device type', group: 'other' },
    _ref: { label: 'Referrer domain', group: 'other' },
    email: { label: 'E-mail', group: 'user' },
    userid: { label: 'User ID', group: 'user' },
    utm_source: { label: 'Campaign source', group: 'most_used' },
    utm_medium: { label: 'Campaign medium', group: 'most_used' },
    utm_campaign: { label: 'Campaign name', group: 'most_used' },
  },
  volatile: ['_ts'],
  sessionIds: ['_uid'],
});
