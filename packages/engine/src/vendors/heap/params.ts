import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Heap parameters: the classic `/h` query and the JSON bodies of the API calls. */
export const HEAP_PARAMS: Readonly<Record<string, ParamSpec>> = {
  a: { label: 'Environment ID', group: 'most_used' },
  app_id: { label: 'Environment ID', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  h: { label: 'Page path', group: 'most_used' },
  t: { label: 'Page title', group: 'most_used' },
  d: { label: 'Domain', group: 'most_used' },
  r: { label: 'Referrer', group: 'most_used' },
  q: { label: 'Query string', group: 'most_used' },
  u: { label: 'User ID', group: 'user' },
  identity: { label: 'Identity', group: 'user' },
  user_id: { label: 'User ID', group: 'user' },
  v: { label: 'Page view ID', group: 'other' },
  s: { label: 'Session ID', group: 'user' },
  b: { label: 'Platform', group: 'other' },
  tv: { label: 'Tracker version', group: 'other' },
  lv: { label: 'Library version', group: 'other' },
  st: { label: 'Send time', group: 'other' },
  ts: { label: 'Time', group: 'other' },
  z: { label: 'Sampling flag', group: 'other' },
  sq: { label: 'Sequence', group: 'other' },
  sp: { label: 'Screen size', group: 'user' },
};

export const HEAP_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'properties.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
];
