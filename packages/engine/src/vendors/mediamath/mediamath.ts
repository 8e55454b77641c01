/**
 * MediaMath event pixels.
 *
 * Recognised: `pixel.mathtag.com/event/js`, `/event/img` and `/event/if` (script, image and iframe
 * forms of the same pixel). Cookie syncs (`sync.mathtag.com`, `pixel.mathtag.com/sync/…`) are not hits.
 *
 * Undocumented behaviour relied on: `mt_id` is the event pixel, `mt_adid` the advertiser, `mt_exem`
 * a hashed e-mail; `v1`… are numeric variables (often the order value) and `s1`… string variables
 * (often the order id), as the advertiser configured them.
 *
 * Event name: `event_pixel` (which event a pixel stands for is set up on MediaMath's side). Account:
 * `mt_adid`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MEDIAMATH_PARAMS, MEDIAMATH_PATTERNS } from './params.js';

const EVENT_PATHS: ReadonlySet<string> = new Set(['/event/js', '/event/img', '/event/if']);

function isEventPixel(request: RequestView): boolean {
  return (
    !request.isNavigation && request.url.host === 'pixel.mathtag.com' && EVENT_PATHS.has(request.url.path)
  );
}

function decodeMediaMath(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const advertiser = getParam(params, 'mt_adid');
  return [
    {
      eventName: 'event_pixel',
      accountID: advertiser !== undefined && advertiser.length > 0 ? advertiser : null,
      params,
    },
  ];
}

export const mediamath = defineVendor({
  code: 'MEDIAMATH',
  name: 'MediaMath',
  kind: 'advertising',
  badge: { short: 'MM', color: '#e4002b', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['pixel.mathtag.com'],
  match: isEventPixel,
  decode: decodeMediaMath,
  params: MEDIAMATH_PARAMS,
  patterns: MEDIAMATH_PATTERNS,
  volatile: [],
});
