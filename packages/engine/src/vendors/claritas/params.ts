import type { ParamSpec } from '../define-vendor.js';

/** Claritas (formerly Barometric) conversion pixel fields, `;`-separated in the path. */
export const CLARITAS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  ppt: { label: 'Advertiser ID', group: 'most_used' },
  g: { label: 'Goal', group: 'most_used' },
  gid: { label: 'Goal ID', group: 'most_used' },
  ord: { label: 'Order ID or cache buster', group: 'e_commerce' },
  v: { label: 'Pixel version', group: 'other' },
  ip: { label: 'IP address', group: 'user' },
  cuidchk: { label: 'Cookie check', group: 'other' },
};
