/**
 * Adobe Audience Manager (DIL and the Experience Cloud ID service on demdex.net).
 *
 * Recognised on `demdex.net` hosts (`dpm.demdex.net`, a partner's `<partner>.demdex.net`):
 * `/event` (a DCS event call: `event`) and `/ibs:<params>` (an ID sync: `id_sync`, its parameters in
 * the path after `ibs:`, e.g. `/ibs:dpid=411&dpuuid=…`). The Experience Cloud ID service's `/id` is
 * ADOBEECID, and is matched before this vendor.
 *
 * Account: `d_orgid` (the Experience Cloud organisation) when sent; for an ID sync the data
 * provider (`dpid`, or `d_dpid`); else a partner subdomain's name. Parameters: `d_*` are DCS fields,
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

function decodeAudienceManager(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  const params = [...pathParams(request.url.path), ...request.query];
  const partner = request.url.host === 'dpm.demdex.net' ? null : (request.url.host.split('.')[0] ?? null);
  const account =
    getParam(params, 'd_orgid') ??
    (eventName === 'id_sync' ? (getParam(params, 'dpid') ?? getParam(params, 'd_dpid')) : undefined) ??
    partner;
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
  duplicateKeys: NO_DUPLICATE_KEYS,
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
