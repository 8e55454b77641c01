import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Labels of the Collect Tracking Code fields, as Salesforce documents the calls (see sfmc-collect.ts). */
export const SFMC_COLLECT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  payload: { label: 'Call data (JSON)', group: 'most_used' },
  'payload.item': { label: 'Item viewed', group: 'most_used' },
  'payload.search': { label: 'Search term', group: 'most_used' },
  'payload.category': { label: 'Category viewed', group: 'most_used' },
  'payload.title': { label: 'Page title (inferred)', group: 'most_used' },
  'payload.url': { label: 'Page URL (inferred)', group: 'most_used' },
  'payload.referrer': { label: 'Referrer (inferred)', group: 'most_used' },
  'payload.order_number': { label: 'Order number', group: 'e_commerce' },
  'payload.discount': { label: 'Discount', group: 'e_commerce' },
  'payload.shipping': { label: 'Shipping', group: 'e_commerce' },
  'payload.user_info.email': { label: 'Contact e-mail or key', group: 'user' },
};

/** Cart lines, conversion and user details, and the other business units. */
export const SFMC_COLLECT_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'payload.cart', group: 'e_commerce', label: (rest) => `Cart${rest}` },
  { prefix: 'payload.details.', group: 'custom_event_parameters', label: (rest) => `Order detail: ${rest}` },
  { prefix: 'payload.user_info.', group: 'user', label: (rest) => `User info: ${rest}` },
  { prefix: 'payload.child_ids', group: 'other', label: (rest) => `Child business unit ${rest} (inferred)` },
];
