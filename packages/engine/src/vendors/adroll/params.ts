import type { ParamSpec } from '../define-vendor.js';

/** AdRoll pixel parameters. */
export const ADROLL_PARAMS: Readonly<Record<string, ParamSpec>> = {
  advertisable_id: { label: 'Advertiser ID (path)', group: 'most_used' },
  pixel_id: { label: 'Pixel ID (path)', group: 'most_used' },
  arrfrr: { label: 'Page URL', group: 'most_used' },
  adroll_s_ref: { label: 'Referrer', group: 'most_used' },
  keyw: { label: 'Keywords', group: 'custom_event_parameters' },
  adroll_segments: { label: 'Segments', group: 'most_used' },
  adroll_conversion_value: { label: 'Conversion value', group: 'e_commerce' },
  adroll_currency: { label: 'Currency', group: 'e_commerce' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  adroll_fpc: { label: 'First-party cookie ID', group: 'user' },
  cookie: { label: 'AdRoll cookie', group: 'user' },
  adroll_email: { label: 'E-mail (hashed)', group: 'user' },
  pv: { label: 'Page view ID', group: 'other' },
  _s: { label: 'Sequence', group: 'other' },
  _b: { label: 'Browser flags', group: 'other' },
  adroll_version: { label: 'Script version', group: 'other' },
  is_ssl: { label: 'Secure page', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
};
