import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** StackAdapt pixel parameters (`saq_pxl`, the older `rt` / `conv` pixels, the landing ping, the cookie match). */
export const STACKADAPT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  uid: { label: 'Universal pixel ID', group: 'most_used' },
  cid: { label: 'Conversion pixel ID', group: 'most_used' },
  sid: { label: 'Retargeting pixel ID', group: 'most_used' },
  event_type: { label: 'Event type', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  landing_url: { label: 'Page URL', group: 'most_used' },
  host: { label: 'Page origin (scheme and host)', group: 'other' },
  ref: { label: 'Referrer', group: 'most_used' },
  title: { label: 'Page title', group: 'most_used' },
  args: { label: 'Event data (JSON)', group: 'custom_event_parameters' },
  'args.action': { label: 'Event name', group: 'most_used' },
  'args.revenue': { label: 'Revenue', group: 'e_commerce' },
  'args.order_id': { label: 'Order ID', group: 'e_commerce' },
  utm_source: { label: 'UTM source', group: 'other' },
  is_js: { label: 'Sent by events.js', group: 'other' },
  email: { label: 'E-mail', group: 'user' },
  phone: { label: 'Phone', group: 'user' },
  first_name: { label: 'First name', group: 'user' },
  last_name: { label: 'Last name', group: 'user' },
  user_id: { label: 'User ID', group: 'user' },
  google_gid: { label: "Google's user ID (cookie match)", group: 'user' },
  google_cver: { label: 'Google cookie version (cookie match)', group: 'other' },
  google_error: { label: 'Google cookie-match error (no user ID matched, inferred)', group: 'other' },
};

export const STACKADAPT_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'args.products', group: 'e_commerce', label: (rest) => `Products${rest}` },
  { prefix: 'args.product_', group: 'e_commerce', label: (rest) => `Product ${rest}` },
  { prefix: 'args.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
];
