import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/**
 * Labels of LivePerson's monitoring fields: `site`, `sid`, `vid` and the Engagement Attributes as
 * LivePerson documents them; the rest as the real calls show them (see liveperson.ts, inferred).
 */
export const LIVEPERSON_PARAMS: Readonly<Record<string, ParamSpec>> = {
  site: { label: 'Site (account) ID', group: 'most_used' },
  t: { label: 'Call type (sp, uc, ip, pl; inferred)', group: 'most_used' },
  pt: { label: 'Page title', group: 'most_used' },
  u: { label: 'Page URL', group: 'most_used' },
  r: { label: 'Referrer', group: 'most_used' },
  sec: { label: 'Sections (JSON list)', group: 'most_used' },
  sdes: { label: 'Engagement Attributes (JSON)', group: 'most_used' },
  sid: { label: 'Session ID', group: 'user' },
  vid: { label: 'Visitor ID', group: 'user' },
  pid: { label: 'Page ID (inferred)', group: 'other' },
  tid: { label: 'Tab ID (inferred)', group: 'other' },
  rvt: { label: 'Previous visit time (inferred)', group: 'other' },
  ts: { label: 'Send time (ms)', group: 'other' },
  cb: { label: 'JSONP callback', group: 'other' },
};

/** The flattened Engagement Attributes (`sdes[0].type`, `sdes[0].products[0].product.sku`…). */
export const LIVEPERSON_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'sdes[',
    group: (rest) =>
      /\]\.(?:total|numItems|products|info\.(?:orderId|total|currency))/.test(rest)
        ? 'e_commerce'
        : 'custom_event_parameters',
    label: (rest) => `Engagement Attribute [${rest}`,
  },
];
