import type { ParamSpec } from '../define-vendor.js';

/** Blue tag (`blue-tag.min.js`) and cookie-matching parameters; sources in blue.ts. */
export const BLUE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  cId: { label: 'Campaign ID', group: 'most_used' },
  tName: { label: 'Page type', group: 'most_used' },
  pId: { label: 'Product ID', group: 'e_commerce' },
  revenue: { label: 'Transaction total', group: 'e_commerce' },
  orderId: { label: 'Transaction ID', group: 'e_commerce' },
  p1: { label: 'Custom value p1', group: 'custom_event_parameters' },
  p2: { label: 'Custom value p2', group: 'custom_event_parameters' },
  p3: { label: 'Custom value p3', group: 'custom_event_parameters' },
  fp: { label: 'Fingerprint', group: 'user' },
  blueID: { label: 'Visitor ID (blueID)', group: 'user' },
  ulc: { label: 'Last-click source (utm_source)', group: 'most_used' },
  v: { label: 'Tag version', group: 'other' },
  if: { label: 'In a frame (1: the tag runs in a frame)', group: 'other' },
  pixelMode: { label: 'Pixel mode (an image instead of the frame and script)', group: 'other' },
  nocache: { label: 'Cache buster', group: 'other' },
  adce: { label: 'Blue field adce', group: 'other' },
  dtycbr: { label: 'Blue field dtycbr', group: 'other' },
  tcs: { label: 'Blue field tcs', group: 'other' },
  // Cookie matching (cms.getblue.io/cm/).
  src: { label: 'Sync partner', group: 'most_used' },
  ckid: { label: 'Blue cookie ID (ckid)', group: 'user' },
  cid: { label: 'Campaign ID', group: 'most_used' },
  ula: { label: 'Blue field ula', group: 'other' },
  google_gid: { label: 'Google user ID (cookie matching)', group: 'user' },
  google_cver: { label: 'Google cookie version', group: 'other' },
  google_ula: { label: 'Google field google_ula', group: 'other' },
};
