import type { ParamSpec } from '../define-vendor.js';

/**
 * Siteimprove Analytics fields: documented meanings where Siteimprove's technical specification and its
 * early tracker name them, the rest read off real captures (see siteimprove.ts).
 */
export const SITEIMPROVE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  account_id: { label: "Account ID (the script's file name)", group: 'most_used' },
  accountid: { label: 'Account ID', group: 'most_used' },
  aid: { label: 'Account ID', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  title: { label: 'Page title', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  res: { label: 'Screen resolution', group: 'user' },
  rt: { label: 'Time to fetch and render the page (ms)', group: 'other' },
  prev: { label: 'Session identifier (the same across page views)', group: 'user' },
  luid: { label: 'Page load ID', group: 'user' },
  groups: { label: 'Content group(s)', group: 'most_used' },
  path: { label: 'Breadcrumb path', group: 'most_used' },
  sw: { label: 'Internal search word', group: 'most_used' },
  rnd: { label: 'Random number (cache buster)', group: 'other' },
  p: { label: 'Behavior Map interaction (s|0|<offset> for a scroll)', group: 'most_used' },
  o: { label: 'Hit number in the page load', group: 'other' },
  d: { label: 'Seconds since the page view', group: 'other' },
  ww: { label: 'Window width', group: 'user' },
  wh: { label: 'Window height', group: 'user' },
};
