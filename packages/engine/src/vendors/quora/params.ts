import type { ParamSpec } from '../define-vendor.js';

/** Quora Pixel (`qp`) parameters. */
export const QUORA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pixel_id: { label: 'Pixel ID', group: 'most_used' },
  tag: { label: 'Event', group: 'most_used' },
  u: { label: 'Page URL', group: 'most_used' },
  i: { label: 'Integration', group: 'other' },
  noscript: { label: 'Sent without JavaScript', group: 'other' },
  value: { label: 'Value', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  em: { label: 'Hashed e-mail', group: 'user' },
  rand: { label: 'Cache buster', group: 'other' },
};
