/**
 * StackAdapt pixel (`saq`, `events.js`).
 *
 * Recognised on `tags.srv.stackadapt.com`: `/saq_pxl` (universal and conversion pixel), the older
 * `/rt` (retargeting) and `/conv` (conversion); the landing ping `/js_tracking` when it carries the
 * pixel id `uid`; the script `/events.js` (`library_load`). On `srv.stackadapt.com`: `/gpixel` when
 * it carries Google's cookie-matching answer (`google_gid` or `google_error`). Images such as `sa.jpeg`,
 * other paths and the partner syncs of `sync.srv.stackadapt.com` are not hits.
 *
 * Undocumented behaviour relied on: `uid` is the universal pixel id, `cid` a conversion pixel and
 * `sid` a retargeting pixel; `args` is JSON event data (`action` the event name, `revenue`,
 * `order_id`, `product_…`, `products`), decoded here into `args.action`…; events.js's `saq_pxl` of
 * 2020 and 2025 (real captures) sends the page as `landing_url` and its origin as `host`.
 *
 * `/js_tracking` (`landing_ping`): in a public copy of an older events.js, its time-on-site call
 * (`saq('ts', <uid>)`) sends `js_tracking?url=<page URL without its query>&uid=<uid>&host=<page
 * origin>` when the page was reached from no referrer or from another host, i.e. on landing from
 * outside. everydayhealth.com's real capture (Blacklight, 2020) matches: events.js sent it right after
 * each `saq_pxl` page view, on four pages the crawler opened directly (no referrer), with the same
 * `uid`; StackAdapt answered 204. It is no second page view, hence its own name.
 *
 * `/gpixel` (`cookie_sync`): the end of Google's cookie matching for StackAdapt. In the same capture
 * `cm.g.doubleclick.net/pixel?google_nid=stackadapt_usd&google_hm=…` answered 302 to
 * `srv.stackadapt.com/gpixel?google_error=3` on every page; Google's cookie-matching guide has the
 * match redirect back to the bidder's URL with Google's user id (`google_gid`, with `google_cver`).
 * `google_error` comes instead when there is no match (inferred from the capture: no `google_gid`).
 * It names no StackAdapt customer: no account.
 *
 * Event name: `args.action` when sent, else `conversion` for a conversion pixel, else `page_view`;
 * `landing_ping`, `cookie_sync` as above. Account: `uid`, else `cid`, else `sid`.
 */
import { makeFinding } from '../../findings/make-finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import type { Finding } from '../../findings/finding.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { STACKADAPT_PARAMS, STACKADAPT_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';
import { own } from '../../own.js';

type Endpoint = 'pixel' | 'script' | 'landing_ping' | 'cookie_sync';

const TAG_PATHS: Readonly<Record<string, Endpoint>> = {
  '/saq_pxl': 'pixel',
  '/rt': 'pixel',
  '/conv': 'pixel',
  '/events.js': 'script',
  '/js_tracking': 'landing_ping',
};

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'srv.stackadapt.com') {
    if (path !== '/gpixel') return null;
    const answered =
      getParam(request.query, 'google_gid') !== undefined ||
      getParam(request.query, 'google_error') !== undefined;
    return answered ? 'cookie_sync' : null;
  }
  if (host !== 'tags.srv.stackadapt.com') return null;
  const endpoint = own(TAG_PATHS, path) ?? null;
  if (endpoint === 'landing_ping' && !getParam(request.query, 'uid')) return null;
  return endpoint;
}

function decodeStackAdapt(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  if (endpoint === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  if (endpoint === 'cookie_sync')
    return [{ eventName: 'cookie_sync', accountID: null, params: [...request.query] }];
  if (endpoint === 'landing_ping')
    return [
      {
        eventName: 'landing_ping',
        accountID: getParam(request.query, 'uid') ?? null,
        params: [...request.query],
      },
    ];
  const params: Param[] = [];
  const findings: Finding[] = [];
  for (const param of request.query) {
    params.push(param);
    if (param.name !== 'args' || param.value.trim().length === 0) continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok) appendAll(params, flattenJson(parsed.value, 'args'));
    else
      findings.push(
        makeFinding('VALUE_INVALID', {
          fieldPath: 'args',
          parameter: 'args',
          message: `The StackAdapt parameter args should hold JSON but it does not parse (${parsed.error}), so its event data is lost.`,
          expected: 'a JSON object',
          received: param.value.slice(0, 120),
        }),
      );
  }
  const isConversion = request.url.path === '/conv' || getParam(params, 'cid') !== undefined;
  const eventName = getParam(params, 'args.action') || (isConversion ? 'conversion' : 'page_view');
  const account = getParam(params, 'uid') ?? getParam(params, 'cid') ?? getParam(params, 'sid') ?? null;
  return [{ eventName, accountID: account, params, findings }];
}

export const stackadapt = defineVendor({
  code: 'STACKADAPT',
  name: 'StackAdapt',
  kind: 'advertising',
  badge: { short: 'SA', color: '#4d2dea', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url', 'landing_url'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['args.order_id'] },
  matchHosts: ['srv.stackadapt.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeStackAdapt,
  params: STACKADAPT_PARAMS,
  patterns: STACKADAPT_PATTERNS,
  volatile: [],
});
