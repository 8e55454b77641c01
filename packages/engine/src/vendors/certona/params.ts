import type { ParamSpec } from '../define-vendor.js';

/**
 * Labels of the Resonance call's fields; the wire names are matched to the tag's `resx` fields by
 * their values in a real call (inferred, see certona.ts).
 */
export const CERTONA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  appid: { label: 'Application (site) ID', group: 'most_used' },
  ev: { label: 'Event (purchase, shoppingcart, product…)', group: 'most_used' },
  ei: { label: 'Item IDs (inferred)', group: 'e_commerce' },
  qty: { label: 'Quantities', group: 'e_commerce' },
  pr: { label: 'Prices (inferred)', group: 'e_commerce' },
  tt: { label: 'Total (inferred)', group: 'e_commerce' },
  tr: { label: 'Transaction ID (inferred)', group: 'e_commerce' },
  cu: { label: 'Customer ID (inferred)', group: 'user' },
  sc: { label: 'Recommendation scheme (inferred)', group: 'most_used' },
  no: { label: 'Number of recommendations (inferred)', group: 'other' },
  bx: { label: 'Recommendations requested (inferred)', group: 'other' },
  ccb: { label: 'Recommendations callback (inferred)', group: 'other' },
  tk: { label: 'Visitor tracking key (inferred)', group: 'user' },
  ss: { label: 'Session tracking key (inferred)', group: 'user' },
  pg: { label: 'Page view ID (inferred)', group: 'other' },
  vr: { label: 'Tag version (inferred)', group: 'other' },
  ur: { label: 'Page URL', group: 'most_used' },
  rf: { label: 'Referrer', group: 'most_used' },
};
