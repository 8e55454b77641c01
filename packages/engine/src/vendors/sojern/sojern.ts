/**
 * Sojern travel pixel.
 *
 * Recognised: `beacon.sojern.com/pixel/p/<pixel id>` (a script request carrying the fields in its
 * query). Other sojern.com URLs are not hits.
 *
 * Undocumented behaviour relied on: the pixel id is the path's last segment (added here as
 * `pixel_id`); `et` is the event type (`hs` hotel search, `hpr` hotel product, `hcp` hotel
 * conversion…, absent on a home or other page); travel fields use short names (`hd1` check-in,
 * `ha1` nearest airport…); `f_v`/`p_v` are versions.
 *
 * Event name: `et`, else `page_view`. Account: the pixel id.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { SOJERN_PARAMS } from './params.js';

const PIXEL_PATH = /^\/pixel\/p\/(\d+)\/?$/;

function pixelIdOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== 'beacon.sojern.com') return null;
  return PIXEL_PATH.exec(request.url.path)?.[1] ?? null;
}

function decodeSojern(request: RequestView): VendorEvent[] {
  const pixel = pixelIdOf(request);
  const params = [...(pixel === null ? [] : [{ name: 'pixel_id', value: pixel }]), ...request.query];
  return [{ eventName: getParam(params, 'et') || 'page_view', accountID: pixel, params }];
}

export const sojern = defineVendor({
  code: 'SOJERN',
  name: 'Sojern',
  kind: 'advertising',
  badge: { short: 'Sj', color: '#0f2d52', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['beacon.sojern.com'],
  match: (request) => pixelIdOf(request) !== null,
  decode: decodeSojern,
  params: SOJERN_PARAMS,
  volatile: [],
});
