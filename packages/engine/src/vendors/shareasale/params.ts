import type { ParamSpec } from '../define-vendor.js';

/** ShareASale conversion pixel parameters. */
export const SHAREASALE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  merchantID: { label: 'Merchant ID', group: 'most_used' },
  transtype: { label: 'Transaction type', group: 'most_used' },
  tracking: { label: 'Order ID', group: 'e_commerce' },
  amount: { label: 'Amount', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  couponcode: { label: 'Coupon code', group: 'e_commerce' },
  skulist: { label: 'SKUs', group: 'e_commerce' },
  quantitylist: { label: 'Quantities', group: 'e_commerce' },
  pricelist: { label: 'Prices', group: 'e_commerce' },
  newcustomer: { label: 'New customer', group: 'user' },
  sscid: { label: 'Click ID (sscid)', group: 'user' },
  v: { label: 'Pixel version', group: 'other' },
};
