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
 * `c_*` customer traits, `p_*` private traits, `h_*` headers; `d_cid` is `<dpid>%01<dpuuid>` and is
 * shown as sent.
 */
import { getParam, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { AUDIENCE_MANAGER_PARAMS } from './params.js';

const SYNC_PREFIX = '/ibs:';

function callOf(request: RequestView): string | null {
  if (!hostMatches(request.url.host, 'demdex.net')) return null;
  const { path } = request.url;
  if (path.startsWith(SYNC_PREFIX)) return 'id_sync';
  return path.replace(/\/+$/, '') === '/event' ? 'event' : null;
}

function pathParams(path: string): Param[] {
  if (!path.startsWith(SYNC_PREFIX)) return [];
  return parseParams(path.slice(SYNC_PREFIX.length).replace(/\/+$/, ''));
}

/** The customer's subdomain of a demdex.net host (`cbsi` of `fast.cbsi.demdex.net`); null for `dpm`. */
function customerOf(host: string): string | null {
  const labels = host.split('.');
  const name = labels.length >= 3 ? labels[labels.length - 3] : undefined;
  return name === undefined || name === 'dpm' ? null : name;
}

function decodeAudienceManager(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  const params = [...pathParams(request.url.path), ...request.query];
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
