import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Awin conversion tag parameters, under both the long (`sread.img`) and short (`sread.php`/`.js`) names. */
export const AWIN_PARAMS: Readonly<Record<string, ParamSpec>> = {
  merchant: { label: 'Advertiser ID', group: 'most_used' },
  a: { label: 'Advertiser ID', group: 'most_used' },
  mid: { label: 'Advertiser ID', group: 'most_used' },
  amount: { label: 'Sale amount', group: 'e_commerce' },
  b: { label: 'Sale amount', group: 'e_commerce' },
  ref: { label: 'Order reference', group: 'e_commerce' },
  c: { label: 'Order reference', group: 'e_commerce' },
  parts: { label: 'Commission groups', group: 'e_commerce' },
  d: { label: 'Commission groups', group: 'e_commerce' },
  cr: { label: 'Currency', group: 'e_commerce' },
  vc: { label: 'Voucher code', group: 'e_commerce' },
  ch: { label: 'Channel', group: 'most_used' },
  testmode: { label: 'Test mode', group: 'most_used' },
  t: { label: 'Test mode', group: 'most_used' },
  cks: { label: 'Click checksum (awc)', group: 'user' },
  l: { label: 'Page URL', group: 'most_used' },
  tt: { label: 'Tracking type', group: 'other' },
  tv: { label: 'Tracking version', group: 'other' },
  gv: { label: 'Tag version', group: 'other' },
  customeracquisition: { label: 'Customer acquisition', group: 'e_commerce' },
  product_line: { label: 'Product lines', group: 'e_commerce' },
};

const PRODUCT_FIELDS = [
  'AW:P',
  'advertiser ID',
  'order reference',
  'ID',
  'name',
  'price',
  'quantity',
  'SKU',
  'commission group',
  'category',
];

/** `[1].price` → `Product 2: price`. */
function productLabel(rest: string): string {
  const match = /^\[(\d+)\]\.(.+)$/.exec(rest);
  if (match === null) return `Product lines${rest}`;
  const [, index = '0', field = ''] = match;
  return `Product ${Number(index) + 1}: ${field}`;
}

export const AWIN_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'product_line', group: 'e_commerce', label: productLabel },
];

/** The field names of one `AW:P|…` product line, in order (the first is the line marker). */
export const AWIN_PRODUCT_FIELDS: readonly string[] = PRODUCT_FIELDS.map((label) =>
  label.toLowerCase().replaceAll(' ', '_'),
);
