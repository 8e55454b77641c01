import type { ParamSpec } from '../define-vendor.js';

/** LiveRamp sync pixel fields (names as sent; meanings from real captures, see liveramp.ts). */
export const LIVERAMP_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pixel_id: {
    label: "LiveRamp pixel ID (the path's; a partner's, 1000 LiveRamp's own hop)",
    group: 'most_used',
  },
  partner_uid: { label: "Partner's user ID", group: 'user' },
  memo: { label: 'Sync state carried through the redirect (encoded)', group: 'other' },
  n: { label: 'Step of the outbound sync chain', group: 'other' },
  pdata: { label: 'Partner data (key=value)', group: 'custom_event_parameters' },
  served_by: { label: 'Served by', group: 'other' },
  credir: { label: 'Partner URL to redirect to after the sync', group: 'other' },
  redirect: { label: 'Redirected once (cookie check)', group: 'other' },
  queue: { label: 'Queue', group: 'other' },
  google_error: { label: "Google cookie matching's error code", group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
};
