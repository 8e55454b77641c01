import type { ParamSpec } from '../define-vendor.js';

/**
 * SecuredVisit (4Cite) fields: the names a public example of its tracking call explains, the rest
 * read off a real capture (see securedvisit.ts). `sv_first` and `sv_onetag_id` keep their wire names.
 */
export const SECUREDVISIT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  sv_cid: { label: 'Client ID', group: 'most_used' },
  sv_url: { label: 'Page URL', group: 'most_used' },
  sv_title: { label: 'Page title', group: 'most_used' },
  sv_referrer: { label: 'Referrer', group: 'most_used' },
  sv_keywords: { label: 'Page meta keywords', group: 'most_used' },
  cc_event: { label: 'Capture event', group: 'most_used' },
  cc_context: { label: 'Capture context', group: 'most_used' },
  cc_data: { label: 'Capture data (JSON)', group: 'custom_event_parameters' },
  sv_session: { label: 'Session (device) ID', group: 'user' },
  sv_svem: { label: 'Email address', group: 'user' },
  sv_width: { label: 'Display width', group: 'user' },
  sv_height: { label: 'Display height', group: 'user' },
  sv_tzOffset: { label: 'Time-zone offset', group: 'user' },
  sv_inframe: { label: 'Page in a frame', group: 'other' },
  sv_dt: { label: 'Event date and time', group: 'other' },
  sv_ver: { label: 'Script version', group: 'other' },
  sv_context: { label: 'Context', group: 'other' },
  sv_px_domain_data: { label: 'Pixel domain data (JSON)', group: 'other' },
};
