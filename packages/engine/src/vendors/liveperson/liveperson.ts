/**
 * LivePerson (Conversational Cloud, formerly LiveEngage): the web tag `lpTag` that monitors visitors
 * and offers chat engagements, reporting the page and the site's Engagement Attributes (SDEs).
 *
 * Documented (LivePerson's developer center and Tealium's LiveEngage tag guide): the tag loads from
 * `lptag.liveperson.net/tag/tag.js?site=<account>`; the account is the numeric site id; Engagement
 * Attributes are JSON objects pushed with `lpTag.sdes`, each with a `type` (`cart`, `purchase`,
 * `prodView`, `ctmrinfo`, `mrktinfo`, `personal`, `lead`, `service`, `searchInfo`, `error`) and its
 * fields (`cart`: `total`, `numItems`, `products[].product.{name, category, sku, price}`,
 * `products[].quantity`); the visit API names `sid` the session and the visitor id `vid`.
 *
 * Inferred from real requests (lowes.com 2021 and 2023, jcpenney.com 2017, in public load-test
 * recordings): the tag's monitoring calls are `GET <region>.v.liveperson.net/api/js/<account>?…`
 * (`va.`, also `lo.`/`sy.` in LivePerson's examples) with `t` the call type, `ts` the send time, `cb`
 * the JSONP callback, `pid`/`tid` page and tab ids, `sid`/`vid` session and visitor; `t=sp` carries
 * the page (`pt` title, `u` URL, `r` referrer, `sec` sections, `sdes`) and is read as `page_view`;
 * `t=uc` carries only new `sdes` (`engagement_attributes`); `t=ip` repeats every ten seconds
 * (`heartbeat`); `t=pl` follows a page view at once and is kept under its code (`monitoring_pl`).
 * `sdes` is JSON text, shown flattened (`sdes[0].type`, `sdes[0].total`…). The configuration, storage
 * and messaging-history calls (`accdn.`/`lpcdn.lpsnmedia.net`, `lptag.liveperson.net/lptag/api/…`,
 * `*.msghist.liveperson.net`) are the tag's own plumbing, known and not decoded.
 *
 * Account: the site id of the path (monitoring) or `site` (the tag script).
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { LIVEPERSON_PARAMS, LIVEPERSON_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';
import { own } from '../../own.js';

/** `/api/js/<site id>`: group 1 is the site id. */
const MONITORING_PATH = /^\/api\/js\/(\d+)$/;
/** `va.v.liveperson.net`, `lo.v.liveperson.net`: a region label before `v.liveperson.net`. */
const MONITORING_HOST = /^[a-z]+\.v\.liveperson\.net$/;
const CALL_TYPES: Readonly<Record<string, string>> = {
  sp: 'page_view',
  uc: 'engagement_attributes',
  ip: 'heartbeat',
};

type Call = { kind: 'monitoring'; site: string } | { kind: 'script' };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'lptag.liveperson.net') return path === '/tag/tag.js' ? { kind: 'script' } : null;
  if (!MONITORING_HOST.test(host)) return null;
  const site = MONITORING_PATH.exec(path)?.[1];
  return site === undefined ? null : { kind: 'monitoring', site };
}

/** `sdes` followed by its flattened fields, when it is JSON. */
function withAttributes(query: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of query) {
    out.push(param);
    if (param.name !== 'sdes') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object')
      appendAll(out, flattenJson(parsed.value, 'sdes'));
  }
  return out;
}

function decodeLivePerson(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = withAttributes(request.query);
  if (call?.kind === 'script')
    return [{ eventName: 'library_load', accountID: getParam(params, 'site') || null, params }];
  const type = getParam(params, 't') ?? '';
  const eventName = own(CALL_TYPES, type) ?? (type === '' ? 'monitoring' : `monitoring_${type}`);
  return [{ eventName, accountID: call?.kind === 'monitoring' ? call.site : null, params }];
}

export const liveperson = defineVendor({
  code: 'LIVEPERSON',
  name: 'LivePerson',
  kind: 'other',
  badge: { short: 'LP', color: '#ff6900', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['u'],
  purchase: null,
  // Another call type, page or tab is another report; the tag repeats its heartbeat every ten seconds,
  // so a call sent at another time (`ts`) is another call, never a duplicate.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['t', 'pid', 'tid', 'sdes', 'ts'] },
  hosts: ['v.liveperson.net', 'lptag.liveperson.net'],
  knownNonHits: ({ url }) => url.host === 'lptag.liveperson.net',
  matchHosts: ['liveperson.net'],
  match: (request) => callOf(request) !== null,
  decode: decodeLivePerson,
  params: LIVEPERSON_PARAMS,
  patterns: LIVEPERSON_PATTERNS,
  volatile: ['cb'],
  sessionIds: ['sid', 'vid'],
});
