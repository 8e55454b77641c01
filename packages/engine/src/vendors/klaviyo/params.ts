import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Klaviyo client API (JSON:API bodies, flattened) and legacy track fields. */
export const KLAVIYO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  company_id: { label: 'Public API key (site ID)', group: 'most_used' },
  token: { label: 'Public API key (site ID)', group: 'most_used' },
  // The onsite identify call names the site in `c`.
  c: { label: 'Public API key (site ID)', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  'data.type': { label: 'Object type', group: 'other' },
  'data.attributes.metric.data.attributes.name': { label: 'Metric (event) name', group: 'most_used' },
  'data.attributes.value': { label: 'Value', group: 'e_commerce' },
  'data.attributes.unique_id': { label: 'Unique ID (deduplication)', group: 'most_used' },
  'data.attributes.time': { label: 'Time', group: 'other' },
  'data.attributes.properties.page': { label: 'Page URL', group: 'most_used' },
  'data.attributes.email': { label: 'E-mail', group: 'user' },
  'data.attributes.phone_number': { label: 'Phone number', group: 'user' },
  'data.attributes.external_id': { label: 'External ID', group: 'user' },
  'data.attributes.anonymous_id': { label: 'Anonymous ID', group: 'user' },
  'data.attributes.profile.data.attributes.email': { label: 'E-mail', group: 'user' },
  'data.attributes.profile.data.attributes.phone_number': { label: 'Phone number', group: 'user' },
  'customer_properties.$email': { label: 'E-mail', group: 'user' },
  'customer_properties.$phone_number': { label: 'Phone number', group: 'user' },
  // The legacy and onsite identify calls send the profile in `properties`.
  'properties.$email': { label: 'E-mail', group: 'user' },
  'properties.$phone_number': { label: 'Phone number', group: 'user' },
  $exchange_id: { label: 'Exchange ID', group: 'user' },
  'customer_properties.$exchange_id': { label: 'Exchange ID', group: 'user' },
  'properties.$value': { label: 'Value', group: 'e_commerce' },
};

export const KLAVIYO_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'data.attributes.profile.', group: 'user', label: (rest) => `Profile: ${rest}` },
  {
    prefix: 'data.attributes.properties.',
    group: 'custom_event_parameters',
    label: (rest) => `Property: ${rest}`,
  },
  { prefix: 'data.attributes.', group: 'other', label: (rest) => `Attribute: ${rest}` },
  { prefix: 'customer_properties.', group: 'user', label: (rest) => `Customer property: ${rest}` },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
];
