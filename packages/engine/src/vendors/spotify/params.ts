import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Spotify Pixel (Spotify Ad Analytics) fields of one event of an ingest batch. */
export const SPOTIFY_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pid: { label: 'Pixel ID', group: 'most_used' },
  action: { label: 'Event', group: 'most_used' },
  'body.url': { label: 'Page URL', group: 'most_used' },
  'body.referrer': { label: 'Referrer', group: 'most_used' },
  'body.value': { label: 'Value', group: 'e_commerce' },
  'body.currency': { label: 'Currency', group: 'e_commerce' },
  'body.order_id': { label: 'Order ID', group: 'e_commerce' },
  'body.quantity': { label: 'Quantity', group: 'e_commerce' },
  'body.discount_code': { label: 'Discount code', group: 'e_commerce' },
  'body.is_new_customer': { label: 'New customer', group: 'e_commerce' },
  'body.product_id': { label: 'Product ID', group: 'e_commerce' },
  'body.product_name': { label: 'Product name', group: 'e_commerce' },
  'body.id': { label: 'Alias ID', group: 'user' },
  'body.type': { label: 'Lead type', group: 'custom_event_parameters' },
  'body.category': { label: 'Lead category', group: 'custom_event_parameters' },
  ts: { label: 'Timestamp', group: 'other' },
};

export const SPOTIFY_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'body.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
];
