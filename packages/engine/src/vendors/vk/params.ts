import type { ParamSpec } from '../define-vendor.js';

/** VK retargeting pixel parameters. */
export const VK_PARAMS: Readonly<Record<string, ParamSpec>> = {
  p: { label: 'Pixel code (VK-RTRG-…)', group: 'most_used' },
  event: { label: 'Event', group: 'most_used' },
  audience: { label: 'Audience', group: 'most_used' },
  products_event: { label: 'Products event', group: 'e_commerce' },
  products_params: { label: 'Products parameters (JSON)', group: 'e_commerce' },
  price_list_id: { label: 'Price list ID', group: 'e_commerce' },
};
