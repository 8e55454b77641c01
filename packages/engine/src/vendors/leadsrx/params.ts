import type { ParamSpec } from '../define-vendor.js';

/**
 * LeadsRx beacon fields: the account tag as LeadsRx documents it, the rest read off a real capture
 * (see leadsrx.ts). `lc`, `anon` and `vin` keep their wire names.
 */
export const LEADSRX_PARAMS: Readonly<Record<string, ParamSpec>> = {
  acctTag: { label: 'Account tag', group: 'most_used' },
  u: { label: 'Page URL', group: 'most_used' },
  t: { label: 'Page title', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  tz: { label: 'Time-zone offset', group: 'other' },
};
