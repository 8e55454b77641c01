import type { ParamSpec } from '../define-vendor.js';

/** Groovinads tracking parameters (`/grv/track/*.os`); sources in groovinads.ts. */
export const GROOVINADS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  idc: { label: 'Account ID (idc)', group: 'most_used' },
  sku: { label: 'Product SKU', group: 'e_commerce' },
  idcategory: { label: 'Category ID', group: 'e_commerce' },
  category_name: { label: 'Category name', group: 'e_commerce' },
  URL: { label: 'Page URL', group: 'most_used' },
  fgjs: { label: 'Groovinads field fgjs (on script requests)', group: 'other' },
  fgimg: { label: 'Groovinads field fgimg (on image requests)', group: 'other' },
  fgclk: { label: 'Groovinads field fgclk', group: 'other' },
  noredir: { label: 'Groovinads field noredir', group: 'other' },
  match: { label: 'Groovinads field match', group: 'other' },
  grvclid: { label: 'Groovinads user ID (grvclid)', group: 'user' },
  uid: { label: 'Groovinads field uid', group: 'user' },
  datainput: { label: 'Groovinads field datainput', group: 'custom_event_parameters' },
  src: { label: 'Traffic source (utm_source, or the click id kind)', group: 'most_used' },
  cmpid: { label: 'Groovinads field cmpid', group: 'other' },
  fbclid: { label: 'Click ID', group: 'most_used' },
  // Goal (conversion) pixel.
  idpixel: { label: 'Goal pixel ID', group: 'most_used' },
  goalvalue: { label: 'Goal value', group: 'e_commerce' },
  idtransaction: { label: 'Transaction ID', group: 'e_commerce' },
  v: { label: 'Groovinads field v', group: 'other' },
  // Partner tag frame.
  Snip: { label: 'Partner tag ID (Snip)', group: 'most_used' },
  acc: { label: 'Groovinads field acc', group: 'other' },
  // Cookie sync.
  p: { label: 'Sync partner (p)', group: 'most_used' },
  i: { label: 'Account ID (i)', group: 'most_used' },
  iu: { label: 'Groovinads user ID (iu)', group: 'user' },
  u: { label: "Partner's user ID (u)", group: 'user' },
};
