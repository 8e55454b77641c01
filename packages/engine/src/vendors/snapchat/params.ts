import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Snap Pixel parameters, by wire name (`e_…` event data, `u_…` hashed user data, `m_…` timings). */
export const SNAPCHAT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  pid: { label: 'Pixel ID', group: 'most_used' },
  ev: { label: 'Event', group: 'most_used' },
  pl: { label: 'Page URL', group: 'most_used' },
  rf: { label: 'Referrer', group: 'most_used' },
  intg: { label: 'Integration', group: 'other' },
  ts: { label: 'Timestamp', group: 'other' },
  v: { label: 'Pixel version', group: 'other' },
  if: { label: 'In an iframe', group: 'other' },
  bt: { label: 'Build', group: 'other' },
  e_desc: { label: 'Description', group: 'custom_event_parameters' },
  e_sm: { label: 'Sign-up method', group: 'custom_event_parameters' },
  e_su: { label: 'Success', group: 'custom_event_parameters' },
  e_ss: { label: 'Search string', group: 'custom_event_parameters' },
  e_ni: { label: 'Number of items', group: 'e_commerce' },
  e_iids: { label: 'Item IDs', group: 'e_commerce' },
  e_ic: { label: 'Item category', group: 'e_commerce' },
  e_pia: { label: 'Payment info available', group: 'e_commerce' },
  e_cur: { label: 'Currency', group: 'e_commerce' },
  e_pr: { label: 'Price', group: 'e_commerce' },
  e_tid: { label: 'Transaction ID', group: 'e_commerce' },
  u_hem: { label: 'Hashed e-mail', group: 'user' },
  u_hpn: { label: 'Hashed phone number', group: 'user' },
  u_c1: { label: 'Cookie ID (_scid)', group: 'user' },
  u_scsid: { label: 'Session ID', group: 'user' },
  u_sclid: { label: 'Click ID (ScCid)', group: 'user' },
  m_sl: { label: 'Script load time (ms)', group: 'other' },
  m_rd: { label: 'Page ready time (ms)', group: 'other' },
  m_pi: { label: 'Pixel init time (ms)', group: 'other' },
  m_pl: { label: 'Page load time (ms)', group: 'other' },
  m_ic: { label: 'Init count', group: 'other' },
};

export const SNAPCHAT_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'e_', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
  { prefix: 'u_', group: 'user', label: (rest) => `User data: ${rest}` },
  { prefix: 'ctx.', group: 'other', label: (rest) => `Context: ${rest}` },
  { prefix: 'i.', group: 'user', label: (rest) => `Identify: ${rest}` },
  { prefix: 'log.', group: 'other', label: (rest) => `Log: ${rest}` },
  { prefix: 'md.', group: 'other', label: (rest) => `Page metadata: ${rest}` },
];
