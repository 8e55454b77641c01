import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import type { ParameterGroup } from '../vendor-codes.js';
import { own } from '../../own.js';

/**
 * Universal Analytics Measurement Protocol v1 parameters (analytics.js and the server protocol), and
 * the classic ga.js (`__utm.gif`) parameters that still appear on old tags (sources in
 * universal-analytics.ts).
 */
export const UNIVERSAL_ANALYTICS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  v: { label: 'Protocol version', group: 'most_used' },
  tid: { label: 'Tracking ID', group: 'most_used' },
  t: { label: 'Hit type', group: 'most_used' },
  ec: { label: 'Event category', group: 'most_used' },
  ea: { label: 'Event action', group: 'most_used' },
  el: { label: 'Event label', group: 'most_used' },
  ev: { label: 'Event value', group: 'most_used' },
  ni: { label: 'Non-interaction hit', group: 'most_used' },
  dl: { label: 'Page location', group: 'most_used' },
  dh: { label: 'Page host', group: 'most_used' },
  dp: { label: 'Page path', group: 'most_used' },
  dt: { label: 'Page title', group: 'most_used' },
  dr: { label: 'Page referrer', group: 'most_used' },
  cd: { label: 'Screen name', group: 'most_used' },
  an: { label: 'App name', group: 'most_used' },
  av: { label: 'App version', group: 'most_used' },
  cid: { label: 'Client ID', group: 'user' },
  uid: { label: 'User ID', group: 'user' },
  _gid: { label: 'Daily client ID (_gid)', group: 'user' },
  aip: { label: 'Anonymize IP', group: 'user' },
  uip: { label: 'IP override', group: 'user' },
  ua: { label: 'User agent override', group: 'user' },
  ul: { label: 'Language', group: 'user' },
  sr: { label: 'Screen resolution', group: 'user' },
  vp: { label: 'Viewport size', group: 'user' },
  sd: { label: 'Screen colours', group: 'user' },
  de: { label: 'Document encoding', group: 'user' },
  je: { label: 'Java enabled', group: 'user' },
  fl: { label: 'Flash version', group: 'user' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  gcs: { label: 'Consent state', group: 'consent_mode' },
  gcd: { label: 'Consent defaults', group: 'consent_mode' },
  dma: { label: 'Digital Markets Act flag', group: 'consent_mode' },
  ti: { label: 'Transaction ID', group: 'e_commerce' },
  ta: { label: 'Affiliation', group: 'e_commerce' },
  tr: { label: 'Revenue', group: 'e_commerce' },
  ts: { label: 'Shipping', group: 'e_commerce' },
  tt: { label: 'Tax', group: 'e_commerce' },
  tcc: { label: 'Coupon code', group: 'e_commerce' },
  cu: { label: 'Currency', group: 'e_commerce' },
  pa: { label: 'Product action', group: 'e_commerce' },
  pal: { label: 'Product action list', group: 'e_commerce' },
  cos: { label: 'Checkout step', group: 'e_commerce' },
  col: { label: 'Checkout step option', group: 'e_commerce' },
  in: { label: 'Item name', group: 'e_commerce' },
  ip: { label: 'Item price', group: 'e_commerce' },
  iq: { label: 'Item quantity', group: 'e_commerce' },
  ic: { label: 'Item code', group: 'e_commerce' },
  iv: { label: 'Item category', group: 'e_commerce' },
  promoa: { label: 'Promotion action', group: 'e_commerce' },
  sn: { label: 'Social network', group: 'most_used' },
  sa: { label: 'Social action', group: 'most_used' },
  st: { label: 'Social target', group: 'most_used' },
  utc: { label: 'Timing category', group: 'most_used' },
  utv: { label: 'Timing variable', group: 'most_used' },
  utt: { label: 'Timing value (ms)', group: 'most_used' },
  utl: { label: 'Timing label', group: 'most_used' },
  exd: { label: 'Exception description', group: 'most_used' },
  exf: { label: 'Fatal exception', group: 'most_used' },
  cn: { label: 'Campaign name', group: 'other' },
  cs: { label: 'Campaign source', group: 'other' },
  cm: { label: 'Campaign medium', group: 'other' },
  ck: { label: 'Campaign keyword', group: 'other' },
  cc: { label: 'Campaign content', group: 'other' },
  ci: { label: 'Campaign ID', group: 'other' },
  gclid: { label: 'Google Ads click ID', group: 'other' },
  dclid: { label: 'Display click ID', group: 'other' },
  xid: { label: 'Experiment ID', group: 'other' },
  xvar: { label: 'Experiment variant', group: 'other' },
  ds: { label: 'Data source', group: 'other' },
  qt: { label: 'Queue time (ms)', group: 'other' },
  gtm: { label: 'Google Tag Manager container hash', group: 'other' },
  did: { label: 'Developer ID', group: 'other' },
  _v: { label: 'Library version', group: 'other' },
  _s: { label: 'Hit sequence number', group: 'other' },
  _u: { label: 'Usage info (library internals)', group: 'other' },
  _r: { label: 'Remarketing (display features)', group: 'other' },
  a: { label: 'AdSense page id', group: 'other' },
  z: { label: 'Cache buster', group: 'other' },
  jid: { label: 'Join ID (display features)', group: 'other' },
  gjid: { label: 'Google join ID (display features)', group: 'other' },
  utmwv: { label: 'ga.js version', group: 'other' },
  utmac: { label: 'Tracking ID (ga.js)', group: 'most_used' },
  utmt: { label: 'Hit type (ga.js)', group: 'most_used' },
  utme: { label: 'Event data (ga.js)', group: 'most_used' },
  utmp: { label: 'Page path (ga.js)', group: 'most_used' },
  utmdt: { label: 'Page title (ga.js)', group: 'most_used' },
  utmhn: { label: 'Host name (ga.js)', group: 'most_used' },
  utmr: { label: 'Referrer (ga.js)', group: 'most_used' },
  utmcc: { label: 'Cookies (ga.js)', group: 'user' },
  utmcs: { label: 'Document encoding (ga.js)', group: 'user' },
  utmsr: { label: 'Screen resolution (ga.js)', group: 'user' },
  utmvp: { label: 'Viewport size (ga.js)', group: 'user' },
  utmsc: { label: 'Screen colour depth (ga.js)', group: 'user' },
  utmul: { label: 'Language (ga.js)', group: 'user' },
  utmje: { label: 'Java enabled (ga.js)', group: 'user' },
  utmfl: { label: 'Flash version (ga.js)', group: 'user' },
  // analytics.js sends the ga.js cookies it finds when importing their history (legacyHistoryImport).
  _utma: { label: 'ga.js visitor cookie (__utma)', group: 'user' },
  _utmz: { label: 'ga.js campaign cookie (__utmz)', group: 'user' },
  utmn: { label: 'Cache buster (ga.js)', group: 'other' },
  utms: { label: 'Hit sequence number (ga.js)', group: 'other' },
  utmhid: { label: 'Page load id (ga.js)', group: 'other' },
  utmht: { label: 'Hit time (ga.js)', group: 'other' },
};

const PRODUCT_FIELDS: Readonly<Record<string, string>> = {
  id: 'SKU',
  nm: 'name',
  br: 'brand',
  ca: 'category',
  va: 'variant',
  pr: 'price',
  qt: 'quantity',
  cc: 'coupon',
  ps: 'position',
};

/** `1id` (after `pr`) → `Product 1: SKU`; `1cd3` → `Product 1: custom dimension 3`. */
function productLabel(rest: string): string {
  const match = /^(\d+)([a-z]+)(\d*)$/.exec(rest);
  if (match === null) return `Product ${rest}`;
  const [, index, field = '', number] = match;
  if (field === 'cd') return `Product ${index}: custom dimension ${number}`;
  if (field === 'cm') return `Product ${index}: custom metric ${number}`;
  return `Product ${index}: ${own(PRODUCT_FIELDS, field) ?? field}`;
}

const digitsThen = (rest: string): boolean => /^\d/.test(rest);
const productGroup = (rest: string): ParameterGroup => (digitsThen(rest) ? 'e_commerce' : 'other');

export const UNIVERSAL_ANALYTICS_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'pr', group: productGroup, label: productLabel },
  { prefix: 'il', group: 'e_commerce', label: (rest) => `Impression list ${rest}` },
  { prefix: 'promo', group: 'e_commerce', label: (rest) => `Promotion ${rest}` },
  {
    prefix: 'cd',
    group: 'custom_event_parameters',
    label: (rest) => `Custom dimension ${rest}`,
  },
  { prefix: 'cm', group: 'custom_event_parameters', label: (rest) => `Custom metric ${rest}` },
  { prefix: 'cg', group: 'custom_event_parameters', label: (rest) => `Content group ${rest}` },
];
