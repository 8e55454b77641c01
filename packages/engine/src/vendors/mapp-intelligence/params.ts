import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Labels of Mapp Intelligence's request fields, from Mapp's documentation (see mapp-intelligence.ts):
 * the fields of `p`, split out by the decoder as `p.<field>`, and the documented parameters. Fields
 * Mapp does not document (`fns`, `la`, `np`, `pf`…) keep their wire names.
 */
export const MAPP_PARAMS: Readonly<Record<string, ParamSpec>> = {
  track_id: { label: 'Track ID (account, from the path)', group: 'most_used' },
  p: { label: 'Version, page name and browser data (comma-separated)', group: 'other' },
  'p.version': { label: 'Pixel version', group: 'other' },
  'p.content_id': { label: 'Page name (content ID)', group: 'most_used' },
  'p.javascript': { label: 'JavaScript active (1 yes, 0 no)', group: 'user' },
  'p.screen_resolution': { label: 'Screen resolution', group: 'user' },
  'p.color_depth': { label: 'Color depth', group: 'user' },
  'p.cookies': { label: 'Cookies active (1 yes, 0 no)', group: 'user' },
  'p.client_time': { label: 'Client time (ms)', group: 'other' },
  'p.referrer': { label: 'Referrer (0 when none)', group: 'most_used' },
  'p.screen_size': { label: 'Browser window size', group: 'user' },
  'p.java': { label: 'Java active (1 yes, 0 no)', group: 'user' },
  ct: { label: 'Event name', group: 'most_used' },
  pu: { label: 'Page URL', group: 'most_used' },
  eid: { label: 'Ever ID (visitor)', group: 'user' },
  ceid: { label: 'Custom Ever ID (visitor)', group: 'user' },
  one: { label: 'New visitor (1 on the first request)', group: 'user' },
  cd: { label: 'Customer ID', group: 'user' },
  is: { label: 'Internal search term', group: 'most_used' },
  mc: { label: 'Campaign ID (media code)', group: 'most_used' },
  mca: { label: 'Campaign action (c click, v view)', group: 'most_used' },
  ov: { label: 'Order value', group: 'e_commerce' },
  oi: { label: 'Order ID', group: 'e_commerce' },
  cr: { label: 'Currency', group: 'e_commerce' },
};

/** The numbered parameter families Mapp documents (`cp2`, `cg1`, `ck150`…). */
export const MAPP_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'cp', group: 'custom_event_parameters', label: (rest) => `Page parameter ${rest}` },
  { prefix: 'cg', group: 'custom_event_parameters', label: (rest) => `Content group ${rest}` },
  { prefix: 'ck', group: 'custom_event_parameters', label: (rest) => `Event parameter ${rest}` },
  { prefix: 'cs', group: 'custom_event_parameters', label: (rest) => `Session parameter ${rest}` },
  { prefix: 'cb', group: 'e_commerce', label: (rest) => `E-commerce parameter ${rest}` },
  { prefix: 'cc', group: 'custom_event_parameters', label: (rest) => `Campaign parameter ${rest}` },
  { prefix: 'uc', group: 'user', label: (rest) => `User category ${rest}` },
];
