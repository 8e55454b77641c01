import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The named c-values (`c1`…); the tag writes them in lower or upper case (`c2`, `C2`). */
const C_VALUES: Readonly<Record<string, ParamSpec>> = {
  c1: {
    label: 'Tag type (2: page or site tag; 1 in ad and content tags; 9: a partner ID sync)',
    group: 'most_used',
  },
  c2: { label: 'Client ID (publisher ID)', group: 'most_used' },
  c4: {
    label: 'Publisher value c4 (the page URL in tags without JavaScript)',
    group: 'custom_event_parameters',
  },
  c7: { label: 'Page URL', group: 'most_used' },
  c8: { label: 'Page title', group: 'most_used' },
  c9: { label: 'Referrer', group: 'most_used' },
  c12: { label: 'Visitor ID (app and device tags)', group: 'user' },
};

/** c3 to c20 without a meaning of their own: values the publisher defines. */
const PUBLISHER_VALUES: ReadonlyArray<readonly [string, ParamSpec]> = Array.from(
  { length: 18 },
  (_, index) => {
    const name = `c${index + 3}`;
    return [name, { label: `Publisher value ${name}`, group: 'custom_event_parameters' }] as const;
  },
).filter(([name]) => !Object.hasOwn(C_VALUES, name));

const C_VALUES_BOTH_CASES: Readonly<Record<string, ParamSpec>> = Object.fromEntries(
  [...Object.entries(C_VALUES), ...PUBLISHER_VALUES].flatMap(([name, spec]) => [
    [name, spec],
    [name.toUpperCase(), spec],
  ]),
);

/** The page tag's fields, the consent fields and the streaming tag's content metadata. */
export const COMSCORE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  ...C_VALUES_BOTH_CASES,
  cv: { label: 'Tag version', group: 'other' },
  cj: { label: 'Tag flag cj', group: 'other' },
  rn: { label: 'Cache buster', group: 'other' },
  ns__t: { label: 'Send time (ms)', group: 'other' },
  ns_ts: { label: 'Send time (ms)', group: 'other' },
  ns_c: { label: 'Page character set', group: 'other' },
  ns_cut: { label: 'Cut-off remainder (URL over 2,048 characters)', group: 'other' },
  ns_site: { label: 'Site (Digital Analytix)', group: 'most_used' },
  ns_client: { label: 'Client (Digital Analytix, from the path)', group: 'most_used' },
  ns_sitename: { label: 'Site (Digital Analytix, from the path)', group: 'most_used' },
  ns_jspageurl: { label: 'Page URL (Digital Analytix)', group: 'most_used' },
  ns_ti: { label: 'Page title (Digital Analytix)', group: 'most_used' },
  ns_referrer: { label: 'Referrer (Digital Analytix)', group: 'most_used' },
  ns_ap_ev: { label: 'App event (start, hidden…)', group: 'most_used' },
  name: { label: 'Page name (Digital Analytix)', group: 'most_used' },
  ns_type: { label: 'Event type (view, hidden)', group: 'most_used' },
  cs_ucfr: { label: 'User consent (1 granted, 0 denied, empty unknown)', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies (1 yes, 0 no)', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  cs_cmp_id: { label: 'Consent management platform ID', group: 'consent_mode' },
  cs_xi: { label: "Partner's user ID (ID sync, inferred)", group: 'user' },
  cs_fpid: { label: 'First-party ID', group: 'user' },
  cs_fpit: { label: 'First-party ID type', group: 'user' },
  cs_fpdm: { label: 'First-party data', group: 'user' },
  cs_fpdt: { label: 'First-party data type', group: 'user' },
  cs_fpcu: { label: 'First-party cookie value (_scor_uid)', group: 'user' },
  cs_cfg: { label: 'Tag configuration', group: 'other' },
  ns_st_ev: { label: 'Streaming event (play, pause, end, hb…)', group: 'most_used' },
  ns_st_ci: { label: 'Content ID', group: 'most_used' },
  ns_st_pr: { label: 'Program title', group: 'most_used' },
  ns_st_ep: { label: 'Episode title', group: 'most_used' },
  ns_st_st: { label: 'Station title', group: 'most_used' },
  ns_st_pu: { label: 'Publisher brand', group: 'most_used' },
  ns_st_tpr: { label: 'Program ID', group: 'other' },
  ns_st_tep: { label: 'Episode ID', group: 'other' },
  ns_st_sn: { label: 'Season number', group: 'other' },
  ns_st_en: { label: 'Episode number', group: 'other' },
  ns_st_ge: { label: 'Genre', group: 'other' },
  ns_st_ddt: { label: 'Digital air date', group: 'other' },
  ns_st_tdt: { label: 'TV air date', group: 'other' },
  ns_st_ft: { label: 'Feed type', group: 'other' },
  ns_st_ia: { label: 'Advertisement load flag', group: 'other' },
  ns_st_ce: { label: 'Complete episode flag', group: 'other' },
  ns_st_ct: { label: 'Content classification (vc: video content, va: video ad…)', group: 'other' },
  ns_st_ad: { label: 'Advertisement (flag or ad type)', group: 'other' },
  ns_st_cl: { label: 'Clip length (ms)', group: 'other' },
  ns_st_pn: { label: 'Part number', group: 'other' },
  ns_st_tp: { label: 'Total parts', group: 'other' },
  ns_st_ty: { label: 'Stream type (live, vod)', group: 'other' },
  ns_st_pl: { label: 'Playlist title', group: 'other' },
  ns_st_id: { label: 'Playback session ID', group: 'other' },
  ns_st_ec: { label: 'Event counter', group: 'other' },
  ns_st_po: { label: 'Playback position (ms)', group: 'other' },
  ns_st_pt: { label: 'Playback time (ms)', group: 'other' },
  ns_st_hc: { label: 'Heartbeat count', group: 'other' },
  ns_st_mp: { label: 'Media player', group: 'other' },
  ns_st_mv: { label: 'Media player version', group: 'other' },
  ns_st_sv: { label: 'Streaming tag version', group: 'other' },
};

/** TCF and CMP consent fields, the other streaming fields and the app SDK's fields. */
export const COMSCORE_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'gdpr_', group: 'consent_mode', label: (rest) => `GDPR: ${rest}` },
  { prefix: 'cs_cmp_', group: 'consent_mode', label: (rest) => `Consent platform: ${rest}` },
  { prefix: 'ns_st_', group: 'other', label: (rest) => `Streaming: ${rest}` },
  { prefix: 'ns_ap_', group: 'other', label: (rest) => `App: ${rest}` },
];
