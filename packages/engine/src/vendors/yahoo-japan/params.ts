import type { ParamSpec } from '../define-vendor.js';

/** Yahoo! JAPAN Ads site retargeting and conversion parameters. */
export const YAHOO_JAPAN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Retargeting or conversion ID (path)', group: 'most_used' },
  label: { label: 'Conversion label', group: 'most_used' },
  value: { label: 'Conversion value', group: 'e_commerce' },
  guid: { label: 'GUID', group: 'other' },
  script: { label: 'Sent by script', group: 'other' },
  disvt: { label: 'View-through disabled', group: 'other' },
  ref: { label: 'Referrer', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
};
