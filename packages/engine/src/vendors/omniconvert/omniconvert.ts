/**
 * Omniconvert (A/B testing, personalisation and surveys; its tag queues commands in `_mktz`).
 *
 * Recognised: a save call, a path ending in `/mktzsave` (or `/mktzsave/`) with a query, on any host;
 * the tag script `cdn.omniconvert.com/js/<site key>.js` or `/async/js/<site key>.js`
 * (`library_load`).
 *
 * Event name: the save call's `event`, else `unknown_event`. Account: the website id `id_website`
 * (null for the script, whose site key is another identifier).
 * Relied on: only the path and the names `id_website` and `event`, as Omnibug's provider reads them,
 * and the script URLs of the install snippet seen on public sites. Little more is known: every other
 * field (and a form or JSON body, when there is one) is kept as sent under its wire name.
 */
import { getParam } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SAVE_SUFFIX = '/mktzsave';
const SCRIPT = /^\/(?:async\/)?js\/[A-Za-z0-9]+\.js$/;

function isSave(request: RequestView): boolean {
  const path = request.url.path;
  // Runs for every request (no matchHosts): the cheap suffix test first.
  if (!path.endsWith(SAVE_SUFFIX) && !path.endsWith(`${SAVE_SUFFIX}/`)) return false;
  return request.url.query.length > 0;
}

function isScript(request: RequestView): boolean {
  return request.url.host === 'cdn.omniconvert.com' && SCRIPT.test(request.url.path);
}

function decodeOmniconvert(request: RequestView): VendorEvent[] {
  if (!isSave(request)) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = readAnyBody(request.body);
  const params = [...request.query, ...body.params];
  return [
    {
      eventName: getParam(params, 'event') || 'unknown_event',
      accountID: getParam(params, 'id_website') || null,
      params,
      findings: body.findings,
    },
  ];
}

export const omniconvert = defineVendor({
  code: 'OMNICONVERT',
  name: 'Omniconvert',
  kind: 'other',
  badge: { short: 'Oc', color: 'oklch(57.7% 0.245 27.325)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isSave(request) || isScript(request)),
  decode: decodeOmniconvert,
  params: {
    id_website: { label: 'Website ID', group: 'most_used' },
    event: { label: 'Event', group: 'most_used' },
  },
  volatile: [],
});
