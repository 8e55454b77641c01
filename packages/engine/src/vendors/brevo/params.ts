import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The tracker's automation fields (`/p`) and the REST tracker's body fields (`/api/v2/…`). */
export const BREVO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  sib_type: { label: 'Call type (page, track, trackLink, identify)', group: 'most_used' },
  sib_name: { label: 'Event or page name', group: 'most_used' },
  key: { label: 'Tracker client key', group: 'most_used' },
  ma_url: { label: 'Page URL', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  ma_title: { label: 'Page title', group: 'most_used' },
  ma_referrer: { label: 'Referrer', group: 'most_used' },
  ma_path: { label: 'Page path', group: 'other' },
  referrer: { label: 'Referrer', group: 'most_used' },
  pathname: { label: 'Page path', group: 'other' },
  href: { label: 'Link URL', group: 'most_used' },
  linkid: { label: 'Link element ID', group: 'other' },
  email_id: { label: 'E-mail', group: 'user' },
  'contact.email_id': { label: 'E-mail', group: 'user' },
  email: { label: 'E-mail', group: 'user' },
  cuid: { label: 'Visitor ID (sib_cuid cookie)', group: 'user' },
  session_id: { label: 'Visitor ID (older trackers)', group: 'user' },
  event: { label: 'Event name', group: 'most_used' },
  link: { label: 'Link', group: 'most_used' },
  page: { label: 'Page name', group: 'most_used' },
};

/** Event data, custom properties and contact attributes of JSON bodies. */
export const BREVO_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'event.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
  { prefix: 'eventdata.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
  { prefix: 'properties.', group: 'user', label: (rest) => `Contact property: ${rest}` },
  { prefix: 'attributes.', group: 'user', label: (rest) => `Contact attribute: ${rest}` },
];
