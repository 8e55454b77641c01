import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Adform Site Tracking (TrackPoint) parameters. */
export const ADFORM_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pm: { label: 'Tracking setup ID', group: 'most_used' },
  ADFPageName: { label: 'Page name', group: 'most_used' },
  ADFdivider: { label: 'Page name divider', group: 'other' },
  lid: { label: 'Tracking point ID', group: 'most_used' },
  ord: { label: 'Order ID or cache buster', group: 'e_commerce' },
  loc: { label: 'Page URL', group: 'most_used' },
  CREFURL: { label: 'Referrer', group: 'most_used' },
  itm: { label: 'Sales data', group: 'e_commerce' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  ADFtpmode: { label: 'Tracking mode', group: 'other' },
  Tz: { label: 'Time-zone offset', group: 'user' },
  MX: { label: 'Screen', group: 'user' },
  Sw: { label: 'Screen width', group: 'user' },
  Sh: { label: 'Screen height', group: 'user' },
  Sc: { label: 'Colour depth', group: 'user' },
};

export const ADFORM_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'var', group: 'custom_event_parameters', label: (rest) => `Variable ${rest}` },
  { prefix: 'svn', group: 'custom_event_parameters', label: (rest) => `System variable ${rest}` },
];
