import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** LinkedIn Insight Tag parameters: `/collect` query fields and `/wa/` website-signal body fields. */
export const LINKEDIN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pid: { label: 'Partner ID', group: 'most_used' },
  conversionId: { label: 'Conversion ID', group: 'most_used' },
  eventId: { label: 'Event ID (deduplication)', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  fmt: { label: 'Pixel format', group: 'other' },
  v: { label: 'Pixel version', group: 'other' },
  time: { label: 'Timestamp', group: 'other' },
  tm: { label: 'Tag manager', group: 'other' },
  cookiesTest: { label: 'Cookies test', group: 'other' },
  liSync: { label: 'LinkedIn cookie sync', group: 'other' },
  e_ipv6: { label: 'IPv6 address', group: 'user' },
  'pids[0]': { label: 'Partner ID', group: 'most_used' },
  signalType: { label: 'Signal type', group: 'most_used' },
  pageTitle: { label: 'Page title', group: 'most_used' },
  domain: { label: 'Domain', group: 'other' },
  href: { label: 'Link target', group: 'custom_event_parameters' },
  scriptVersion: { label: 'Script version', group: 'other' },
  websiteSignalRequestId: { label: 'Signal request ID', group: 'other' },
  isTranslated: { label: 'Page translated', group: 'other' },
  isLinkedInApp: { label: 'In the LinkedIn app', group: 'other' },
  liFatId: { label: 'Click ID (li_fat_id)', group: 'user' },
  li_adsId: { label: 'Ads ID (li_adsId cookie)', group: 'user' },
  liGiant: { label: 'LinkedIn giant ID', group: 'user' },
  hem: { label: 'Hashed e-mail', group: 'user' },
};

export const LINKEDIN_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'pids[', group: 'most_used', label: (rest) => `Partner ID ${rest.replace(']', '')}` },
  { prefix: 'domAttributes.', group: 'custom_event_parameters', label: (rest) => `Clicked element: ${rest}` },
  { prefix: 'elementCrumbsTree', group: 'other', label: (rest) => `Element path${rest}` },
  { prefix: 'innerElements', group: 'other', label: (rest) => `Inner elements${rest}` },
  { prefix: 'misc.', group: 'other', label: (rest) => `Misc: ${rest}` },
];
