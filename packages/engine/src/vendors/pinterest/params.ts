import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Pinterest tag parameters, and the fields of its `ed` (event data), `pd` (page data) and `ad` (browser data). */
export const PINTEREST_PARAMS: Readonly<Record<string, ParamSpec>> = {
  tid: { label: 'Tag ID', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  ed: { label: 'Event data (JSON)', group: 'custom_event_parameters' },
  pd: { label: 'Page data (JSON)', group: 'user' },
  ad: { label: 'Browser data (JSON)', group: 'other' },
  cb: { label: 'Cache buster', group: 'other' },
  noscript: { label: 'Image tag (noscript)', group: 'other' },
  dep: { label: 'Tag dependencies', group: 'other' },
  pin_unauth: { label: 'Unauthenticated user ID', group: 'user' },
  epik: { label: 'Click ID (epik)', group: 'user' },
  'ed[event_id]': { label: 'Event ID (deduplication)', group: 'most_used' },
  'ed[value]': { label: 'Value', group: 'e_commerce' },
  'ed[currency]': { label: 'Currency', group: 'e_commerce' },
  'ed[order_id]': { label: 'Order ID', group: 'e_commerce' },
  'ed[order_quantity]': { label: 'Order quantity', group: 'e_commerce' },
  'ed[promo_code]': { label: 'Promo code', group: 'e_commerce' },
  'ed[property]': { label: 'Property', group: 'e_commerce' },
  'ed[product_id]': { label: 'Product ID', group: 'e_commerce' },
  'ed[product_name]': { label: 'Product name', group: 'e_commerce' },
  'ed[product_category]': { label: 'Product category', group: 'e_commerce' },
  'ed[search_query]': { label: 'Search query', group: 'custom_event_parameters' },
  'ed[video_title]': { label: 'Video title', group: 'custom_event_parameters' },
  'ed[lead_type]': { label: 'Lead type', group: 'custom_event_parameters' },
  'ed[np]': { label: 'Partner (integration)', group: 'other' },
  'pd[em]': { label: 'Hashed e-mail', group: 'user' },
  'pd[pin_unauth]': { label: 'Unauthenticated user ID', group: 'user' },
  'pd[np]': { label: 'Partner (integration)', group: 'other' },
  'pd[page]': { label: 'Page type', group: 'most_used' },
  'ad[loc]': { label: 'Page location', group: 'most_used' },
  'ad[ref]': { label: 'Referrer', group: 'most_used' },
  'ad[if]': { label: 'In an iframe', group: 'other' },
  'ad[sh]': { label: 'Screen height', group: 'user' },
  'ad[sw]': { label: 'Screen width', group: 'user' },
  'ad[mh]': { label: 'Page metadata hash', group: 'other' },
  'ad[is_js]': { label: 'Sent by the JavaScript tag', group: 'other' },
  'ad[ecm_enabled]': { label: 'Enhanced match enabled', group: 'user' },
  ov: { label: 'Overrides (JSON)', group: 'other' },
  stc: { label: 'Skip tag configuration', group: 'other' },
  messageType: { label: 'Log level', group: 'other' },
  message: { label: 'Log message', group: 'other' },
  log: { label: 'Log context', group: 'other' },
  version: { label: 'Tag version hash', group: 'other' },
  // Conversions API (api.pinterest.com/v5/ad_accounts/<id>/events), one data entry per event.
  ad_account_id: { label: 'Ad account ID', group: 'most_used' },
  test: { label: 'Test call', group: 'other' },
  event_name: { label: 'Event name', group: 'most_used' },
  action_source: { label: 'Action source', group: 'most_used' },
  event_time: { label: 'Event time', group: 'most_used' },
  event_id: { label: 'Event ID (deduplication)', group: 'most_used' },
  event_source_url: { label: 'Event source URL', group: 'most_used' },
  opt_out: { label: 'Opted out', group: 'consent_mode' },
  partner_name: { label: 'Partner name', group: 'other' },
};

/** `line_items][0][product_id]` → `line_items[0].product_id`. */
function readablePath(rest: string): string {
  const trimmed = rest.endsWith(']') ? rest.slice(0, -1) : rest;
  return trimmed
    .split('][')
    .map((segment, index) =>
      index > 0 && isIndex(segment) ? `[${segment}]` : index > 0 ? `.${segment}` : segment,
    )
    .join('');
}

function isIndex(segment: string): boolean {
  if (segment.length === 0) return false;
  for (const char of segment) if (char < '0' || char > '9') return false;
  return true;
}

/** `[0][product_id]` (after `ed[line_items]`) → `Line item 1: product_id`. */
function lineItemLabel(rest: string): string {
  const segments = rest.startsWith('[') && rest.endsWith(']') ? rest.slice(1, -1).split('][') : [];
  const [index, ...field] = segments;
  if (index === undefined || !isIndex(index)) return `Line items${rest}`;
  return field.length === 0
    ? `Line item ${Number(index) + 1}`
    : `Line item ${Number(index) + 1}: ${field.join('.')}`;
}

/** `jsonld[0]` → `JSON-LD script 1`, `md[1]` → `Microdata element 2` (fields of the `/md/` call's `sdo`). */
function structuredDataLabel(rest: string): string {
  const open = rest.indexOf('[');
  const kind = open === -1 ? rest : rest.slice(0, open);
  const index = open === -1 ? '' : rest.slice(open + 1, -1);
  const name =
    kind === 'jsonld' ? 'JSON-LD script' : kind === 'md' ? 'Microdata element' : `Structured data: ${kind}`;
  return isIndex(index) ? `${name} ${Number(index) + 1}` : name;
}

export const PINTEREST_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ed[line_items]', group: 'e_commerce', label: lineItemLabel },
  { prefix: 'ed[', group: 'custom_event_parameters', label: (rest) => `Event data: ${readablePath(rest)}` },
  { prefix: 'pd[', group: 'user', label: (rest) => `Page data: ${readablePath(rest)}` },
  { prefix: 'ad[', group: 'other', label: (rest) => `Browser data: ${readablePath(rest)}` },
  { prefix: 'ov[', group: 'other', label: (rest) => `Overrides: ${readablePath(rest)}` },
  { prefix: 'user_data.', group: 'user', label: (rest) => `User data: ${rest}` },
  // The page-metadata call (`/md/`).
  {
    prefix: 'urls.',
    group: 'most_used',
    label: (rest) => (rest === 'loc' ? 'Page location' : `URL: ${rest}`),
  },
  {
    prefix: 'meta.',
    group: 'other',
    label: (rest) => (rest === 'og' ? 'Open Graph tags' : `Meta tags: ${rest}`),
  },
  { prefix: 'sdo.', group: 'other', label: structuredDataLabel },
  { prefix: 'aux.', group: 'other', label: (rest) => `Auxiliary: ${rest}` },
  { prefix: 'custom_data.', group: 'e_commerce', label: (rest) => `Custom data: ${rest}` },
  { prefix: 'app_', group: 'other', label: (rest) => `App ${rest.replace(/_/g, ' ')}` },
];
