/**
 * The Trade Desk: universal pixel (`TTDUniversalPixelApi`) and conversion tracking tags.
 *
 * Recognised: on `insight.adsrvr.org`, `/track/up` (universal pixel), `/track/pxl`, `/track/conv` and
 * `/track/evnt` (tracking tags; with or without a trailing slash); the loader
 * `js.adsrvr.org/up_loader.<version>.js` (`library_load`). Cookie syncs on `match.adsrvr.org` are not hits.
 *
 * Undocumented behaviour relied on: `adv` is the advertiser, `upid` the universal pixel, `ct` the
 * tracking tag (`0:<id>`); a sale carries `v` (revenue), `vf` (currency) and `orderid`; `td1`…`td10`
 * are the advertiser's custom fields. The universal pixel fires on every page (which conversions it
 * counts is decided on The Trade Desk's side).
 *
 * Event name: `universal_pixel` on `/track/up`, `conversion` on the tracking tags, `library_load`.
 * Account: `adv`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { TRADE_DESK_PARAMS, TRADE_DESK_PATTERNS } from './params.js';

const TRACK_PATH = /^\/track\/(up|pxl|conv|evnt)\/?$/;
const LOADER_PATH = /^\/up_loader\.[\w.]+\.js$/;

function endpointOf(request: RequestView): 'up' | 'tag' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'js.adsrvr.org') return LOADER_PATH.test(path) ? 'script' : null;
  if (host !== 'insight.adsrvr.org') return null;
  const kind = TRACK_PATH.exec(path)?.[1];
  if (kind === undefined) return null;
  return kind === 'up' ? 'up' : 'tag';
}

const EVENT_NAMES = { up: 'universal_pixel', tag: 'conversion', script: 'library_load' } as const;

function decodeTradeDesk(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const endpoint = endpointOf(request);
  return [
    {
      eventName: endpoint === null ? 'unknown_event' : EVENT_NAMES[endpoint],
      accountID: getParam(params, 'adv') ?? null,
      params,
    },
  ];
}

export const tradeDesk = defineVendor({
  code: 'TRADEDESK',
  name: 'The Trade Desk',
  kind: 'advertising',
  badge: { short: 'TTD', color: '#0099fa', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['universal_pixel'],
  pageUrlParams: ['ref'],
  purchase: {
    events: ['purchase'],
    accept: (params) => (params.get('orderid')?.[0] ?? '').length > 0,
    value: ['v'],
    currency: ['vf'],
    transactionId: ['orderid'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderid'] },
  matchHosts: ['adsrvr.org'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeTradeDesk,
  params: TRADE_DESK_PARAMS,
  patterns: TRADE_DESK_PATTERNS,
  volatile: [],
});
