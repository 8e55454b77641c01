import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** TikTok pixel event fields, under their flattened JSON names (`context.pixel.code`, `properties.value`). */
export const TIKTOK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  event: { label: 'Event', group: 'most_used' },
  // The event of an automatic `/pixel/act` call, which carries no `event` (`Metadata`, `Click`).
  action: { label: 'Action (automatic event)', group: 'most_used' },
  event_id: { label: 'Event ID (deduplication)', group: 'most_used' },
  message_id: { label: 'Message ID', group: 'other' },
  timestamp: { label: 'Timestamp', group: 'other' },
  is_onsite: { label: 'On-site (TikTok-hosted) event', group: 'other' },
  pixel_code: { label: 'Pixel ID', group: 'most_used' },
  analytics_message: { label: 'Encoded message (base64)', group: 'other' },
  'context.pixel.code': { label: 'Pixel ID', group: 'most_used' },
  'context.pixel.codes': { label: 'Pixel IDs', group: 'most_used' },
  'context.pixel.runtime': { label: 'Pixel runtime', group: 'other' },
  'context.page.url': { label: 'Page URL', group: 'most_used' },
  'context.page.referrer': { label: 'Page referrer', group: 'most_used' },
  'context.library.name': { label: 'Library name', group: 'other' },
  'context.library.version': { label: 'Library version', group: 'other' },
  'context.session_id': { label: 'Session ID', group: 'user' },
  'context.pageview_id': { label: 'Page view ID', group: 'other' },
  'context.variation_id': { label: 'Experiment variation', group: 'other' },
  'context.userAgent': { label: 'User agent', group: 'user' },
  'context.device.platform': { label: 'Device platform', group: 'user' },
  'context.ad.callback': { label: 'Click ID (ttclid)', group: 'most_used' },
  'context.ad.sdk_env': { label: 'SDK environment', group: 'other' },
  'context.ad.jsb_status': { label: 'In-app browser bridge status', group: 'other' },
  'context.user.anonymous_id': { label: 'Anonymous ID (_ttp cookie)', group: 'user' },
  'context.user.external_id': { label: 'External ID (SHA-256)', group: 'user' },
  'context.user.email': { label: 'E-mail (SHA-256)', group: 'user' },
  'context.user.phone_number': { label: 'Phone number (SHA-256)', group: 'user' },
  'context.user.ttp': { label: 'Browser ID (_ttp)', group: 'user' },
  'properties.value': { label: 'Value', group: 'e_commerce' },
  'properties.currency': { label: 'Currency', group: 'e_commerce' },
  'properties.content_id': { label: 'Content ID', group: 'e_commerce' },
  'properties.content_type': { label: 'Content type', group: 'e_commerce' },
  'properties.content_name': { label: 'Content name', group: 'e_commerce' },
  'properties.content_category': { label: 'Content category', group: 'e_commerce' },
  'properties.quantity': { label: 'Quantity', group: 'e_commerce' },
  'properties.price': { label: 'Price', group: 'e_commerce' },
  'properties.order_id': { label: 'Order ID', group: 'e_commerce' },
  'properties.shop_id': { label: 'Shop ID', group: 'e_commerce' },
  'properties.query': { label: 'Search query', group: 'most_used' },
  'properties.description': { label: 'Description', group: 'custom_event_parameters' },
  // Events API (business-api.tiktok.com/open_api/v1.3/event/track/), fields of a data[] entry.
  event_source: { label: 'Event source', group: 'most_used' },
  event_source_id: { label: 'Event source ID (pixel ID)', group: 'most_used' },
  test_event_code: { label: 'Test event code', group: 'other' },
  event_time: { label: 'Event time', group: 'most_used' },
  'page.url': { label: 'Page URL', group: 'most_used' },
  'page.referrer': { label: 'Page referrer', group: 'most_used' },
};

/** `properties.contents[0].content_id` reads "Content 1: content_id". */
function contentLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = Number(rest.slice(0, close));
  if (close === -1 || !Number.isInteger(index)) return `Contents: ${rest}`;
  const field = rest.slice(close + 1).replace(/^\./, '');
  return field.length > 0 ? `Content ${index + 1}: ${field}` : `Content ${index + 1}`;
}

export const TIKTOK_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.contents[', group: 'e_commerce', label: contentLabel },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  { prefix: 'context.user.', group: 'user', label: (rest) => `User: ${rest}` },
  { prefix: 'user.', group: 'user', label: (rest) => `User: ${rest}` },
  { prefix: 'context.ad.', group: 'other', label: (rest) => `Ad context: ${rest}` },
  {
    prefix: 'auto_collected_properties.',
    group: 'other',
    label: (rest) => `Automatically collected: ${rest}`,
  },
  { prefix: 'context.', group: 'other', label: (rest) => `Context: ${rest}` },
];
