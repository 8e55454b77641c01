import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Seznam Sklik retargeting and conversion hit parameters. */
export const SEZNAM_SKLIK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  id: { label: 'Retargeting or conversion ID', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  consent: { label: 'Consent given', group: 'consent_mode' },
  value: { label: 'Conversion value', group: 'e_commerce' },
  orderId: { label: 'Order ID', group: 'e_commerce' },
  category: { label: 'Category', group: 'e_commerce' },
  itemId: { label: 'Item ID', group: 'e_commerce' },
  pageType: { label: 'Page type', group: 'most_used' },
  conversionHitId: { label: 'Conversion hit ID', group: 'other' },
  zboziType: { label: 'Zboží.cz type', group: 'e_commerce' },
  zboziId: { label: 'Zboží.cz ID', group: 'e_commerce' },
  ids: { label: 'Identities (JSON)', group: 'user' },
  'ids.eid': { label: 'Hashed e-mail', group: 'user' },
};

export const SEZNAM_SKLIK_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ids.', group: 'user', label: (rest) => `Identity ${rest}` },
];
