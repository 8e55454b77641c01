import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Matomo tracking API parameters (also Piwik PRO's, which forked the protocol). */
export const MATOMO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  idsite: { label: 'Site ID', group: 'most_used' },
  rec: { label: 'Required for tracking (rec=1)', group: 'other' },
  action_name: { label: 'Page title (action name)', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  urlref: { label: 'Referrer', group: 'most_used' },
  e_c: { label: 'Event category', group: 'most_used' },
  e_a: { label: 'Event action', group: 'most_used' },
  e_n: { label: 'Event name', group: 'most_used' },
  e_v: { label: 'Event value', group: 'most_used' },
  link: { label: 'Outlink URL', group: 'most_used' },
  download: { label: 'Download URL', group: 'most_used' },
  search: { label: 'Site search keyword', group: 'most_used' },
  search_cat: { label: 'Site search category', group: 'most_used' },
  search_count: { label: 'Site search result count', group: 'most_used' },
  idgoal: { label: 'Goal ID (0 = e-commerce)', group: 'most_used' },
  revenue: { label: 'Revenue', group: 'e_commerce' },
  ec_id: { label: 'Order ID', group: 'e_commerce' },
  ec_items: { label: 'Items (JSON)', group: 'e_commerce' },
  ec_st: { label: 'Sub-total', group: 'e_commerce' },
  ec_tx: { label: 'Tax', group: 'e_commerce' },
  ec_sh: { label: 'Shipping', group: 'e_commerce' },
  ec_dt: { label: 'Discount', group: 'e_commerce' },
  c_n: { label: 'Content name', group: 'most_used' },
  c_p: { label: 'Content piece', group: 'most_used' },
  c_t: { label: 'Content target', group: 'most_used' },
  c_i: { label: 'Content interaction', group: 'most_used' },
  ping: { label: 'Heart-beat ping', group: 'other' },
  _id: { label: 'Visitor ID', group: 'user' },
  uid: { label: 'User ID', group: 'user' },
  cid: { label: 'Forced visitor ID', group: 'user' },
  _idts: { label: 'First visit time', group: 'user' },
  _idvc: { label: 'Visit count', group: 'user' },
  _viewts: { label: 'Previous visit time', group: 'user' },
  _refts: { label: 'Referral time', group: 'other' },
  _ref: { label: 'Referral URL (attribution)', group: 'other' },
  _rcn: { label: 'Campaign name (attribution)', group: 'other' },
  _rck: { label: 'Campaign keyword (attribution)', group: 'other' },
  _ects: { label: 'Last e-commerce order time', group: 'e_commerce' },
  res: { label: 'Screen resolution', group: 'user' },
  cookie: { label: 'Cookies enabled', group: 'consent_mode' },
  consent: { label: 'Consent given', group: 'consent_mode' },
  pv_id: { label: 'Page view ID', group: 'other' },
  gt_ms: { label: 'Generation time (ms)', group: 'other' },
  r: { label: 'Cache buster', group: 'other' },
  h: { label: 'Hour (visitor time)', group: 'other' },
  m: { label: 'Minute (visitor time)', group: 'other' },
  s: { label: 'Second (visitor time)', group: 'other' },
  send_image: { label: 'Answer with an image', group: 'other' },
  cs: { label: 'Page character set', group: 'other' },
  ca: { label: 'Custom action (not a page view)', group: 'other' },
  cvar: { label: 'Page custom variables (JSON)', group: 'custom_event_parameters' },
  _cvar: { label: 'Visit custom variables (JSON)', group: 'custom_event_parameters' },
  ma_id: { label: 'Media ID', group: 'most_used' },
  ma_ti: { label: 'Media title', group: 'most_used' },
  ma_re: { label: 'Media resource', group: 'most_used' },
  ma_mt: { label: 'Media type', group: 'most_used' },
};

/** `[0][1]` after `ec_items` → `Item 1: field 2` (SKU, name, category, price, quantity). */
const ITEM_FIELDS = ['SKU', 'name', 'category', 'price', 'quantity'];
function itemLabel(rest: string): string {
  const match = /^\[(\d+)\]\[(\d+)\]$/.exec(rest);
  if (match === null) return `Items${rest}`;
  const field = ITEM_FIELDS[Number(match[2])] ?? `field ${Number(match[2]) + 1}`;
  return `Item ${Number(match[1]) + 1}: ${field}`;
}

export const MATOMO_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ec_items', group: 'e_commerce', label: itemLabel },
  { prefix: 'dimension', group: 'custom_event_parameters', label: (rest) => `Custom dimension ${rest}` },
  { prefix: 'cvar', group: 'custom_event_parameters', label: (rest) => `Page custom variable ${rest}` },
  { prefix: '_cvar', group: 'custom_event_parameters', label: (rest) => `Visit custom variable ${rest}` },
  { prefix: 'pf_', group: 'other', label: (rest) => `Performance timing: ${rest}` },
  { prefix: 'ma_', group: 'other', label: (rest) => `Media: ${rest}` },
];
