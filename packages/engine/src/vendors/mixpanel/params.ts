import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Mixpanel message fields (flattened) and request options. */
export const MIXPANEL_PARAMS: Readonly<Record<string, ParamSpec>> = {
  data: { label: 'Data (JSON or base64)', group: 'other' },
  ip: { label: 'Geolocate from IP', group: 'user' },
  verbose: { label: 'Verbose response', group: 'other' },
  _: { label: 'Cache buster', group: 'other' },
  event: { label: 'Event', group: 'most_used' },
  'properties.token': { label: 'Project token', group: 'most_used' },
  'properties.distinct_id': { label: 'Distinct ID', group: 'user' },
  'properties.$device_id': { label: 'Device ID', group: 'user' },
  'properties.$user_id': { label: 'User ID', group: 'user' },
  'properties.$insert_id': { label: 'Insert ID (deduplication)', group: 'most_used' },
  'properties.time': { label: 'Time', group: 'other' },
  'properties.$current_url': { label: 'Page URL', group: 'most_used' },
  'properties.current_page_url': { label: 'Page URL', group: 'most_used' },
  'properties.current_page_title': { label: 'Page title', group: 'most_used' },
  'properties.$referrer': { label: 'Referrer', group: 'most_used' },
  'properties.$os': { label: 'OS', group: 'user' },
  'properties.$browser': { label: 'Browser', group: 'user' },
  'properties.$screen_height': { label: 'Screen height', group: 'user' },
  'properties.$screen_width': { label: 'Screen width', group: 'user' },
  'properties.mp_lib': { label: 'Library', group: 'other' },
  'properties.$lib_version': { label: 'Library version', group: 'other' },
  $token: { label: 'Project token', group: 'most_used' },
  $distinct_id: { label: 'Distinct ID', group: 'user' },
  $device_id: { label: 'Device ID', group: 'user' },
  $user_id: { label: 'User ID', group: 'user' },
  $group_key: { label: 'Group key', group: 'user' },
  $group_id: { label: 'Group ID', group: 'user' },
};

export const MIXPANEL_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.utm_', group: 'most_used', label: (rest) => `UTM ${rest}` },
  { prefix: 'properties.$', group: 'other', label: (rest) => `Mixpanel property: $${rest}` },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  { prefix: '$set', group: 'user', label: (_rest, name) => `Profile update: ${name}` },
  { prefix: '$', group: 'user', label: (rest) => `Profile operation: $${rest}` },
];
