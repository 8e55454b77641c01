import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** Partnerize conversion fields (`key:value` path segments). */
export const PARTNERIZE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  campaign: { label: 'Campaign ID', group: 'most_used' },
  conversionref: { label: 'Conversion reference (order ID)', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  voucher: { label: 'Voucher', group: 'e_commerce' },
  customertype: { label: 'Customer type', group: 'user' },
  clickref: { label: 'Click reference', group: 'user' },
  country: { label: 'Country', group: 'user' },
  tracking_mode: { label: 'Tracking mode', group: 'other' },
  tmetric: { label: 'Metric (event)', group: 'most_used' },
  tsource: { label: 'Source', group: 'other' },
  device: { label: 'Device', group: 'other' },
  conversion_time: { label: 'Conversion time', group: 'other' },
};

export const PARTNERIZE_PATTERNS: readonly ParamPattern[] = [
  {
    prefix: 'item[',
    group: 'e_commerce',
    label: (rest) => {
      const [index = '0', field = ''] = rest.split('].');
      return `Item ${Number(index) + 1}: ${field}`;
    },
  },
];
