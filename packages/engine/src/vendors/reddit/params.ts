import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Reddit Pixel parameters and event metadata (`m.…`). */
export const REDDIT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Pixel ID', group: 'most_used' },
  // The pixel id some installations add to the script's URL (`pixel.js?pixel_id=…`).
  pixel_id: { label: 'Pixel ID (script)', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  'm.customEventName': { label: 'Custom event name', group: 'most_used' },
  'm.conversionId': { label: 'Conversion ID (deduplication)', group: 'most_used' },
  'm.itemCount': { label: 'Item count', group: 'e_commerce' },
  'm.value': { label: 'Value', group: 'e_commerce' },
  'm.valueDecimal': { label: 'Value (decimal)', group: 'e_commerce' },
  'm.currency': { label: 'Currency', group: 'e_commerce' },
  'm.products': { label: 'Products (JSON)', group: 'e_commerce' },
  'm.transactionId': { label: 'Transaction ID', group: 'e_commerce' },
  em: { label: 'Hashed e-mail', group: 'user' },
  // Advanced matching sends the e-mail, phone number, external id, aaid and idfa, in this order.
  pn: { label: 'Phone number (advanced matching)', group: 'user' },
  external_id: { label: 'External ID', group: 'user' },
  aaid: { label: 'Android advertising ID', group: 'user' },
  idfa: { label: 'iOS advertising ID', group: 'user' },
  uuid: { label: 'Request ID', group: 'other' },
  sh: { label: 'Screen height', group: 'user' },
  sw: { label: 'Screen width', group: 'user' },
  opt_out: { label: 'Opted out', group: 'consent_mode' },
  dpm: { label: 'Data processing modes', group: 'consent_mode' },
  dpcc: { label: 'Data processing country', group: 'consent_mode' },
  dprc: { label: 'Data processing region', group: 'consent_mode' },
  integration: { label: 'Integration', group: 'other' },
  partner: { label: 'Partner', group: 'other' },
  v: { label: 'Pixel version', group: 'other' },
  ts: { label: 'Timestamp', group: 'other' },
};

/** `[0].id` (after `m.products`) → `Product 1: id`. */
function productLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = rest.startsWith('[') && close > 1 ? Number(rest.slice(1, close)) : Number.NaN;
  if (!Number.isInteger(index)) return `Products${rest}`;
  const field = rest.slice(close + 1).replace(/^\./, '');
  return field.length === 0 ? `Product ${index + 1}` : `Product ${index + 1}: ${field}`;
}

export const REDDIT_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'm.products', group: 'e_commerce', label: productLabel },
  { prefix: 'm.', group: 'custom_event_parameters', label: (rest) => `Event metadata: ${rest}` },
];
