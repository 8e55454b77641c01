import type { ParamSpec } from '../define-vendor.js';

/**
 * SmarterHQ fields: the meanings the earlier Smarter Remarketer tracker and SmarterHQ's QA extension
 * give them, the rest read off a real capture (see smarterhq.ts). `cu` and `ref` keep their wire names.
 */
export const SMARTERHQ_PARAMS: Readonly<Record<string, ParamSpec>> = {
  client: { label: "Client (the script's file name)", group: 'most_used' },
  i: { label: 'Instance ID', group: 'most_used' },
  instanceId: { label: 'Instance ID', group: 'most_used' },
  accountId: { label: 'Account number', group: 'most_used' },
  pt: {
    label: 'Page type (0 product, 1 search, 2 cart, 3 category, 4 purchase, 5 other)',
    group: 'most_used',
  },
  href: { label: 'Page URL', group: 'most_used' },
  url: { label: 'Page URL', group: 'most_used' },
  hostn: { label: 'Page host name', group: 'most_used' },
  pathn: { label: 'Page path', group: 'most_used' },
  t: { label: 'Page title', group: 'most_used' },
  cid: { label: 'Category ID', group: 'most_used' },
  cn: { label: 'Category name', group: 'most_used' },
  scn: { label: 'Sub-category name', group: 'most_used' },
  brand: { label: 'Brand', group: 'most_used' },
  pid: { label: 'Product ID', group: 'e_commerce' },
  sku: { label: 'Product SKU', group: 'e_commerce' },
  sp: { label: 'Search phrase', group: 'most_used' },
  modalc: { label: 'Visitor cookie (smtrrmkr: …^LOI ID^session ID^…)', group: 'user' },
  loiId: { label: 'Visitor ID (LOI ID)', group: 'user' },
  sessionId: { label: 'Session ID', group: 'user' },
  isNewVisitor: { label: 'New visitor', group: 'user' },
  isEmailProvided: { label: 'Email address provided', group: 'user' },
  espSubIdProvided: { label: 'Email service subscriber ID provided', group: 'user' },
  utc: { label: 'Time-zone offset (minutes)', group: 'other' },
  bv: { label: 'Script version', group: 'other' },
  cb: { label: 'JSONP callback', group: 'other' },
  callback: { label: 'JSONP callback', group: 'other' },
  r: { label: 'Random number (cache buster)', group: 'other' },
};
