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
  d: {
    label: 'Client levels 1 to 4 (level1:level2:level3:level4); the site on moatpixel.com pixels',
    group: 'most_used',
  },
  k: { label: 'Error text (error reports)', group: 'other' },
  pcode: { label: 'Partner code', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  gu: { label: 'Page URL', group: 'most_used' },
  gw: { label: 'Partner code', group: 'most_used' },
  j: { label: 'Referrer', group: 'other' },
  lineItemId: { label: 'Line item ID', group: 'most_used' },
  callback: { label: 'JSONP callback', group: 'other' },
  t: { label: 'Time (ms); the summary type on moatpixel.com pixels (meas, iv, hdn…)', group: 'other' },
  q: { label: 'Sequence number (the pixels of one ad)', group: 'other' },
  L1id: { label: 'Ad level 1 id', group: 'custom_event_parameters' },
  L2id: { label: 'Ad level 2 id', group: 'custom_event_parameters' },
  L3id: { label: 'Ad level 3 id', group: 'custom_event_parameters' },
  L4id: { label: 'Ad level 4 id', group: 'custom_event_parameters' },
  de: { label: 'Random number', group: 'other' },
  ar: { label: 'Tag build', group: 'other' },
};
