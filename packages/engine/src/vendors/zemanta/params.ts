import type { ParamSpec } from '../define-vendor.js';

/** Zemanta (Outbrain's DSP) pixel fields; the ids come from the path. */
export const ZEMANTA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  account_id: { label: 'Account ID (path)', group: 'most_used' },
  event_name: { label: 'Event (path)', group: 'most_used' },
  pixel_type: { label: 'Pixel type (path)', group: 'other' },
  ref: { label: 'Referrer', group: 'most_used' },
  postbackid: { label: 'Postback click ID', group: 'user' },
  cb: { label: 'Cache buster', group: 'other' },
};
