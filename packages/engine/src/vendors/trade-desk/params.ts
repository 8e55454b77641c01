import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The Trade Desk pixel parameters (universal pixel and conversion tracking tags). */
export const TRADE_DESK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  adv: { label: 'Advertiser ID', group: 'most_used' },
  upid: { label: 'Universal pixel ID', group: 'most_used' },
  ct: { label: 'Tracking tag', group: 'most_used' },
  ref: { label: 'Page URL', group: 'most_used' },
  v: { label: 'Revenue', group: 'e_commerce' },
  vf: { label: 'Currency', group: 'e_commerce' },
  orderid: { label: 'Order ID', group: 'e_commerce' },
  fmt: { label: 'Response format', group: 'other' },
  upv: { label: 'Universal pixel version', group: 'other' },
  paapi: { label: 'Protected Audience API', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  ttd_puid: { label: 'Partner user ID', group: 'user' },
};

export const TRADE_DESK_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'td', group: 'custom_event_parameters', label: (rest) => `Custom parameter ${rest}` },
];
