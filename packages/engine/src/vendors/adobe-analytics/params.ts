import { own } from '../../own.js';
import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import type { ParameterGroup } from '../vendor-codes.js';

/** AppMeasurement (`s.t()` / `s.tl()`) query parameters. */
export const ADOBE_ANALYTICS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  rsid: { label: 'Report suite ID', group: 'most_used' },
  pageName: { label: 'Page name', group: 'most_used' },
  g: { label: 'Page URL', group: 'most_used' },
  r: { label: 'Referrer', group: 'most_used' },
  ch: { label: 'Channel (site section)', group: 'most_used' },
  server: { label: 'Server', group: 'most_used' },
  pageType: { label: 'Page type (errorPage for 404)', group: 'most_used' },
  events: { label: 'Events', group: 'most_used' },
  pe: { label: 'Link type (lnk_o custom, lnk_d download, lnk_e exit)', group: 'most_used' },
  pev1: { label: 'Link URL', group: 'most_used' },
  pev2: { label: 'Link name', group: 'most_used' },
  pev3: { label: 'Media or video data', group: 'other' },
  products: { label: 'Products', group: 'e_commerce' },
  'products.revenue': { label: 'Revenue (sum of product prices)', group: 'e_commerce' },
  purchaseID: { label: 'Purchase ID', group: 'e_commerce' },
  xact: { label: 'Transaction ID', group: 'e_commerce' },
  cc: { label: 'Currency code', group: 'e_commerce' },
  state: { label: 'State', group: 'user' },
  zip: { label: 'ZIP code', group: 'user' },
  campaign: { label: 'Campaign (tracking code)', group: 'most_used' },
  mid: { label: 'Experience Cloud ID (ECID)', group: 'user' },
  mcorgid: { label: 'Experience Cloud organisation ID', group: 'other' },
  aid: { label: 'Legacy analytics visitor ID (s_vi)', group: 'user' },
  fid: { label: 'Fallback visitor ID (s_fid)', group: 'user' },
  vid: { label: 'Custom visitor ID', group: 'user' },
  aamlh: { label: 'Audience Manager location hint', group: 'other' },
  aamb: { label: 'Audience Manager blob', group: 'other' },
  ns: { label: 'Visitor namespace', group: 'other' },
  ce: { label: 'Character set', group: 'other' },
  t: { label: 'Local time', group: 'other' },
  ndh: { label: 'Image sent from JavaScript', group: 'other' },
  pf: { label: 'Platform flag', group: 'other' },
  fpCookieDomainPeriods: { label: 'First-party cookie domain periods', group: 'other' },
  cdp: { label: 'Cookie domain periods', group: 'other' },
  AQB: { label: 'Start of query', group: 'other' },
  AQE: { label: 'End of query', group: 'other' },
  s: { label: 'Screen resolution', group: 'user' },
  c: { label: 'Colour depth', group: 'user' },
  j: { label: 'JavaScript version', group: 'other' },
  v: { label: 'JavaScript enabled', group: 'other' },
  k: { label: 'Cookies enabled', group: 'consent_mode' },
  bw: { label: 'Browser width', group: 'user' },
  bh: { label: 'Browser height', group: 'user' },
  lrt: { label: 'Link response time', group: 'other' },
  mtp: { label: 'Mobile tracking flag', group: 'other' },
  D: { label: 'Dynamic variable prefix', group: 'other' },
  'c.a.activitymap.page': { label: 'Activity Map: page', group: 'other' },
  'c.a.activitymap.link': { label: 'Activity Map: link', group: 'other' },
  'c.a.activitymap.region': { label: 'Activity Map: region', group: 'other' },
  'c.a.activitymap.pageIDType': { label: 'Activity Map: page ID type', group: 'other' },
  'c.cm.ssf': { label: 'Opted out (server-side forwarding)', group: 'consent_mode' },
  'd.nsid': { label: 'Audience Manager container ID (ID syncs)', group: 'other' },
  'd.jsonv': { label: 'Audience Manager DIL JSON version', group: 'other' },
};

/** Labels of `cid.<integration code>.<field>`: AppMeasurement sends `id` and `as` (others keep their name). */
const CUSTOMER_ID_FIELDS: Readonly<Record<string, (code: string) => string>> = {
  id: (code) => `Customer ID (${code})`,
  as: (code) => `Customer ID authentication state (${code}): 0 unknown, 1 authenticated, 2 logged out`,
};

/** `Context data: page` for `c.page`; a block's marker left unpaired (`c.`) keeps its name. */
function inBlock(word: string): ParamPattern['label'] {
  return (rest, name) => (rest === '' ? name : `${word}: ${rest}`);
}

/** `st_aa.id` → `Customer ID (st_aa)`; a field not known keeps its name. */
function customerIdLabel(rest: string, name: string): string {
  if (rest === '') return name;
  const dot = rest.lastIndexOf('.');
  if (dot <= 0) return `Customer IDs: ${rest}`;
  const code = rest.slice(0, dot);
  const field = rest.slice(dot + 1);
  return own(CUSTOMER_ID_FIELDS, field)?.(code) ?? `Customer ID (${code}): ${field}`;
}

function customerIdGroup(rest: string): ParameterGroup {
  const field = rest.slice(rest.lastIndexOf('.') + 1);
  return field === 'id' || field === 'as' ? 'user' : 'other';
}

/** Numbered variables (`v12` eVar12, `c3` prop3…); other names with the same letter stay in `other`. */
function numbered(prefix: string, word: string): ParamPattern {
  const isNumber = (rest: string) => /^\d+$/.test(rest);
  return {
    prefix,
    group: (rest) => (isNumber(rest) ? 'custom_event_parameters' : 'other'),
    label: (rest, name) => (isNumber(rest) ? `${word}${rest}` : name),
  };
}

export const ADOBE_ANALYTICS_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'products[', group: 'e_commerce', label: (rest) => productLabel(rest) },
  { prefix: 'c.', group: 'custom_event_parameters', label: inBlock('Context data') },
  { prefix: 'cid.', group: customerIdGroup, label: customerIdLabel },
  { prefix: 'd.', group: 'other', label: inBlock('Audience Manager') },
  { prefix: 'h.', group: 'user', label: inBlock('Client hint') },
  numbered('v', 'eVar'),
  numbered('c', 'prop'),
  numbered('h', 'Hierarchy '),
  numbered('l', 'List '),
];

/** `0].price` → `Product 1: price`. */
function productLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = Number(rest.slice(0, close));
  if (close === -1 || !Number.isInteger(index)) return `Products[${rest}`;
  return `Product ${index + 1}: ${rest.slice(close + 2)}`;
}
