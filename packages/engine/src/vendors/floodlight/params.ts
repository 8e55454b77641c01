import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import { CCM_COLLECT_PARAMS, GOOGLE_CLIENT_HINT_PARAMS } from '../google-ads/params.js';

/** Floodlight (Campaign Manager 360) fields, sent as `;`-separated `name=value` pairs in the path. */
export const FLOODLIGHT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  src: { label: 'Advertiser ID (src)', group: 'most_used' },
  type: { label: 'Activity group (type)', group: 'most_used' },
  cat: { label: 'Activity tag (cat)', group: 'most_used' },
  ord: { label: 'Order ID or cache buster (ord)', group: 'most_used' },
  num: { label: 'Unique-count cache buster (num)', group: 'other' },
  dc_random: { label: 'Random value per hit (dc_random)', group: 'other' },
  qty: { label: 'Quantity', group: 'e_commerce' },
  cost: { label: 'Revenue (cost)', group: 'e_commerce' },
  prd: { label: 'Products (prd)', group: 'e_commerce' },
  '~oref': { label: 'Page URL', group: 'most_used' },
  dc_pre: { label: 'Follow-up of click ID (dc_pre)', group: 'other' },
  dc_lat: { label: 'Limit ad tracking', group: 'consent_mode' },
  dc_rdid: { label: 'Resettable device ID', group: 'user' },
  tag_for_child_directed_treatment: { label: 'Child-directed treatment', group: 'consent_mode' },
  tfua: { label: 'Under the age of consent', group: 'consent_mode' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  gcs: { label: 'Consent state (gcs)', group: 'consent_mode' },
  gcd: { label: 'Consent defaults (gcd)', group: 'consent_mode' },
  dma: { label: 'DMA applies', group: 'consent_mode' },
  dma_cps: { label: 'DMA consent purposes', group: 'consent_mode' },
  auiddc: { label: 'Conversion linker ID (_gcl_au)', group: 'user' },
  gclaw: { label: 'Google click ID (gclid)', group: 'user' },
  gcldc: { label: 'DoubleClick click ID (dclid)', group: 'user' },
  match_id: { label: 'Match ID', group: 'user' },
  gtm: { label: 'Tag container hash', group: 'other' },
  epver: { label: 'Event protocol version', group: 'other' },
  frm: { label: 'In a frame', group: 'other' },
  tag_exp: { label: 'Tag experiments', group: 'other' },
  _tu: { label: 'Tag usage', group: 'other' },
  ...GOOGLE_CLIENT_HINT_PARAMS,
  // The Google tag's ccm/collect ping for a DC- destination (floodlight.ts).
  ...CCM_COLLECT_PARAMS,
  auid: { label: 'Conversion linker ID (_gcl_au)', group: 'user' },
};

export const FLOODLIGHT_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'u',
    group: (rest) => (/^\d+$/.test(rest) ? 'custom_event_parameters' : 'other'),
    label: (rest, name) => (/^\d+$/.test(rest) ? `Custom variable u${rest}` : name),
  },
];
