import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import type { ParameterGroup } from '../vendor-codes.js';

/** X (Twitter) pixel parameters (uwt.js and the legacy oct.js / image tag). */
export const TWITTER_PARAMS: Readonly<Record<string, ParamSpec>> = {
  txn_id: { label: 'Pixel ID', group: 'most_used' },
  p_id: { label: 'Pixel type (Twitter), or the data partner ID (numeric) of an ID sync', group: 'other' },
  events: { label: 'Events (JSON)', group: 'most_used' },
  event: { label: 'Event data (JSON)', group: 'custom_event_parameters' },
  tw_document_href: { label: 'Page URL', group: 'most_used' },
  tw_document_referrer: { label: 'Referrer', group: 'most_used' },
  pt: { label: 'Page title', group: 'most_used' },
  tw_sale_amount: { label: 'Sale amount', group: 'e_commerce' },
  tw_order_quantity: { label: 'Order quantity', group: 'e_commerce' },
  p_user_id: { label: "User ID (the data partner's user ID on an ID sync)", group: 'user' },
  twpid: { label: 'Browser ID (twpid)', group: 'user' },
  twclid: { label: 'Click ID (twclid)', group: 'user' },
  dv: { label: 'Device info', group: 'user' },
  event_id: { label: 'Request ID', group: 'other' },
  pl_id: { label: 'Page load ID', group: 'other' },
  tw_iframe_status: { label: 'In an iframe', group: 'other' },
  tw_pid_src: { label: 'Browser ID source', group: 'other' },
  integration: { label: 'Integration', group: 'other' },
  type: { label: 'Tag type', group: 'other' },
  version: { label: 'Pixel version', group: 'other' },
  bci: { label: 'Browser capabilities', group: 'other' },
  eci: { label: 'Event channel', group: 'other' },
  tpx_cb: { label: 'Callback', group: 'other' },
};

const ECOMMERCE_EVENT_FIELDS: ReadonlySet<string> = new Set([
  'value',
  'currency',
  'contents',
  'num_items',
  'conversion_id',
  'search_string',
]);
const USER_EVENT_FIELDS: ReadonlySet<string> = new Set(['email_address', 'phone_number', 'twclid']);

function eventFieldGroup(rest: string): ParameterGroup {
  const field = rest.split(/[.[]/, 1)[0] ?? rest;
  if (ECOMMERCE_EVENT_FIELDS.has(field)) return 'e_commerce';
  return USER_EVENT_FIELDS.has(field) ? 'user' : 'custom_event_parameters';
}

export const TWITTER_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'event.', group: eventFieldGroup, label: (rest) => `Event data: ${rest}` },
  { prefix: 'events[', group: 'most_used', label: (_rest, name) => `Events: ${name.slice('events'.length)}` },
];
