import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Webgains transaction tracking parameters. */
export const WEBGAINS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  wgprogramid: { label: 'Programme ID', group: 'most_used' },
  wgeventid: { label: 'Event ID', group: 'most_used' },
  wgorderreference: { label: 'Order reference', group: 'e_commerce' },
  wgvalue: { label: 'Order value', group: 'e_commerce' },
  wgCurrency: { label: 'Currency', group: 'e_commerce' },
  wgvouchercode: { label: 'Voucher code', group: 'e_commerce' },
  wgitems: { label: 'Items', group: 'e_commerce' },
  wgcustomerid: { label: 'Customer ID', group: 'user' },
  wgchecksum: { label: 'Checksum', group: 'other' },
  wgver: { label: 'Tag version', group: 'other' },
  wgrs: { label: 'Response type', group: 'other' },
  wglang: { label: 'Language', group: 'other' },
  wgsubdomain: { label: 'Tracking subdomain', group: 'other' },
  wgprotocol: { label: 'Protocol', group: 'other' },
  wgmultiple: { label: 'Multiple events', group: 'other' },
};

export const WEBGAINS_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'wgitems[',
    group: 'e_commerce',
    label: (rest) => {
      const [index = '0', field = ''] = rest.split('].');
      return `Item ${Number(index) + 1}: ${field.replaceAll('_', ' ')}`;
    },
  },
];
