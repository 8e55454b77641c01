import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** PostHog capture fields (flattened) and request options. */
export const POSTHOG_PARAMS: Readonly<Record<string, ParamSpec>> = {
  event: { label: 'Event', group: 'most_used' },
  api_key: { label: 'Project token', group: 'most_used' },
  token: { label: 'Project token', group: 'most_used' },
  'properties.token': { label: 'Project token', group: 'most_used' },
  uuid: { label: 'Event UUID', group: 'most_used' },
  distinct_id: { label: 'Distinct ID', group: 'user' },
  'properties.distinct_id': { label: 'Distinct ID', group: 'user' },
  'properties.$current_url': { label: 'Page URL', group: 'most_used' },
  'properties.$pathname': { label: 'Page path', group: 'most_used' },
  'properties.title': { label: 'Page title', group: 'most_used' },
  'properties.$referrer': { label: 'Referrer', group: 'most_used' },
  'properties.$session_id': { label: 'Session ID', group: 'user' },
  'properties.$device_id': { label: 'Device ID', group: 'user' },
  'properties.$window_id': { label: 'Window ID', group: 'other' },
  'properties.$lib': { label: 'Library', group: 'other' },
  'properties.$lib_version': { label: 'Library version', group: 'other' },
  timestamp: { label: 'Timestamp', group: 'other' },
  offset: { label: 'Offset (ms)', group: 'other' },
  ip: { label: 'Geolocate from IP', group: 'user' },
  _: { label: 'Cache buster', group: 'other' },
  ver: { label: 'Library version', group: 'other' },
  compression: { label: 'Body compression', group: 'other' },
  v: { label: 'API version', group: 'other' },
};

export const POSTHOG_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.$set', group: 'user', label: (rest) => `Person property${rest}` },
  { prefix: 'properties.utm_', group: 'most_used', label: (rest) => `UTM ${rest}` },
  { prefix: 'properties.$', group: 'other', label: (rest) => `PostHog property: $${rest}` },
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  { prefix: '$set', group: 'user', label: (rest) => `Person property${rest}` },
];
