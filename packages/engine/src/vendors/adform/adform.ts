/**
 * Adform Site Tracking (TrackPoint).
 *
 * Recognised: `/Serving/TrackPoint/` (any letter case, with or without the final slash) on
 * `track.adform.net` and the regional hosts (`a1.adform.net`, `a2.adform.net`, `asia.adform.net`…);
 * the scripts `/serving/scripts/trackpoint/…` on those hosts (`library_load`). Ad serving and
 * cookie syncs (`cm.adform.net`, `/Serving/Cookie/`) are not hits.
 *
 * Undocumented behaviour relied on: `pm` is the tracking setup (advertiser) id; `ADFPageName` the
 * tracking point's page name, whose levels are split by `ADFdivider`; `lid` a tracking point id; `ord`
 * the order id of a sale (a cache buster otherwise); `itm` the sales variables, kept as sent.
 *
 * Event name: `ADFPageName`, else `page_view`. Account: `pm`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { ADFORM_PARAMS, ADFORM_PATTERNS } from './params.js';

const TRACK_HOST = /^(?:track|a\d+|asia|us|eu)\.adform\.net$/;

function endpointOf(request: RequestView): 'trackpoint' | 'script' | null {
  if (request.isNavigation || !TRACK_HOST.test(request.url.host)) return null;
  const path = request.url.path.toLowerCase();
  if (path === '/serving/trackpoint/' || path === '/serving/trackpoint') return 'trackpoint';
  return path.startsWith('/serving/scripts/trackpoint/') ? 'script' : null;
}

function decodeAdform(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const isScript = endpointOf(request) === 'script';
  const eventName = isScript ? 'library_load' : getParam(params, 'ADFPageName') || 'page_view';
  return [{ eventName, accountID: getParam(params, 'pm') ?? null, params }];
}

export const adform = defineVendor({
  code: 'ADFORM',
  name: 'Adform',
  kind: 'advertising',
  badge: { short: 'Af', color: '#1a1a1a', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['loc'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['adform.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeAdform,
  params: ADFORM_PARAMS,
  patterns: ADFORM_PATTERNS,
  volatile: [],
});
