import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** RTB House tag parameters (`creativecdn.com/tags`). */
export const RTB_HOUSE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Tag (pr_<account>_<event>_…)', group: 'most_used' },
  account_key: { label: 'Account key', group: 'most_used' },
  event_type: { label: 'Event type', group: 'most_used' },
  event_data: { label: 'Event data', group: 'custom_event_parameters' },
  th: { label: 'Account key', group: 'most_used' },
  eventType: { label: 'Event type', group: 'most_used' },
  su: { label: 'Page URL', group: 'most_used' },
  sr: { label: 'Referrer', group: 'most_used' },
  type: { label: 'Response type', group: 'other' },
  ncm: { label: 'No cookie match', group: 'other' },
  ts: { label: 'Timestamp', group: 'other' },
  offerId: { label: 'Product ID', group: 'e_commerce' },
  offerIds: { label: 'Product IDs', group: 'e_commerce' },
  orderId: { label: 'Order ID', group: 'e_commerce' },
  value: { label: 'Value', group: 'e_commerce' },
  categoryId: { label: 'Category ID', group: 'e_commerce' },
};

export const RTB_HOUSE_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'offerIds[', group: 'e_commerce', label: (rest) => `Product ID ${rest.replace(']', '')}` },
];
