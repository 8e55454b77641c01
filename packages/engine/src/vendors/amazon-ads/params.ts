import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Amazon Ad Tag and Amazon DSP pixel parameters. */
export const AMAZON_ADS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pid: { label: 'Tag ID', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  d: { label: 'Pixel kind', group: 'other' },
  'ex-fargs': { label: 'Pixel arguments', group: 'other' },
  'ex-fargs.id': { label: 'Pixel ID', group: 'most_used' },
  'ex-fargs.type': { label: 'Pixel type', group: 'most_used' },
  'ex-fargs.m': { label: 'Marketplace', group: 'other' },
  'ex-fch': { label: 'Channel', group: 'other' },
  'ex-src': { label: 'Page URL', group: 'most_used' },
  'ex-hargs': { label: 'Header arguments', group: 'other' },
  'ex-hargs.c': { label: 'Advertiser entity ID', group: 'most_used' },
  'ex-hargs.p': { label: 'Pixel ID (header)', group: 'other' },
  'ex-hargs.v': { label: 'Header version', group: 'other' },
  value: { label: 'Value', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  ts: { label: 'Timestamp', group: 'other' },
  cb: { label: 'Cache buster', group: 'other' },
  gtmVersion: { label: 'GTM template version', group: 'other' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  gdpr_pd: { label: 'Personal data processed', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  amzn_consent: { label: 'Amazon consent signal', group: 'consent_mode' },
  ex: { label: 'Cookie-sync partner (inferred)', group: 'most_used' },
  id: { label: "Partner's user ID (cookie sync, inferred)", group: 'user' },
  google_gid: { label: "Google's user ID (cookie sync)", group: 'user' },
  xid: { label: "Partner's user ID (cookie sync, inferred)", group: 'user' },
};

export const AMAZON_ADS_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ex-fargs.', group: 'other', label: (rest) => `Pixel argument ${rest}` },
  { prefix: 'ex-hargs.', group: 'other', label: (rest) => `Header argument ${rest}` },
];
