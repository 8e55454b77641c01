/**
 * StackAdapt pixel (`saq`, `events.js`).
 *
 * Recognised on `tags.srv.stackadapt.com`: `/saq_pxl` (universal and conversion pixel), the older
 * `/rt` (retargeting) and `/conv` (conversion); the script `/events.js` (`library_load`). Images such
 * as `sa.jpeg` and other paths are not hits.
 *
 * Undocumented behaviour relied on: `uid` is the universal pixel id, `cid` a conversion pixel and
 * `sid` a retargeting pixel; `args` is JSON event data (`action` the event name, `revenue`,
 * `order_id`, `product_…`, `products`), decoded here into `args.action`…
 *
 * Event name: `args.action` when sent, else `conversion` for a conversion pixel, else `page_view`.
 * Account: `uid`, else `cid`, else `sid`.
 */
import { makeFinding } from '../../findings/make-finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import type { Finding } from '../../findings/finding.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { STACKADAPT_PARAMS, STACKADAPT_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const PATHS: Readonly<Record<string, string>> = {
  '/saq_pxl': 'pixel',
  '/rt': 'pixel',
  '/conv': 'pixel',
  '/events.js': 'script',
};

function endpointOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== 'tags.srv.stackadapt.com') return null;
  return PATHS[request.url.path] ?? null;
}

function decodeStackAdapt(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
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
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['args.order_id'] },
  matchHosts: ['tags.srv.stackadapt.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeStackAdapt,
  params: STACKADAPT_PARAMS,
  patterns: STACKADAPT_PATTERNS,
  volatile: [],
});
