import type { ParamSpec } from '../define-vendor.js';

/** Microsoft Invest (Xandr, AppNexus) conversion and segment pixel parameters. */
export const XANDR_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Conversion pixel ID', group: 'most_used' },
  seg: { label: 'Segment ID', group: 'most_used' },
  add: { label: 'Segments added', group: 'most_used' },
  remove: { label: 'Segments removed', group: 'most_used' },
  member: { label: 'Member ID (owner of the segments)', group: 'most_used' },
  add_code: { label: 'Segment codes added', group: 'most_used' },
  value: { label: 'Value', group: 'e_commerce' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  other: { label: 'Extra data', group: 'custom_event_parameters' },
  redir: { label: 'Redirect', group: 'other' },
  t: { label: 'Response type', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
};
