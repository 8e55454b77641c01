/**
 * AB Tasty.
 *
 * Recognised: the tag `try.abtasty.com/<identifier>.js` (`library_load`) and the data collection
 * `ariane.abtasty.com` (POST, JSON or form body: one hit, named by its type `t` — `PAGEVIEW`,
 * `CAMPAIGN`, `EVENT`, `TRANSACTION`…).
 * Account: the tag identifier (from the script), the client id `cid` of a hit.
 */
import { getParam } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG = /^\/([0-9a-f]{32})\.js$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'try.abtasty.com') return TAG.test(path) ? 'library_load' : null;
  return host === 'ariane.abtasty.com' && request.method.toUpperCase() === 'POST' ? 'hit' : null;
}

function decodeAbTasty(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'library_load') {
    return [
      { eventName: call, accountID: TAG.exec(request.url.path)?.[1] ?? null, params: [...request.query] },
    ];
  }
  const body = readAnyBody(request.body);
  const params = [...request.query, ...body.params];
  return [
    {
      eventName: getParam(params, 't') || 'hit',
      accountID: getParam(params, 'cid') ?? null,
      params,
      findings: body.findings,
    },
  ];
}

export const abtasty = defineVendor({
  code: 'ABTASTY',
  name: 'AB Tasty',
  kind: 'other',
  badge: { short: 'ABT', color: 'oklch(39.8% 0.195 277.366)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['dl'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['abtasty.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeAbTasty,
  params: {
    cid: { label: 'Client ID', group: 'most_used' },
    t: { label: 'Hit type', group: 'most_used' },
    dl: { label: 'Page URL', group: 'most_used' },
    pt: { label: 'Page title', group: 'most_used' },
    vid: { label: 'Visitor ID', group: 'user' },
    cuid: { label: 'Custom user ID', group: 'user' },
    caid: { label: 'Campaign ID', group: 'most_used' },
    vaid: { label: 'Variation ID', group: 'most_used' },
    ec: { label: 'Event category', group: 'most_used' },
    ea: { label: 'Event action', group: 'most_used' },
    el: { label: 'Event label', group: 'most_used' },
    tid: { label: 'Transaction ID', group: 'e_commerce' },
    tr: { label: 'Revenue', group: 'e_commerce' },
    tc: { label: 'Currency', group: 'e_commerce' },
    cst: { label: 'Client time', group: 'other' },
  },
  volatile: ['cst'],
});
