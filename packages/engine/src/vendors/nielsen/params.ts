import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The field Tagproof adds naming the Nielsen product of a request. */
export const PRODUCT_PARAM = 'nielsen_product';

/**
 * The SiteCensus page tag's fields (`/cgi-bin/m`). Named by the tag's own variables in public page
 * sources (`_rsCI` client ID, `_rsCG` content group, `_rsSI`, `_rsRP`, `_rsCC`); `ts`, `ja` and the
 * cookie check read off captured hits.
 */
const SITE_CENSUS: Readonly<Record<string, ParamSpec>> = {
  ci: { label: 'Client ID', group: 'most_used' },
  cg: { label: 'Content group', group: 'most_used' },
  si: { label: 'Page URL', group: 'most_used' },
  rp: { label: 'Referrer', group: 'most_used' },
  cc: {
    label: 'Cookie check (1: Nielsen answers with a redirect that sets its IMRID cookie)',
    group: 'other',
  },
  ts: { label: 'Tag style (compact: JavaScript tag, noscript: image fallback)', group: 'other' },
  ja: { label: 'Cookie checked (added by the redirect)', group: 'other' },
  rnd: { label: 'Cache buster', group: 'other' },
};

/** Digital Ad Ratings tag fields (Nielsen's DAR parameter reference: `ci`, `am`, `ca`, `cr`, `pc`). */
const AD_RATINGS: Readonly<Record<string, ParamSpec>> = {
  am: { label: 'Ad server', group: 'most_used' },
  ca: { label: 'Campaign ID (ads) or content ID', group: 'most_used' },
  cr: { label: 'Creative ID (ads) or crediting code', group: 'most_used' },
  pc: { label: 'Placement ID', group: 'most_used' },
  at: { label: 'Action type (view, timer, end…)', group: 'most_used' },
  rt: { label: 'Resource type (text, video, banner…)', group: 'most_used' },
  st: { label: 'Type (dcr; image for an ad tag)', group: 'other' },
  r: { label: 'Cache buster', group: 'other' },
};

/**
 * Digital Measurement pings (`/cgi-bin/gn`: DCR, DTVR, session and audit), named as the Browser SDK's
 * ping templates fill them (`nol_clientid`, `nol_assetName`…) and as the audit beacon is documented.
 */
const DIGITAL_MEASUREMENT: Readonly<Record<string, ParamSpec>> = {
  prd: { label: 'Product (dcr, dtvr, session, audit…)', group: 'most_used' },
  ch: { label: 'Channel (client, sub-brand and asset name)', group: 'most_used' },
  asn: { label: 'Asset name', group: 'most_used' },
  tl: { label: 'Title', group: 'most_used' },
  ai: { label: 'Asset ID', group: 'most_used' },
  adid: { label: 'Asset or ad ID', group: 'other' },
  apid: { label: 'App ID', group: 'most_used' },
  sessionId: { label: 'Session ID', group: 'user' },
  sessionid: { label: 'Session ID', group: 'user' },
  streamid: { label: 'Stream ID', group: 'other' },
  pingtype: { label: 'Ping type', group: 'other' },
  product: { label: 'Product', group: 'most_used' },
  createtm: { label: 'Creation time', group: 'other' },
  devid: { label: 'Device ID', group: 'user' },
  fp_id: { label: 'First-party ID', group: 'user' },
  uoo: { label: 'User opt-out (1: opted out)', group: 'consent_mode' },
  segment1: { label: 'Country', group: 'other' },
  segment2: { label: 'DMA region', group: 'other' },
  sup: { label: 'Suppress flag', group: 'other' },
  forward: { label: 'Forward flag', group: 'other' },
  ad: { label: 'Access method', group: 'other' },
  enc: { label: 'Device ID encrypted', group: 'other' },
};

/**
 * The numbered `c<n>` fields of Digital Measurement pings: each value is `<key>,<value>` (`c13=asid,P…`),
 * the key fixed per number in the Browser SDK's ping templates.
 */
const KEYED_FIELDS: Readonly<Record<string, ParamSpec>> = {
  c1: { label: 'Nielsen user ID (nuid)', group: 'user' },
  c3: { label: 'Keyed field c3 (st)', group: 'other' },
  c6: { label: 'Sub-brand (vc)', group: 'most_used' },
  c7: { label: 'OS group (osgrp)', group: 'other' },
  c8: { label: 'Device group (devgrp)', group: 'other' },
  c9: { label: 'Device ID (devid)', group: 'user' },
  c10: { label: 'Platform (plt)', group: 'other' },
  c11: { label: 'Aggregate flag (agg)', group: 'other' },
  c12: { label: 'App version (apv)', group: 'other' },
  c13: { label: 'App ID (asid)', group: 'most_used' },
  c14: { label: 'OS version (osver)', group: 'other' },
  c15: { label: 'App name (apn)', group: 'other' },
  c16: { label: 'SDK version (sdkv)', group: 'other' },
  c24: { label: 'ZIP code (zip)', group: 'other' },
  c27: { label: 'Time spent in the segment, seconds (cln)', group: 'most_used' },
  c29: { label: 'Player ID (plid)', group: 'other' },
  c30: { label: 'SDK build (bldv)', group: 'other' },
  c32: { label: 'Segment A (segA)', group: 'custom_event_parameters' },
  c33: { label: 'Segment B (segB)', group: 'custom_event_parameters' },
  c34: { label: 'Segment C (segC)', group: 'custom_event_parameters' },
  c40: { label: 'Adobe ID (adbid)', group: 'user' },
  c58: { label: 'Live stream (isLive)', group: 'other' },
  c59: { label: 'Session ID (sesid)', group: 'user' },
  c61: { label: 'Ping creation time (createtm)', group: 'other' },
  c62: { label: 'Send time (sendTime)', group: 'other' },
  c64: { label: 'Start time (starttm)', group: 'other' },
  c66: { label: 'Media URL (mediaurl)', group: 'other' },
  c68: { label: 'Bundle ID (bndlid)', group: 'other' },
};

/**
 * Nielsen Marketing Cloud (eXelate) pixel fields, as AMP's vendor configuration names them (`p`, `g`),
 * and the partners' user IDs of its ID syncs (see nielsen.ts).
 */
const MARKETING_CLOUD: Readonly<Record<string, ParamSpec>> = {
  p: { label: 'Publisher or data partner ID (pubId; 204 on every ID sync seen)', group: 'most_used' },
  g: { label: "Site ID (siteId; on an ID sync, the syncing partner's)", group: 'most_used' },
  buid: { label: "Partner's user ID", group: 'user' },
  rluid: { label: "Partner's user ID (LiveRamp)", group: 'user' },
  utid: { label: "Partner's user ID", group: 'user' },
  _kdpid: { label: 'Krux data provider ID', group: 'other' },
  gdpr: { label: 'GDPR applies (1 yes, 0 no)', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
};

/** Fields Tagproof adds: which Nielsen product a request belongs to, and ids read from the path. */
const DERIVED: Readonly<Record<string, ParamSpec>> = {
  [PRODUCT_PARAM]: { label: 'Nielsen product', group: 'most_used' },
  app_id: { label: 'App ID (from the path)', group: 'most_used' },
  session_id: { label: 'Session ID (from the path)', group: 'user' },
};

export const NIELSEN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  ...SITE_CENSUS,
  ...AD_RATINGS,
  ...DIGITAL_MEASUREMENT,
  ...KEYED_FIELDS,
  ...MARKETING_CLOUD,
  ...DERIVED,
};

/** The prefix of a field a tag wrote with an HTML-escaped ampersand (`&amp;cg=0` sends `amp;cg`). */
export const ESCAPED_AMPERSAND = 'amp;';

function known(name: string): ParamSpec | undefined {
  return Object.hasOwn(NIELSEN_PARAMS, name) ? NIELSEN_PARAMS[name] : undefined;
}

/** Escaped-ampersand fields under their intended label, the Cloud API's JSON, the other `c<n>` fields. */
export const NIELSEN_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: ESCAPED_AMPERSAND,
    group: (rest) => known(rest)?.group ?? 'other',
    label: (rest) => `${known(rest)?.label ?? rest}, sent as "amp;${rest}" (HTML-escaped &)`,
  },
  { prefix: 'b.', group: 'other', label: (rest) => `Cloud API: ${rest}` },
  { prefix: 'c', group: 'other', label: (rest, name) => (/^\d+$/.test(rest) ? `Keyed field ${name}` : name) },
];
