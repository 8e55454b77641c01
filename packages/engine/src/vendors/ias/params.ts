import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Labels of the Integral Ad Science fields: those IAS documents for its tags (`anId` … `custom3`),
 * those Prebid's IAS module sends (`slot`, `wr`, `sr`, `url`), and those whose role the captures show
 * (see ias.ts); the rest stay under their wire names.
 */
export const IAS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  anId: { label: 'Client ID (anId)', group: 'most_used' },
  advId: { label: 'Advertiser ID', group: 'most_used' },
  campId: { label: 'Campaign ID (or creative size)', group: 'most_used' },
  pubId: { label: 'Publisher ID', group: 'most_used' },
  chanId: { label: 'Channel (ad unit) ID', group: 'most_used' },
  placementId: { label: 'Placement (line item) ID', group: 'most_used' },
  pubCreative: { label: 'Creative ID', group: 'most_used' },
  pubOrder: { label: 'Order ID', group: 'most_used' },
  custom: { label: 'Custom field 1', group: 'custom_event_parameters' },
  custom2: { label: 'Custom field 2', group: 'custom_event_parameters' },
  custom3: { label: 'Custom field 3', group: 'custom_event_parameters' },
  impId: { label: 'Impression ID', group: 'other' },
  advEntityId: { label: 'Advertiser entity ID', group: 'most_used' },
  pubEntityId: { label: 'Publisher entity ID', group: 'most_used' },
  pubEnt: { label: 'Publisher entity ID', group: 'most_used' },
  ad_server: { label: 'Tag kind (from the path: st, dc…)', group: 'most_used' },
  ad_tag: { label: 'Wrapped ad tag (from the path)', group: 'most_used' },
  vast_wrapper: { label: 'Video wrapper kind (from the path)', group: 'most_used' },
  originalVast: { label: "The ad's own VAST URL", group: 'most_used' },
  asId: { label: 'Ad session ID', group: 'most_used' },
  asid: { label: 'Ad session ID', group: 'most_used' },
  'adsafe_jsinfo.id': { label: 'Ad session ID (from adsafe_jsinfo)', group: 'most_used' },
  adsafe_url: { label: 'Page or frame URL', group: 'most_used' },
  adsafe_type: { label: 'Kind of the URL before', group: 'other' },
  adsafe_jsinfo: { label: 'Measurement data (adsafe_jsinfo)', group: 'other' },
  tv: { label: 'Measurement data (tv)', group: 'other' },
  'tv.type': { label: 'Ping type (from tv)', group: 'most_used' },
  br: { label: 'Browser code', group: 'other' },
  second_pass: { label: 'Second pass (after the redirect)', group: 'other' },
  slot: { label: 'Ad slot {id, sizes, ad unit path}', group: 'most_used' },
  wr: { label: 'Window size', group: 'other' },
  sr: { label: 'Screen size', group: 'other' },
  url: { label: 'Page URL', group: 'most_used' },
  sessionId: { label: 'Session ID', group: 'user' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'GDPR consent string', group: 'consent_mode' },
  gdpr_pd: { label: 'GDPR personal data', group: 'consent_mode' },
};

/** DSP macros an ad platform fills into the tag (`ias_campId`, `ias_impId`…). */
export const IAS_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ias_', group: 'most_used', label: (rest) => `Ad platform macro: ${rest}` },
];
