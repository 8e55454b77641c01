import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Nextdoor Pixel (`ndp`) parameters. */
export const NEXTDOOR_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pid: { label: 'Pixel ID', group: 'most_used' },
  ev: { label: 'Event', group: 'most_used' },
  noscript: { label: 'Sent without JavaScript', group: 'other' },
  url: { label: 'Page URL', group: 'most_used' },
  referrer: { label: 'Referrer', group: 'most_used' },
  order_value: { label: 'Order value', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  client_dedup_id: { label: 'Deduplication ID', group: 'most_used' },
  hashed_email: { label: 'Hashed e-mail', group: 'user' },
  hashed_phone_number: { label: 'Hashed phone', group: 'user' },
};

export const NEXTDOOR_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'custom_data.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
  { prefix: 'advanced_matching.', group: 'user', label: (rest) => `Advanced matching: ${rest}` },
];
