import type { ParamSpec } from '../define-vendor.js';

/**
 * OptinMonster fields: the account and campaign ids as the embed code and the capture show them, the
 * rest read off a real capture (see optinmonster.ts). `sid`, `rt` and `v` are not described anywhere
 * public and keep their wire names.
 */
export const OPTINMONSTER_PARAMS: Readonly<Record<string, ParamSpec>> = {
  account_id: { label: 'Account ID (from the path)', group: 'most_used' },
  aid: { label: 'Account ID', group: 'most_used' },
  cid: { label: 'Campaign ID (slug)', group: 'most_used' },
  campaign_id: { label: 'Campaign ID (slug, from the path)', group: 'most_used' },
  view_file: { label: 'Campaign view file (from the path)', group: 'most_used' },
  cty: { label: 'Campaign type', group: 'most_used' },
  dv: { label: 'Device type', group: 'user' },
  url: { label: 'Page path (without host or leading slash)', group: 'most_used' },
  d: { label: 'Site domain', group: 'most_used' },
};
