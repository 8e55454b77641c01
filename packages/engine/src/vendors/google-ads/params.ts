import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import type { ParameterGroup } from '../vendor-codes.js';

/**
 * The User-Agent client hints the Google tag sends (read from `navigator.userAgentData`), shared by the
 * GA4, Google Ads and Floodlight hits of gtag.js.
 */
export const GOOGLE_CLIENT_HINT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  uaa: { label: 'User agent architecture', group: 'user' },
  uab: { label: 'User agent bitness', group: 'user' },
  uafvl: { label: 'User agent full version list', group: 'user' },
  uamb: { label: 'User agent mobile', group: 'user' },
  uam: { label: 'User agent model', group: 'user' },
  uap: { label: 'User agent platform', group: 'user' },
  uapv: { label: 'User agent platform version', group: 'user' },
  uaw: { label: 'User agent WOW64', group: 'user' },
};

/** The Google tag's `/ccm/collect` page-view ping (ccm-collect.ts), sent for Google Ads and Floodlight tags. */
export const CCM_COLLECT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  en: { label: 'Event name', group: 'most_used' },
  tid: { label: 'Tag ID (ccm/collect)', group: 'most_used' },
  tids: { label: 'Tag IDs (ccm/collect)', group: 'other' },
  dl: { label: 'Page URL (ccm/collect)', group: 'most_used' },
  dt: { label: 'Page title (ccm/collect)', group: 'most_used' },
  scrsrc: { label: 'Tag script host', group: 'other' },
  navt: { label: 'Navigation type', group: 'other' },
};

/** Google Ads conversion and remarketing hit parameters (gtag.js), labelled as Google Ads names them. */
export const GOOGLE_ADS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  ...CCM_COLLECT_PARAMS,
  label: { label: 'Conversion label', group: 'most_used' },
  gclid: { label: 'Click ID (gclid)', group: 'user' },
  gclsrc: { label: 'Click ID source (gclsrc)', group: 'user' },
  dclid: { label: 'Display click ID (dclid)', group: 'user' },
  gbraid: { label: 'Click ID, iOS app campaigns (gbraid)', group: 'user' },
  rnd: { label: 'Landing ping id (random, one per page)', group: 'other' },
  data: { label: 'Event data', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  tiba: { label: 'Page title', group: 'most_used' },
  hn: { label: 'Endpoint host', group: 'other' },
  value: { label: 'Conversion value', group: 'e_commerce' },
  currency_code: { label: 'Currency', group: 'e_commerce' },
  oid: { label: 'Transaction ID (order id)', group: 'e_commerce' },
  bttype: { label: 'Conversion type', group: 'e_commerce' },
  mid: { label: 'Merchant Center ID', group: 'e_commerce' },
  fcntr: { label: 'Feed country', group: 'e_commerce' },
  flng: { label: 'Feed language', group: 'e_commerce' },
  dscnt: { label: 'Cart discount', group: 'e_commerce' },
  item: { label: 'Items (cart data)', group: 'e_commerce' },
  gclaw: { label: 'Click ID (_gcl_aw)', group: 'user' },
  gclgb: { label: 'Click ID, iOS (_gcl_gb)', group: 'user' },
  gclgs: { label: 'Click ID source (_gcl_gs)', group: 'user' },
  gac: { label: 'Google Analytics click IDs (_gac)', group: 'user' },
  auid: { label: 'Ads user ID (_gcl_au)', group: 'user' },
  em: { label: 'Enhanced conversions data', group: 'user' },
  ec_mode: { label: 'Enhanced conversions mode', group: 'user' },
  u_w: { label: 'Screen width', group: 'user' },
  u_h: { label: 'Screen height', group: 'user' },
  ...GOOGLE_CLIENT_HINT_PARAMS,
  u_ah: { label: 'Available screen height', group: 'user' },
  u_aw: { label: 'Available screen width', group: 'user' },
  u_cd: { label: 'Screen colour depth', group: 'user' },
  u_his: { label: 'History length', group: 'user' },
  u_tz: { label: 'Time-zone offset (minutes ahead of UTC)', group: 'user' },
  u_java: { label: 'Java enabled', group: 'user' },
  u_nplug: { label: 'Number of browser plugins', group: 'user' },
  u_nmime: { label: 'Number of MIME types', group: 'user' },
  gcs: { label: 'Consent state (gcs)', group: 'consent_mode' },
  gcd: { label: 'Consent defaults and updates (gcd)', group: 'consent_mode' },
  gcu: { label: 'Consent update', group: 'consent_mode' },
  dma: { label: 'Digital Markets Act flag', group: 'consent_mode' },
  dma_cps: { label: 'DMA consent purposes', group: 'consent_mode' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  rdp: { label: 'Restricted data processing', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  random: { label: 'Cache buster', group: 'other' },
  cv: { label: 'Tag version', group: 'other' },
  fst: { label: 'First send time', group: 'other' },
  num: { label: 'Conversion snippets run on the page', group: 'other' },
  eid: { label: 'Experiment IDs', group: 'other' },
  bg: { label: 'Background colour', group: 'other' },
  guid: { label: 'Cookie matching', group: 'other' },
  async: { label: 'Asynchronous tag', group: 'other' },
  gtm: { label: 'Tag build (GTM hash)', group: 'other' },
  tag_exp: { label: 'Tag experiments', group: 'other' },
  frm: { label: 'In a frame', group: 'other' },
  rfmt: { label: 'Response format', group: 'other' },
  fmt: { label: 'Format', group: 'other' },
  pscdl: { label: 'Privacy Sandbox cookie deprecation label', group: 'other' },
  fledge: { label: 'Protected Audience (FLEDGE) enabled', group: 'other' },
  capi: { label: 'Conversion API enabled', group: 'other' },
  ct_cookie_present: { label: 'Conversion cookie present', group: 'other' },
  ocp_id: { label: 'Conversion ping ID', group: 'other' },
  sendb: { label: 'Sent as beacon', group: 'other' },
  is_vtc: { label: 'View-through conversion', group: 'other' },
  // 0 on the hit to google.com, 1 on its copy to the visitor's country domain (google.co.in).
  rmt_tld: { label: 'Country-domain copy', group: 'other' },
  _tu: { label: 'Tag usage', group: 'other' },
  did: { label: 'Developer ID', group: 'other' },
  gdid: { label: 'Google developer ID', group: 'other' },
};

const ECOMMERCE_DATA_KEYS: ReadonlySet<string> = new Set([
  'value',
  'currency',
  'transaction_id',
  'items',
  'ecomm_prodid',
  'ecomm_pagetype',
  'ecomm_totalvalue',
  'dynx_itemid',
  'dynx_pagetype',
  'dynx_totalvalue',
]);

function dataGroup(key: string): ParameterGroup {
  if (key === 'event') return 'most_used';
  return ECOMMERCE_DATA_KEYS.has(key) ? 'e_commerce' : 'custom_event_parameters';
}

/** The entries of the `data` parameter, decoded as `data.<key>` (see google-ads.ts). */
export const GOOGLE_ADS_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'data.', group: dataGroup, label: (rest) => `Event data: ${rest}` },
];
