import type { ParamSpec } from '../define-vendor.js';

/** Outbrain Pixel (`obApi`) and Amplify pixel parameters. */
export const OUTBRAIN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  marketerId: { label: 'Marketer ID(s)', group: 'most_used' },
  mid: { label: 'Marketer ID (Amplify pixel)', group: 'most_used' },
  name: { label: 'Event name', group: 'most_used' },
  dl: { label: 'Page URL', group: 'most_used' },
  orderValue: { label: 'Order value', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  orderId: { label: 'Order ID', group: 'e_commerce' },
  optOut: { label: 'Opted out', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  ob_click_id: { label: 'Click ID (dicbo)', group: 'user' },
  obApiVersion: { label: 'API version', group: 'other' },
  obtpVersion: { label: 'Pixel version', group: 'other' },
  bust: { label: 'Cache buster', group: 'other' },
};
