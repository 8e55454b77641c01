import type { ParamSpec } from '../define-vendor.js';

/** Fields of the Facebook JS SDK's App Events on `facebook.com/tr` (names as sent, see facebook-sdk.ts). */
export const FACEBOOK_SDK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'App ID', group: 'most_used' },
  ev: { label: 'App event', group: 'most_used' },
  dl: { label: 'Page URL', group: 'most_used' },
  rl: { label: 'Referrer', group: 'most_used' },
  if: { label: 'In an iframe', group: 'other' },
  ts: { label: 'Timestamp', group: 'other' },
  sw: { label: 'Screen width', group: 'user' },
  sh: { label: 'Screen height', group: 'user' },
  // Sent empty in every capture seen; its meaning is not documented.
  at: { label: 'at (undocumented, sent empty)', group: 'other' },
};
