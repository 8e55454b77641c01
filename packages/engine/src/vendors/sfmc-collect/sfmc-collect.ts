/**
 * Salesforce Marketing Cloud Collect Tracking Code (the former igodigital tag behind Einstein
 * Recommendations and the abandoned-cart triggers).
 *
 * Documented (Salesforce Help, "Collect Tracking Code": track page views, items in cart, purchase
 * details, user info): the script `//<MID>.collect.igodigital.com/collect.js` and the calls
 * `_etmc.push(["setOrgId", "<MID>"])`, `["trackPageView", {item | search | category}]`,
 * `["trackCart", {cart: [{item, quantity, price, unique_id}]}]` (`item` and `unique_id` required; an
 * empty cart is `clear_cart`), `["trackConversion", {cart, order_number, discount, shipping, details}]`
 * and `["setUserInfo", {email, details}]`; the MID is the Marketing Cloud business unit id.
 *
 * Inferred from real requests (lowes.com 2021 in a public NetStorm recording): each call is
 * `GET nova.collect.igodigital.com/c2/<MID>/<call>?payload=<JSON>` with the call name in snake case
 * (`track_page_view`, `track_cart`; `track_conversion` read the same way) and the JSON of the push,
 * plus `url`, `referrer`, `title`, the `user_info` of setUserInfo and `child_ids` (other business
 * units). The payload is shown flattened (`payload.cart[0].item`…).
 *
 * Event names: the call name of the path (`track_page_view`…). Account: the MID of the path; the
 * script is `library_load` with the MID of its host.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { SFMC_COLLECT_PARAMS, SFMC_COLLECT_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const DOMAIN = 'collect.igodigital.com';
/** `/c2/<MID>/<call>`: groups 1 and 2. */
const CALL_PATH = /^\/c2\/(\d+)\/([a-z_]+)$/;
/** `<MID>.collect.igodigital.com`: group 1. */
const SCRIPT_HOST = /^(\d+)\.collect\.igodigital\.com$/;

type Call = { kind: 'call'; mid: string; name: string } | { kind: 'script'; mid: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === `nova.${DOMAIN}`) {
    const match = CALL_PATH.exec(path);
    return match === null ? null : { kind: 'call', mid: match[1] ?? '', name: match[2] ?? '' };
  }
  const mid = SCRIPT_HOST.exec(host)?.[1];
  return mid !== undefined && path === '/collect.js' ? { kind: 'script', mid } : null;
}

/** The query, with the JSON `payload` followed by its flattened fields. */
function withPayload(query: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of query) {
    out.push(param);
    if (param.name !== 'payload') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object')
      appendAll(out, flattenJson(parsed.value, 'payload'));
  }
  return out;
}

function decodeCollect(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = withPayload(request.query);
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params }];
  const eventName = call.kind === 'script' ? 'library_load' : call.name;
  return [{ eventName, accountID: call.mid, params }];
}

export const sfmcCollect = defineVendor({
  code: 'SFMCCOLLECT',
  name: 'Salesforce Marketing Cloud Collect (igodigital)',
  kind: 'analytics',
  badge: { short: 'MC', color: '#0176d3', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['track_page_view'],
  pageUrlParams: ['payload.url'],
  // A conversion carries an order number and cart lines but no value or currency to compare.
  purchase: null,
  // The payload is the whole call: another cart, page or order is another call.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['payload'] },
  hosts: [DOMAIN],
  matchHosts: [DOMAIN],
  match: (request) => callOf(request) !== null,
  decode: decodeCollect,
  params: SFMC_COLLECT_PARAMS,
  patterns: SFMC_COLLECT_PATTERNS,
  volatile: [],
});
