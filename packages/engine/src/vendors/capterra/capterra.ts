/**
 * Capterra conversion tracking (Gartner Digital Markets).
 *
 * Recognised on `ct.capterra.com`: the conversion pixel `/capterra_tracker.gif?vid=…&vkey=…`
 * (`conversion`) and the script form of the same tag `/capterra_tracker.js?vid=…&vkey=…`
 * (`library_load`). Capterra's vendor guide (as quoted in public issues: Flagsmith/flagsmith#320,
 * zesty-io/website#536) has the image put on the thank-you or success page, or appended on a button's
 * click ("Track Conversion on Clicks"): each load of the pixel is one conversion.
 *
 * Account: `vid`, the vendor id of the snippet (`capterra_vid`); `vkey` is the key that goes with it
 * (`capterra_vkey`). Both names come from the snippet's variables; "vendor" is Capterra's word for the
 * advertiser. The pixel has no cache buster: two loads on one page are two conversions sent.
 *
 * Not recognised: GetApp and Software Advice, Gartner Digital Markets' other marketplaces. No source
 * found shows a conversion tag of theirs on `ct.getapp.com`, `ct.softwareadvice.com` or elsewhere, so
 * their requests stay unrecognised rather than be guessed. Capterra's review badges
 * (`reviews-badge.capterra.com`, `assets.capterra.com`) are images, not hits.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'ct.capterra.com';
const PIXEL_PATH = '/capterra_tracker.gif';
const SCRIPT_PATH = '/capterra_tracker.js';

function callOf(request: RequestView): 'conversion' | 'script' | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  if (request.url.path === PIXEL_PATH) return 'conversion';
  return request.url.path === SCRIPT_PATH ? 'script' : null;
}

function decodeCapterra(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) === 'conversion' ? 'conversion' : 'library_load';
  return [{ eventName, accountID: getParam(request.query, 'vid') || null, params: [...request.query] }];
}

export const capterra = defineVendor({
  code: 'CAPTERRA',
  name: 'Capterra (conversion tracking)',
  kind: 'advertising',
  badge: { short: 'Ca', color: 'oklch(37.9% 0.146 265.522)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: [HOST],
  matchHosts: [HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeCapterra,
  params: {
    vid: { label: 'Capterra vendor ID', group: 'most_used' },
    vkey: { label: 'Vendor key', group: 'other' },
  },
  volatile: [],
});
