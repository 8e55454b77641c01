import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Adobe Advertising fields (documented by Adobe, or read off its tags; see adobe-advertising.ts). */
export const ADOBE_ADVERTISING_PARAMS: Readonly<Record<string, ParamSpec>> = {
  ev_transid: { label: 'Transaction ID', group: 'e_commerce' },
  ev_sid: { label: 'Ad network ID (3 Google Ads, 10 Microsoft Advertising, 45 Meta…)', group: 'most_used' },
  ev_cl: { label: 'Click ID', group: 'most_used' },
  ev_rs: { label: 'Exchange the ad was bought on', group: 'other' },
  ev___loc: { label: 'Page URL', group: 'most_used' },
  ev___ref: { label: 'Referrer', group: 'other' },
  px_evt: { label: 'Image tag event (t transaction, s segment)', group: 'most_used' },
  s: { label: 'Segment ID', group: 'most_used' },
  sids: { label: 'Pixels fired', group: 'other' },
  sid: { label: 'DSP segment pixel ID', group: 'most_used' },
  cs: { label: 'Cookie sync', group: 'other' },
  cpk: { label: 'Conversion pixel key', group: 'most_used' },
  cak: { label: 'Conversion key (meaning not published)', group: 'other' },
  url: { label: 'URL to send the browser on to', group: 'other' },
  efid: { label: 'EF ID', group: 'user' },
  action: { label: 'Visitor action', group: 'most_used' },
  cm_partner: { label: 'Cookie-matching partner (dd Audience Manager, ax Google)', group: 'most_used' },
  d_uuid: { label: 'Audience Manager user ID', group: 'user' },
  cookieid: { label: 'Cookie ID', group: 'user' },
  google_error: { label: "Google cookie matching's error code", group: 'other' },
  pid: { label: 'Sync partner ID', group: 'most_used' },
  redir: { label: "Partner's URL to redirect to (the user id filled in by Adobe)", group: 'other' },
  _test: { label: 'Cookie check (the user id read back)', group: 'user' },
  _les_imsOrgId: { label: 'Experience Cloud organisation ID', group: 'most_used' },
  _les_rsid: { label: 'Report suite IDs', group: 'most_used' },
  _les_sdid: { label: 'Supplemental data ID (SDID)', group: 'other' },
  _les_mid: { label: 'Experience Cloud ID (ECID)', group: 'user' },
  _les_url: { label: 'Page URL', group: 'most_used' },
  _les_last_search_click: { label: 'Last search click', group: 'other' },
  gtmcb: { label: 'Cache buster (Google Tag Manager)', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
};

export const ADOBE_ADVERTISING_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ev_', group: 'e_commerce', label: (rest) => `Conversion property: ${rest}` },
];
