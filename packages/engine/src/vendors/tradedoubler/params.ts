import type { ParamSpec } from '../define-vendor.js';

/** Tradedoubler conversion tracking parameters. */
export const TRADEDOUBLER_PARAMS: Readonly<Record<string, ParamSpec>> = {
  organization: { label: 'Organisation ID', group: 'most_used' },
  event: { label: 'Event ID', group: 'most_used' },
  program: { label: 'Programme ID', group: 'most_used' },
  orderNumber: { label: 'Order number', group: 'e_commerce' },
  leadNumber: { label: 'Lead number', group: 'e_commerce' },
  orderValue: { label: 'Order value', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  voucher: { label: 'Voucher code', group: 'e_commerce' },
  reportInfo: { label: 'Product lines', group: 'e_commerce' },
  checksum: { label: 'Checksum', group: 'other' },
  tduid: { label: 'Click ID (tduid)', group: 'user' },
  extid: { label: 'External ID', group: 'user' },
  exttype: { label: 'External ID type', group: 'user' },
  validOn: { label: 'Valid on', group: 'other' },
};
