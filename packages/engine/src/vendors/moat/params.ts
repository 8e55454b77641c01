import type { ParamSpec } from '../define-vendor.js';

/**
 * Labels of Moat's fields: the partner code its guides name, and the fields whose role the real tags
 * show (see moat.ts); Moat publishes no wire format, so the many short state fields of `n.js` stay
 * under their wire names.
 */
export const MOAT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  moatPartnerCode: { label: 'Partner code', group: 'most_used' },
  i: { label: 'Client id (tag code)', group: 'most_used' },
  e: { label: 'Event code (meaning not published)', group: 'most_used' },
  d: { label: 'Client levels 1 to 4 (level1:level2:level3:level4)', group: 'most_used' },
  k: { label: 'Error text (error reports)', group: 'other' },
  pcode: { label: 'Partner code', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  gu: { label: 'Page URL', group: 'most_used' },
  gw: { label: 'Partner code', group: 'most_used' },
  j: { label: 'Referrer', group: 'other' },
  lineItemId: { label: 'Line item ID', group: 'most_used' },
  callback: { label: 'JSONP callback', group: 'other' },
  t: { label: 'Time (ms)', group: 'other' },
  de: { label: 'Random number', group: 'other' },
  ar: { label: 'Tag build', group: 'other' },
};
