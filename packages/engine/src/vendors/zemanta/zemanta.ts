/**
 * Zemanta pixel (Outbrain's demand-side platform, `zemApi`).
 *
 * Recognised on `p1.zemanta.com` and `p2.zemanta.com`: `/v2/p/<type>/<account>/<EVENT>/` (`js`, `ns`
 * noscript image, `s2s` postback) and the legacy `/p/<account>/<EVENT>/`. Other
 * zemanta.com hosts and pages are not hits.
 *
 * Undocumented behaviour relied on: the account id and the event (`PAGE_VIEW`, or the conversion
 * name the advertiser chose) are path segments, added here as `account_id`, `event_name` and
 * `pixel_type`; the query only carries extras (`ref`, a cache buster, `postbackid` on postbacks).
 *
 * Event name: the event of the path. Account: the account id of the path.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { ZEMANTA_PARAMS } from './params.js';

const PIXEL_PATH = /^\/(?:v2\/p\/([a-z0-9]+)|p)\/(\d+)\/([^/]+)\/?$/;

function pixelOf(request: RequestView): RegExpExecArray | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  return host === 'p1.zemanta.com' || host === 'p2.zemanta.com' ? PIXEL_PATH.exec(path) : null;
}

function decodeZemanta(request: RequestView): VendorEvent[] {
  const [, type = 'legacy', account = '', event = ''] = pixelOf(request) ?? [];
  return [
    {
      eventName: event.length > 0 ? event : 'unknown_event',
      accountID: account.length > 0 ? account : null,
      params: [
        { name: 'account_id', value: account },
        { name: 'event_name', value: event },
        { name: 'pixel_type', value: type },
        ...request.query,
      ],
    },
  ];
}

export const zemanta = defineVendor({
  code: 'ZEMANTA',
  name: 'Zemanta',
  kind: 'advertising',
  badge: { short: 'Zm', color: '#ff6b35', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['zemanta.com'],
  match: (request) => pixelOf(request) !== null,
  decode: decodeZemanta,
  params: ZEMANTA_PARAMS,
  volatile: ['cb'],
});
