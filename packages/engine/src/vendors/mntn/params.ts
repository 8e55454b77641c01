import type { ParamSpec } from '../define-vendor.js';

/** MNTN (formerly SteelHouse) pixel parameters. */
export const MNTN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  shaid: { label: 'Advertiser ID', group: 'most_used' },
  conv: { label: 'Conversion', group: 'most_used' },
  plh: { label: 'Page URL', group: 'most_used' },
  tdr: { label: 'Referrer', group: 'most_used' },
  shoid: { label: 'Order ID', group: 'e_commerce' },
  shoamt: { label: 'Order amount', group: 'e_commerce' },
  shocur: { label: 'Currency', group: 'e_commerce' },
  shopid: { label: 'Product IDs', group: 'e_commerce' },
  shoq: { label: 'Quantities', group: 'e_commerce' },
  shoup: { label: 'Unit prices', group: 'e_commerce' },
  shpil: { label: 'Product list', group: 'e_commerce' },
  dxver: { label: 'Pixel version', group: 'other' },
  cb: { label: 'Cache buster', group: 'other' },
};
