import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Tealium loader facts and Collect fields (the UDO, browser, DOM and meta data utag.js sends). */
export const TEALIUM_PARAMS: Readonly<Record<string, ParamSpec>> = {
  tealium_account: { label: 'Account', group: 'most_used' },
  tealium_profile: { label: 'Profile', group: 'most_used' },
  tealium_environment: { label: 'Environment', group: 'most_used' },
  tealium_event: { label: 'Event', group: 'most_used' },
  tealium_event_type: { label: 'Event type', group: 'most_used' },
  tealium_datasource: { label: 'Data source key', group: 'most_used' },
  tealium_visitor_id: { label: 'Visitor ID', group: 'user' },
  tealium_session_id: { label: 'Session ID', group: 'user' },
  tealium_library_name: { label: 'Library', group: 'other' },
  tealium_library_version: { label: 'Library version', group: 'other' },
  tealium_timestamp_epoch: { label: 'Time', group: 'other' },
  tealium_timestamp_utc: { label: 'Time (UTC)', group: 'other' },
  tealium_timestamp_local: { label: 'Time (local)', group: 'other' },
  tealium_random: { label: 'Random number', group: 'other' },
  'dom.url': { label: 'Page URL', group: 'most_used' },
  'dom.title': { label: 'Page title', group: 'most_used' },
  'dom.referrer': { label: 'Referrer', group: 'most_used' },
  'dom.pathname': { label: 'Page path', group: 'most_used' },
  'dom.domain': { label: 'Domain', group: 'most_used' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  order_total: { label: 'Order total', group: 'e_commerce' },
  order_currency: { label: 'Order currency', group: 'e_commerce' },
  product_id: { label: 'Product IDs', group: 'e_commerce' },
  product_quantity: { label: 'Product quantities', group: 'e_commerce' },
  product_price: { label: 'Product prices', group: 'e_commerce' },
  customer_id: { label: 'Customer ID', group: 'user' },
  customer_email: { label: 'Customer e-mail', group: 'user' },
};

export const TEALIUM_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'cp.', group: 'user', label: (rest) => `Cookie: ${rest}` },
  { prefix: 'meta.', group: 'other', label: (rest) => `Meta tag: ${rest}` },
  { prefix: 'qp.', group: 'most_used', label: (rest) => `Query parameter: ${rest}` },
  { prefix: 'dom.', group: 'other', label: (rest) => `DOM: ${rest}` },
  { prefix: 'js_page.', group: 'custom_event_parameters', label: (rest) => `JavaScript variable: ${rest}` },
  { prefix: 'ut.', group: 'other', label: (rest) => `utag: ${rest}` },
  { prefix: 'product_', group: 'e_commerce', label: (rest) => `Product ${rest}` },
  { prefix: 'order_', group: 'e_commerce', label: (rest) => `Order ${rest}` },
  { prefix: 'tealium_', group: 'other', label: (rest) => `Tealium: ${rest}` },
];
