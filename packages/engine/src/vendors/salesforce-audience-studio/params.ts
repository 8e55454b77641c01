import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Audience Studio (Krux) fields: the page beacon's from AMP's published Krux configuration, the
 * others named as the control tag sends them in real captures (see salesforce-audience-studio.ts).
 */
export const AUDIENCE_STUDIO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  confid: { label: 'Configuration ID (ConfID)', group: 'most_used' },
  _kpid: { label: 'Publisher ID', group: 'most_used' },
  pub: { label: 'Publisher ID', group: 'most_used' },
  pubid: { label: 'Publisher ID', group: 'most_used' },
  _kcp_s: { label: 'Site', group: 'most_used' },
  _kcp_sc: { label: 'Section', group: 'most_used' },
  _kcp_ssc: { label: 'Subsection', group: 'most_used' },
  _kcp_d: { label: 'Canonical host', group: 'most_used' },
  _kpref_: { label: 'Referrer', group: 'other' },
  source: { label: 'Source (smarttag: the control tag; amp)', group: 'other' },
  fired: { label: 'What made the beacon fire', group: 'other' },
  pageview: { label: 'Page view (false on events)', group: 'other' },
  t_navigation_type: { label: 'Navigation type', group: 'other' },
  t_dns: { label: 'DNS lookup time (ms)', group: 'other' },
  t_tcp: { label: 'TCP connect time (ms)', group: 'other' },
  t_http_request: { label: 'Server response time (ms)', group: 'other' },
  t_http_response: { label: 'Page download time (ms)', group: 'other' },
  t_content_ready: { label: 'Content load time (ms)', group: 'other' },
  t_window_load: { label: 'Page load time (ms)', group: 'other' },
  t_redirect: { label: 'Redirect time (ms)', group: 'other' },
  store_user: { label: 'Audience Studio user ID (stored)', group: 'user' },
  store_user_after: { label: 'Audience Studio user ID (stored after the call)', group: 'user' },
  jsonp_requests: { label: 'JSONP calls and their times', group: 'other' },
  _kdpid: { label: 'Data provider ID', group: 'most_used' },
  technographics: { label: 'Technographics requested', group: 'other' },
  callback: { label: 'JSONP callback', group: 'other' },
  partner: { label: 'Sync partner', group: 'most_used' },
  partner_id: { label: 'Sync partner', group: 'most_used' },
  partner_uid: { label: "Partner's user ID", group: 'user' },
  partner_user_id: { label: "Partner's user ID", group: 'user' },
  uid: { label: "Partner's user ID", group: 'user' },
  kuid_status: { label: 'Audience Studio user ID status', group: 'user' },
  google_gid: { label: "Google's user ID (cookie matching)", group: 'user' },
  google_cver: { label: 'Google cookie matching version', group: 'other' },
  r: { label: 'Redirect URL', group: 'other' },
  control_tag_version: { label: 'Control tag version', group: 'other' },
  commit: { label: 'Control tag build', group: 'other' },
  siteid: { label: 'Site ID', group: 'most_used' },
  site_name: { label: 'Site name', group: 'most_used' },
  browser_bucket: { label: 'Browser family', group: 'other' },
  lang: { label: 'Language', group: 'other' },
  log_version: { label: 'Log format version', group: 'other' },
  errors: { label: 'Errors (JSON)', group: 'other' },
  geo_country: { label: 'Country', group: 'user' },
  geo_dma: { label: 'DMA region', group: 'user' },
};

export const AUDIENCE_STUDIO_PATTERNS: readonly ParamPattern[] = [
  { prefix: '_kua_', group: 'user', label: (rest) => `User attribute: ${rest}` },
  { prefix: '_kpa_', group: 'custom_event_parameters', label: (rest) => `Page attribute: ${rest}` },
];
