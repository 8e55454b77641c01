import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** CJ (Commission Junction) conversion pixel parameters. */
export const CJ_PARAMS: Readonly<Record<string, ParamSpec>> = {
  CID: { label: 'Enterprise ID', group: 'most_used' },
  TYPE: { label: 'Action ID', group: 'most_used' },
  OID: { label: 'Order ID', group: 'e_commerce' },
  AMOUNT: { label: 'Amount', group: 'e_commerce' },
  CURRENCY: { label: 'Currency', group: 'e_commerce' },
  DISCOUNT: { label: 'Discount', group: 'e_commerce' },
  COUPON: { label: 'Coupon', group: 'e_commerce' },
  METHOD: { label: 'Method', group: 'other' },
  CJEVENT: { label: 'Click ID (cjevent)', group: 'user' },
  containerTagId: { label: 'Container tag ID', group: 'most_used' },
  SIGNATURE: { label: 'Signature', group: 'other' },
  eventTime: { label: 'Event time', group: 'other' },
  customerStatus: { label: 'Customer status', group: 'user' },
};

function itemLabel(field: string) {
  return (rest: string) => `Item ${rest}: ${field}`;
}

export const CJ_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'ITEM', group: 'e_commerce', label: itemLabel('SKU') },
  { prefix: 'AMT', group: 'e_commerce', label: itemLabel('amount') },
  { prefix: 'QTY', group: 'e_commerce', label: itemLabel('quantity') },
  { prefix: 'DCNT', group: 'e_commerce', label: itemLabel('discount') },
];
