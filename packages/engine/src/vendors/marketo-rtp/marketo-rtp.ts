/**
 * Marketo Web Personalization (RTP, formerly Insightera): the `rtp` tag.
 *
 * Recognised on `*.marketo.com`: the tag script `/rtp-api/v1/rtp.js?aid=<account>` on any host (the
 * generated snippet points it at a pod such as `sjrtp6-cdn.marketo.com` or `rtp-cloud4.marketo.com`),
 * as `library_load`; on a pod host (its first label contains `rtp`, e.g. `sjrtp1.marketo.com`) the
 * page tracking call `/gw1/trw` (`view`: the tag's first call after loading, carrying the page),
 * which `rtp('send', 'view')` documents as the view event used for page tracking, and the tag's other
 * `/gw1/…` calls (`/gw1/msg`, `/gw1/rtp/api/v1_1/visitor`, `/gw1/ga/sgm` in a real capture), as
 * `api_request` with the path after `/gw1/` shown as `call` (no source says what each one asks).
 * The libraries on `rtp-static.marketo.com` are not hits.
 *
 * Account: `aid`, the RTP account id the snippet passes to the script (absent from some reads).
 *
 * Undocumented behaviour relied on (Marketo documents the snippet and the `rtp()` calls, not the wire
 * format), read off a public capture of a real site: `trwv.uid` and `trwsa.sid` carry the values of
 * the RTP cookies of the same names (visitor, session), `ma` the Munchkin cookie `_mkto_trk`
 * (`id:<Munchkin id>&token:…`, equal to the `_mchId`/`_mchTk` of the same page's Munchkin hit),
 * `trwsb.cpv` counts the views sent in the session (1, 2, 3 in one session), `trwv.vc` the visits
 * (1 on a first visit; the cookie `trwv.uid` ends with the same kind of counter), `ctzo` is the
 * browser's time zone offset, `rts` the send time in milliseconds. `pm`, `viewedTypes` and `a` stay
 * unlabelled: no source says what they are. Some calls end with a bare random number (a cache buster).
 */
import type { Param } from '../../url/params.js';
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const DOMAIN = 'marketo.com';
const SCRIPT_PATH = '/rtp-api/v1/rtp.js';
const GATEWAY = '/gw1/';

type Call = { kind: 'script' } | { kind: 'view' } | { kind: 'api'; call: string };

/** A pod host: the first label names an RTP pod (`sjrtp1`, `sjrtp-cdn`, `rtp-cloud4`). */
function isPodHost(host: string): boolean {
  return (host.split('.')[0] ?? '').includes('rtp');
}

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (!hostMatches(host, DOMAIN)) return null;
  if (path === SCRIPT_PATH) return { kind: 'script' };
  if (!path.startsWith(GATEWAY) || !isPodHost(host)) return null;
  const call = path.slice(GATEWAY.length).replace(/\/+$/, '');
  if (call.length === 0) return null;
  return call === 'trw' ? { kind: 'view' } : { kind: 'api', call };
}

function decodeMarketoRtp(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const accountID = getParam(request.query, 'aid') || null;
  if (call === null || call.kind === 'script') {
    return [{ eventName: 'library_load', accountID, params: [...request.query] }];
  }
  if (call.kind === 'view') return [{ eventName: 'view', accountID, params: [...request.query] }];
  const params: Param[] = [{ name: 'call', value: call.call }, ...request.query];
  return [{ eventName: 'api_request', accountID, params }];
}

export const marketoRtp = defineVendor({
  code: 'MARKETORTP',
  name: 'Marketo Web Personalization (RTP)',
  kind: 'other',
  badge: { short: 'RTP', color: 'oklch(43.8% 0.218 303.724)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['view'],
  pageUrlParams: ['uri'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['marketo.com/gw1/'],
  matchHosts: [DOMAIN],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeMarketoRtp,
  params: {
    aid: { label: 'RTP account ID', group: 'most_used' },
    rh: { label: 'Site host', group: 'other' },
    call: { label: 'API call (from the path)', group: 'most_used' },
    uri: { label: 'Page URL', group: 'most_used' },
    'trwv.uid': { label: 'Visitor ID (trwv.uid cookie)', group: 'user' },
    'trwv.vc': { label: 'Visit count', group: 'other' },
    'trwsa.sid': { label: 'Session ID (trwsa.sid cookie)', group: 'user' },
    'trwsb.cpv': { label: 'Views sent in the session', group: 'other' },
    sid: { label: 'Session ID (trwsa.sid cookie)', group: 'user' },
    ma: { label: 'Munchkin cookie (_mkto_trk)', group: 'user' },
    ctzo: { label: 'Time zone offset', group: 'other' },
    rts: { label: 'Send time (ms)', group: 'other' },
  },
  volatile: ['rts'],
  sessionIds: ['trwv.uid', 'trwsa.sid', 'sid'],
});
