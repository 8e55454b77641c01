/**
 * Adobe Audience Manager (DIL and the Experience Cloud ID service on demdex.net).
 *
 * Recognised on `demdex.net` hosts (`dpm.demdex.net`, a partner's `<partner>.demdex.net`):
 * `/event` (a DCS event call: `event`) and `/ibs:<params>` (an ID sync: `id_sync`, its parameters in
 * the path after `ibs:`, e.g. `/ibs:dpid=411&dpuuid=…`). The Experience Cloud ID service's `/id` is
 * ADOBEECID, and is matched before this vendor.
 *
 * Account: the site's own Audience Manager: `d_orgid` (the Experience Cloud organisation) when sent,
 * else the customer's subdomain (DIL's partner name: `<partner>.demdex.net`, `fast.<partner>.demdex.net`),
 * else none. An ID sync's `dpid` is not the site's account: it is the data provider the sync is for, a
 * partner (ad server, DSP, data vendor) that Audience Manager gave that id, with `dpuuid` the partner's
 * id for the visitor (Adobe's ID synchronization docs: `dpm.demdex.net/ibs:dpid=<VENDOR_ID>&dpuuid=
 * <VENDOR_UUID>`). A sync to the shared `dpm.demdex.net` names no customer, so its account is null. Parameters: `d_*` are DCS fields,
 * `c_*` customer traits, `p_*` private traits, `h_*` headers; `d_cid` and `d_cid_ic` are shown as
 * sent and then by their parts (customer-id.ts).
 *
 * Inferred from real captures (not documented): Audience Manager answers an `/ibs:` sync with a
 * redirect to `/demconf.jpg?et:ibs|data:<the sync's own parameters>` on the same host (www.nytimes.com
 * in pagexray's test HAR, 2015; a 2021 load-test recording), and a 2011 page's `dm.demdex.net/pixel/
 * <id>` with one to `demconf.jpg?et:3d|ptag:<id>|`: the query is `|`-separated `key:value` fields
 * (`%7c` on the wire), `et` naming the call confirmed, `data:` holding the rest of the query. Such a
 * confirmation is `id_sync_confirmation` (`et:ibs`), else `confirmation`; its fields are shown as
 * `et`, `ptag`… and the sync's own (`dpid`, `dpuuid`). `dm.demdex.net`, the older shared host, names no
 * customer either.
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { AUDIENCE_MANAGER_PARAMS } from './params.js';
import { withCustomerIdParts } from './customer-id.js';

const SYNC_PREFIX = '/ibs:';
const CONFIRMATION = '/demconf.jpg';
/** The shared hosts' first label: no customer's subdomain. */
const SHARED: ReadonlySet<string> = new Set(['dpm', 'dm']);
/** A `|` separating the confirmation's fields, as sent (`%7c`) or decoded. */
const FIELD_SEPARATOR = /\||%7c/i;

function callOf(request: RequestView): string | null {
  if (!hostMatches(request.url.host, 'demdex.net')) return null;
  const { path } = request.url;
  if (path.startsWith(SYNC_PREFIX)) return 'id_sync';
  if (path === CONFIRMATION) return request.url.query.startsWith('et:') ? 'confirmation' : null;
  return path.replace(/\/+$/, '') === '/event' ? 'event' : null;
}

function pathParams(path: string): Param[] {
  if (!path.startsWith(SYNC_PREFIX)) return [];
  return parseParams(path.slice(SYNC_PREFIX.length).replace(/\/+$/, ''));
}

/**
 * The fields of a confirmation's query `et:ibs%7cdata:dpid=1&dpuuid=2` (`et`, then the sync's own
 * parameters) or `et:3d%7cptag:18410%7c` (`et`, `ptag`): `data:` takes the rest of the query.
 */
function confirmationParams(query: string): Param[] {
  const params: Param[] = [];
  let rest = query;
  while (rest.length > 0) {
    if (rest.startsWith('data:')) return [...params, ...parseParams(rest.slice('data:'.length))];
    const separator = FIELD_SEPARATOR.exec(rest);
    const field = separator === null ? rest : rest.slice(0, separator.index);
    const colon = field.indexOf(':');
    if (colon > 0)
      params.push({ name: field.slice(0, colon), value: decodeComponent(field.slice(colon + 1)) });
    rest = separator === null ? '' : rest.slice(separator.index + separator[0].length);
  }
  return params;
}

/** The customer's subdomain of a demdex.net host (`cbsi` of `fast.cbsi.demdex.net`); null for `dpm`. */
function customerOf(host: string): string | null {
  const labels = host.split('.');
  const name = labels.length >= 3 ? labels[labels.length - 3] : undefined;
  return name === undefined || SHARED.has(name) ? null : name;
}

function decodeAudienceManager(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'confirmation') {
    const params = confirmationParams(request.url.query);
    const eventName = getParam(params, 'et') === 'ibs' ? 'id_sync_confirmation' : 'confirmation';
    return [{ eventName, accountID: customerOf(request.url.host), params }];
  }
  const eventName = call ?? 'unknown_event';
  const params = withCustomerIdParts([...pathParams(request.url.path), ...request.query]);
  const account = getParam(params, 'd_orgid') ?? customerOf(request.url.host);
  return [{ eventName, accountID: account, params }];
}

export const adobeAudienceManager = defineVendor({
  code: 'ADOBEAUDIENCEMANAGER',
  name: 'Adobe Audience Manager',
  kind: 'other',
  badge: { short: 'AAM', color: 'oklch(44.4% 0.177 26.899)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  // A sync's `redir` is the partner's URL with `${DD_UUID}` in it, which Audience Manager replaces by
  // its visitor id when it redirects (Adobe's "ID synchronization for inbound data transfers": an
  // "encoded redirect URL with the macro ${DD_UUID} embedded"): no macro left unfilled by the tag.
  serverFilledParams: ['redir'],
  purchase: null,
  // ID syncs of every partner share one account (none): a sync for another data provider is another sync.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['dpid', 'd_dpid'] },
  matchHosts: ['demdex.net'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeAudienceManager,
  params: AUDIENCE_MANAGER_PARAMS,
  patterns: [
    { prefix: 'c_', group: 'custom_event_parameters', label: (rest) => `Customer trait: ${rest}` },
    { prefix: 'p_', group: 'custom_event_parameters', label: (rest) => `Private trait: ${rest}` },
    { prefix: 'h_', group: 'other', label: (rest) => `Header: ${rest}` },
    { prefix: 'd_', group: 'other', label: (rest) => `DCS field: ${rest}` },
  ],
  volatile: ['ts', 'd_nsid', 'd_cb'],
});
