/**
 * Yahoo Dot tag (Yahoo DSP / Yahoo Native conversions, `ytc.js`).
 *
 * Recognised: `sp.analytics.yahoo.com/sp.pl` (GET image or JSONP) and the image pixel `/spp.pl` (the
 * tag's no-script form, `js=no`, also used for conversions), decoded alike; the script
 * `s.yimg.com/wi/ytc.js` (`library_load`). Other yahoo.com and yimg.com URLs are not hits. `spp.pl`:
 * public pages embed `<img src="https://sp.analytics.yahoo.com/spp.pl?a=10000&.yp=…">`, Automattic's
 * Calypso defines its Yahoo Gemini conversion pixel as `spp.pl?a=10000&.yp=…&ec=…`, and a real capture
 * (marchofdimes.org, 2021) holds `spp.pl?a=…&.yp=10028862&js=no`.
 *
 * Undocumented behaviour relied on: `.yp` is the pixel id and `a` the project id (`10000` on most
 * tags); the page load is sent with no `ea` (often `et=custom` all the same) and a custom event with
 * `ea` (action), `ec`, `el`, `ev` and `gv` (goal value); `d` is the send date.
 *
 * Event name: `ea` when sent, else `ec` (a conversion pixel may name its event by its category alone:
 * Calypso's `ec=wordpresspurchase`), else `page_view`. Account: `.yp`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { YAHOO_PARAMS } from './params.js';

/** The JavaScript tag's hit and the image pixel's: the same fields. */
const HIT_PATHS: ReadonlySet<string> = new Set(['/sp.pl', '/spp.pl']);

function endpointOf(request: RequestView): 'hit' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'sp.analytics.yahoo.com') return HIT_PATHS.has(path) ? 'hit' : null;
  return host === 's.yimg.com' && path === '/wi/ytc.js' ? 'script' : null;
}

function decodeYahoo(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const eventName =
    endpointOf(request) === 'script'
      ? 'library_load'
      : getParam(params, 'ea') || getParam(params, 'ec') || 'page_view';
  return [{ eventName, accountID: getParam(params, '.yp') ?? null, params }];
}

export const yahoo = defineVendor({
  code: 'YAHOO',
  name: 'Yahoo Dot tag',
  kind: 'advertising',
  badge: { short: 'Y!', color: '#6001d2', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['f'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['sp.analytics.yahoo.com', 's.yimg.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeYahoo,
  params: YAHOO_PARAMS,
  volatile: ['d'],
});
