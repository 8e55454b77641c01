import type { ParamPattern, ParamSpec } from '../define-vendor.js';
import { own } from '../../own.js';

/** Rakuten Advertising (LinkShare) conversion pixel parameters. */
export const RAKUTEN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  mid: { label: 'Advertiser ID (MID)', group: 'most_used' },
  ord: { label: 'Order ID', group: 'e_commerce' },
  cur: { label: 'Currency', group: 'e_commerce' },
  skulist: { label: 'SKUs', group: 'e_commerce' },
  qlist: { label: 'Quantities', group: 'e_commerce' },
  amtlist: { label: 'Line amounts (in cents)', group: 'e_commerce' },
  namelist: { label: 'Product names', group: 'e_commerce' },
  tr: { label: 'Site ID (ranSiteID)', group: 'user' },
  land: { label: 'Landing time', group: 'user' },
  img: { label: 'Image response', group: 'other' },
  discount: { label: 'Discount', group: 'e_commerce' },
  coupon: { label: 'Coupon', group: 'e_commerce' },
  custid: { label: 'Customer ID', group: 'user' },
  custstatus: { label: 'Customer status', group: 'user' },
};

const ITEM_FIELDS: Readonly<Record<string, string>> = {
  sku: 'SKU',
  quantity: 'quantity',
  amount: 'amount (cents)',
  name: 'name',
};

export const RAKUTEN_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'item[',
    group: 'e_commerce',
    label: (rest) => {
      const [index = '0', field = ''] = rest.split('].');
      return `Item ${Number(index) + 1}: ${own(ITEM_FIELDS, field) ?? field}`;
    },
  },
];
