import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Kakao Pixel fields: the JSON of `d`, decoded. */
export const KAKAO_PARAMS: Readonly<Record<string, ParamSpec>> = {
  d: { label: 'Event data (JSON)', group: 'other' },
  'd.track_id': { label: 'Track ID', group: 'most_used' },
  'd.event_code': { label: 'Event', group: 'most_used' },
  'd.tag': { label: 'Tag', group: 'most_used' },
  'd.url': { label: 'Page URL', group: 'most_used' },
  'd.referrer': { label: 'Referrer', group: 'most_used' },
  'd.total_price': { label: 'Total price', group: 'e_commerce' },
  'd.currency': { label: 'Currency', group: 'e_commerce' },
  'd.total_quantity': { label: 'Total quantity', group: 'e_commerce' },
};

export const KAKAO_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'd.products', group: 'e_commerce', label: (rest) => `Products${rest}` },
  { prefix: 'd.params.', group: 'custom_event_parameters', label: (rest) => `Event parameter: ${rest}` },
  { prefix: 'd.', group: 'other', label: (rest) => rest },
];
