import type { ParamSpec } from '../define-vendor.js';

/** Taboola Pixel (`_tfa`) and conversion postback parameters. */
export const TABOOLA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Account ID', group: 'most_used' },
  en: { label: 'Event name', group: 'most_used' },
  name: { label: 'Event name', group: 'most_used' },
  'item-url': { label: 'Page URL', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  'click-id': { label: 'Click ID (tbclid)', group: 'user' },
  revenue: { label: 'Revenue', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  orderid: { label: 'Order ID', group: 'e_commerce' },
  quantity: { label: 'Quantity', group: 'e_commerce' },
  vi: { label: 'Visitor ID', group: 'user' },
  ui: { label: 'User ID', group: 'user' },
  sd: { label: 'Session data', group: 'user' },
  ri: { label: 'Request ID', group: 'other' },
  tim: { label: 'Time', group: 'other' },
  tos: { label: 'Time on site (s)', group: 'other' },
  ssd: { label: 'Session start date', group: 'other' },
  scd: { label: 'Session count', group: 'other' },
  cv: { label: 'Script version', group: 'other' },
  'partner-name': { label: 'Partner name', group: 'other' },
  gdpr_applies: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  ccpa_ps: { label: 'US privacy string', group: 'consent_mode' },
};
