import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import { GOOGLE_CLIENT_HINT_PARAMS } from '../google-ads/params.js';
import { own } from '../../own.js';

/** GA4 browser-hit parameters (gtag.js `/g/collect`), labelled with the names of Google's reports. */
export const GA4_PARAMS: Readonly<Record<string, ParamSpec>> = {
  v: { label: 'Protocol version', group: 'other' },
  tid: { label: 'Measurement ID', group: 'most_used' },
  gtm: { label: 'Tag build (GTM hash)', group: 'other' },
  _p: { label: 'Page load ID', group: 'other' },
  cid: { label: 'Client ID', group: 'user' },
  uid: { label: 'User ID', group: 'user' },
  sid: { label: 'Session ID', group: 'most_used' },
  sct: { label: 'Session count', group: 'user' },
  seg: { label: 'Session engaged', group: 'other' },
  _s: { label: 'Hit counter', group: 'other' },
  dl: { label: 'Page location', group: 'most_used' },
  dr: { label: 'Page referrer', group: 'most_used' },
  dt: { label: 'Page title', group: 'most_used' },
  ul: { label: 'User language', group: 'user' },
  sr: { label: 'Screen resolution', group: 'user' },
  _dbg: { label: 'Debug mode', group: 'other' },
  tt: { label: 'Traffic type', group: 'other' },
  en: { label: 'Event name', group: 'most_used' },
  cu: { label: 'Currency', group: 'e_commerce' },
  _et: { label: 'Engagement time (ms)', group: 'other' },
  _ss: { label: 'Session start', group: 'other' },
  _fv: { label: 'First visit', group: 'other' },
  _nsi: { label: 'New session ID', group: 'other' },
  _c: { label: 'Conversion', group: 'other' },
  _ee: { label: 'Enhanced conversions', group: 'other' },
  _eu: { label: 'Event usage', group: 'other' },
  _uip: { label: 'IP override', group: 'other' },
  _tu: { label: 'Tag usage', group: 'other' },
  _gaz: { label: 'Google signals join (config)', group: 'other' },
  gcs: { label: 'Consent state (gcs)', group: 'consent_mode' },
  gcd: { label: 'Consent defaults and updates (gcd)', group: 'consent_mode' },
  gcu: { label: 'Consent update', group: 'consent_mode' },
  gcut: { label: 'Consent update type', group: 'consent_mode' },
  dma: { label: 'Digital Markets Act flag', group: 'consent_mode' },
  dma_cps: { label: 'DMA consent purposes', group: 'consent_mode' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  are: { label: 'Ads redaction enabled', group: 'consent_mode' },
  frm: { label: 'In a frame', group: 'other' },
  pscdl: { label: 'Privacy Sandbox cookie deprecation label', group: 'other' },
  tfd: { label: 'Time to first dispatch (ms)', group: 'other' },
  richsstsse: { label: 'Rich server-sent events', group: 'other' },
  ...GOOGLE_CLIENT_HINT_PARAMS,
  // A 10-digit id of Google's tags, undocumented (Adobe's Experience Cloud ID, 38 digits, is another).
  ecid: { label: 'Google identifier (ecid)', group: 'user' },
  ngs: { label: 'Non-Google signals', group: 'other' },
  _z: { label: 'Cache buster', group: 'other' },
  // Measurement Protocol (`/mp/collect`).
  measurement_id: { label: 'Measurement ID', group: 'most_used' },
  api_secret: { label: 'API secret', group: 'other' },
  client_id: { label: 'Client ID', group: 'user' },
  user_id: { label: 'User ID', group: 'user' },
  timestamp_micros: { label: 'Timestamp (µs)', group: 'other' },
  non_personalized_ads: { label: 'Non-personalised ads', group: 'consent_mode' },
};

/** Recommended-event parameters that belong to e-commerce, by their GA4 name. */
export const GA4_ECOMMERCE_NAMES: ReadonlySet<string> = new Set([
  'currency',
  'value',
  'transaction_id',
  'tax',
  'shipping',
  'coupon',
  'affiliation',
  'payment_type',
  'shipping_tier',
  'item_list_id',
  'item_list_name',
  'creative_name',
  'creative_slot',
  'promotion_id',
  'promotion_name',
  'location_id',
]);

/** Two-letter codes of the fields of an item string (`pr1=idSKU~nmShirt~pr10`). */
export const GA4_ITEM_FIELDS: Readonly<Record<string, string>> = {
  id: 'item_id',
  nm: 'item_name',
  br: 'item_brand',
  ca: 'item_category',
  c2: 'item_category2',
  c3: 'item_category3',
  c4: 'item_category4',
  c5: 'item_category5',
  va: 'item_variant',
  pr: 'price',
  qt: 'quantity',
  cp: 'coupon',
  ds: 'discount',
  af: 'affiliation',
  ln: 'item_list_name',
  li: 'item_list_id',
  lp: 'index',
  lo: 'location_id',
  pi: 'promotion_id',
  pn: 'promotion_name',
  cn: 'creative_name',
  cs: 'creative_slot',
  gt: 'google_business_vertical',
};

function eventParamGroup(name: string): 'e_commerce' | 'custom_event_parameters' {
  return GA4_ECOMMERCE_NAMES.has(name) ? 'e_commerce' : 'custom_event_parameters';
}

export const GA4_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'epn.', group: eventParamGroup, label: (rest) => `${rest} (number)` },
  { prefix: 'ep.', group: eventParamGroup, label: (rest) => rest },
  { prefix: 'upn.', group: 'user', label: (rest) => `User property: ${rest} (number)` },
  { prefix: 'up.', group: 'user', label: (rest) => `User property: ${rest}` },
  {
    prefix: 'pr',
    group: 'e_commerce',
    label: (rest) => {
      const dot = rest.indexOf('.');
      if (dot === -1) return `Item ${rest}`;
      const field = rest.slice(dot + 1);
      return `Item ${rest.slice(0, dot)}: ${own(GA4_ITEM_FIELDS, field) ?? field}`;
    },
  },
  { prefix: 'user_properties.', group: 'user', label: (rest) => `User property: ${rest}` },
  { prefix: 'events', group: 'custom_event_parameters', label: (rest) => `Event ${rest}` },
];
