/**
 * The Trade Desk: universal pixel (`TTDUniversalPixelApi`) and tracking tags.
 *
 * Recognised: on `insight.adsrvr.org`, `/track/up` (universal pixel), `/track/pxl`, `/track/conv` and
 * `/track/evnt` (tracking tags; with or without a trailing slash); the loader
 * `js.adsrvr.org/up_loader.<version>.js` (`library_load`). Cookie syncs on `match.adsrvr.org` are not hits.
 *
 * Undocumented behaviour relied on: `adv` is the advertiser, `upid` the universal pixel, `ct` the
 * tracking tag (`0:<id>`); a sale carries `v` (revenue), `vf` (currency) and `orderid`; `td1`…`td10`
 * are the advertiser's custom fields. The universal pixel fires on every page (which conversions it
 * counts is decided on The Trade Desk's side). A tracking tag's path says what kind of tag it is: The
 * Trade Desk's API gives a tag of type Conversion as an image on `/track/conv/`; GTM templates send a
 * Retargeting tag to `/track/evnt/`; `/track/pxl/` is the image of a tag whose kind is set on The
 * Trade Desk's side only (sites fire it on home pages, clicks and sales alike, real captures and
 * public site code).
 *
 * Event name: `universal_pixel` on `/track/up`, `conversion` on `/track/conv`, `retargeting` on
 * `/track/evnt`, `tracking_tag` on `/track/pxl`, `library_load`. Account: `adv`.
 *
 * Sources: The Trade Desk's partner API guide on tracking tags (TrackingTagType `Conversion`, its
 * ImageTag on `/track/conv/`), as quoted in public repositories; a public GTM tag template for Trade
 * Desk tracking tags (tracker type Conversion → `conv/`, Retargeting → `evnt/`, `ct=0:<id>`, `td1`…);
 * Omnibug's Trade Desk universal pixel provider (`adv`, `upid`, `v`, `vf`, `orderid`, `td<n>`); real
 * captures (2021, 2025).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { TRADE_DESK_PARAMS, TRADE_DESK_PATTERNS } from './params.js';

const TRACK_PATH = /^\/track\/(up|pxl|conv|evnt)\/?$/;
const LOADER_PATH = /^\/up_loader\.[\w.]+\.js$/;

type Endpoint = 'up' | 'pxl' | 'conv' | 'evnt' | 'script';

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'js.adsrvr.org') return LOADER_PATH.test(path) ? 'script' : null;
  if (host !== 'insight.adsrvr.org') return null;
  const kind = TRACK_PATH.exec(path)?.[1];
  return kind === 'up' || kind === 'pxl' || kind === 'conv' || kind === 'evnt' ? kind : null;
}

const EVENT_NAMES: Readonly<Record<Endpoint, string>> = {
  up: 'universal_pixel',
  pxl: 'tracking_tag',
  conv: 'conversion',
  evnt: 'retargeting',
  script: 'library_load',
};

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
    acceptedBy: ['orderid'],
    value: ['v'],
    currency: ['vf'],
    transactionId: ['orderid'],
    eventId: [],
    itemCount: noItemCount,
  },
  // Two tracking tags (`ct`) of one page are two events, however alike the rest.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderid', 'ct'] },
  matchHosts: ['adsrvr.org'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeTradeDesk,
  params: TRADE_DESK_PARAMS,
  patterns: TRADE_DESK_PATTERNS,
  volatile: [],
});
