import type { ParamSpec } from '../define-vendor.js';

/** Yahoo Dot tag (`ytc.js`) parameters. */
export const YAHOO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  '.yp': { label: 'Pixel ID', group: 'most_used' },
  a: { label: 'Project ID', group: 'most_used' },
  et: { label: 'Event type', group: 'most_used' },
  ea: { label: 'Event action', group: 'most_used' },
  ec: { label: 'Event category', group: 'most_used' },
  el: { label: 'Event label', group: 'most_used' },
  ev: { label: 'Event value', group: 'most_used' },
  gv: { label: 'Goal value', group: 'e_commerce' },
  f: { label: 'Page URL', group: 'most_used' },
  e: { label: 'Referrer', group: 'most_used' },
  b: { label: 'Page title', group: 'most_used' },
  product_id: { label: 'Product ID', group: 'e_commerce' },
  item_id: { label: 'Item ID', group: 'e_commerce' },
  d: { label: 'Date', group: 'other' },
  n: { label: 'Time-zone offset (h)', group: 'user' },
  enc: { label: 'Encoding', group: 'other' },
  yv: { label: 'Tag version', group: 'other' },
  tagmgr: { label: 'Tag managers', group: 'other' },
  jsonp: { label: 'JSONP callback', group: 'other' },
  js: { label: 'JavaScript (no: the image pixel)', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  he: { label: 'Hashed e-mail', group: 'user' },
};
