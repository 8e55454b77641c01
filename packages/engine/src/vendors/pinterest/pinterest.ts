/**
 * Pinterest tag (pintrk) conversion events.
 *
 * Recognised: `ct.pinterest.com/v3/` (events) and `ct.pinterest.com/user/` (the `init` call), GET or
 * POST. The scripts (`s.pinimg.com/ct/core.js`, `ct.pinterest.com/ct.html`) are not hits.
 *
 * Undocumented behaviour relied on: the JavaScript tag sends event data, page data and browser data as
 * JSON text in the `ed`, `pd` and `ad` parameters; the noscript image tag sends the same fields as
 * bracketed names (`ed[value]`, `pd[em]`). Both are decoded to the bracketed names, so a check on
 * `ed[value]` works for either form; the raw JSON parameter is kept before its fields. A JSON
 * parameter that does not parse gives a VALUE_INVALID finding.
 *
 * Event name: the `event` parameter (`pagevisit`, `checkout`, `addtocart`, `init`, a custom name…).
 * Account: the `tid` parameter (the tag id).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import type { Finding } from '../../findings/finding.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { pinterestPurchase } from './purchase.js';
import { expandJsonParam } from './bracket-json.js';
import { PINTEREST_PARAMS, PINTEREST_PATTERNS } from './params.js';

const JSON_PARAMS: ReadonlySet<string> = new Set(['ed', 'pd', 'ad']);

function isEndpoint(path: string, endpoint: string): boolean {
  return path === endpoint || path.startsWith(`${endpoint}/`);
}

function matchPinterest(request: RequestView): boolean {
  const { host, path } = request.url;
  if (request.isNavigation || !hostMatches(host, 'ct.pinterest.com')) return false;
  return isEndpoint(path, '/v3') || isEndpoint(path, '/user');
}

function decodePinterest(request: RequestView): VendorEvent[] {
  const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
  const params: Param[] = [];
  const findings: Finding[] = [...body.findings];
  for (const param of mergeParams(request.query, body.params)) {
    params.push(param);
    if (!JSON_PARAMS.has(param.name)) continue;
    const expanded = expandJsonParam(param);
    params.push(...expanded.params);
    findings.push(...expanded.findings);
  }
  return [
    {
      eventName: getParam(params, 'event') ?? 'unknown_event',
      accountID: getParam(params, 'tid') ?? null,
      params,
      findings,
    },
  ];
}

export const pinterest = defineVendor({
  code: 'PINTEREST',
  name: 'Pinterest Tag',
  kind: 'advertising',
  badge: { short: 'P', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pagevisit', 'page_visit'],
  pageUrlParams: ['pd[url]', 'pd.url', 'ed[page_url]'],
  purchase: pinterestPurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['ct.pinterest.com'],
  match: matchPinterest,
  decode: decodePinterest,
  params: PINTEREST_PARAMS,
  patterns: PINTEREST_PATTERNS,
  volatile: ['cb'],
});
