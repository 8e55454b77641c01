import type { ParamSpec } from '../define-vendor.js';

/** LINE Tag parameters. */
export const LINE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  t_id: { label: 'Tag ID', group: 'most_used' },
  e: { label: 'Event type', group: 'most_used' },
  ev: { label: 'Event name', group: 'most_used' },
  c_t: { label: 'Customer type', group: 'other' },
  p: { label: 'Page URL', group: 'most_used' },
  r: { label: 'Referrer', group: 'most_used' },
  noscript: { label: 'Sent without JavaScript', group: 'other' },
  _ts: { label: 'Timestamp', group: 'other' },
  tl: { label: 'Page title', group: 'most_used' },
  tver: { label: 'Tag version', group: 'other' },
  hem: { label: 'Hashed e-mail', group: 'user' },
  hph: { label: 'Hashed phone', group: 'user' },
  lt_uid: { label: 'First-party cookie ID', group: 'user' },
};
