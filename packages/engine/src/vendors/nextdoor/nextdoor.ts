/**
 * Nextdoor Pixel (`ndp`).
 *
 * Recognised: `flask.nextdoor.com/pixel` (GET image, the noscript image included, or POST with a JSON
 * or form body merged over the query); the script `ads.nextdoor.com/public/pixel/ndp.js`
 * (`library_load`, its `id` the pixel). Other nextdoor.com pages are not hits.
 *
 * Undocumented behaviour relied on: `pid` is the pixel UUID and `ev` the event (`PAGE_VIEW`,
 * `CONVERSION`, `SIGN_UP`…); event data the tag adds comes as further fields. An older library POSTs
 * JSON `{"referer": …, "custom_events": {<NAME>: {…}}}`: one event per entry, its data as
 * `custom_data.…`.
 *
 * Event name: `ev`. Account: `pid`.
 */
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NEXTDOOR_PARAMS, NEXTDOOR_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

function endpointOf(request: RequestView): 'pixel' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'ads.nextdoor.com') return path === '/public/pixel/ndp.js' ? 'script' : null;
  return host === 'flask.nextdoor.com' && (path === '/pixel' || path === '/pixel/') ? 'pixel' : null;
}

/** The older library's `{referer, custom_events: {NAME: data}}` body: one event per name. */
function customEvents(query: readonly Param[], json: Record<string, unknown>): VendorEvent[] {
  const events = isRecord(json.custom_events) ? Object.entries(json.custom_events) : [];
  const referrer: Param[] =
    typeof json.referer === 'string' ? [{ name: 'referrer', value: json.referer }] : [];
  return events.map(([name, data]) => ({
    eventName: name,
    accountID: getParam(query, 'pid') ?? null,
    params: [...query, ...referrer, ...flattenJson(data, 'custom_data')],
  }));
}

function decodeNextdoor(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [
      {
        eventName: 'library_load',
        accountID: getParam(request.query, 'id') ?? null,
        params: [...request.query],
      },
    ];
  const body = readAnyBody(request.body);
  const batch = isRecord(body.json) ? customEvents(request.query, body.json) : [];
  if (batch.length > 0) return batch;
  const params = mergeParams(request.query, body.params);
  return [
    {
      eventName: getParam(params, 'ev') || 'unknown_event',
      accountID: getParam(params, 'pid') ?? null,
      params,
      findings: body.findings,
    },
  ];
}

export const nextdoor = defineVendor({
  code: 'NEXTDOOR',
  name: 'Nextdoor Pixel',
  kind: 'advertising',
  badge: { short: 'Nd', color: '#8ed500', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: { eventIds: ['client_dedup_id'], dedupKeys: [], distinctKeys: [] },
  matchHosts: ['nextdoor.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeNextdoor,
  params: NEXTDOOR_PARAMS,
  patterns: NEXTDOOR_PATTERNS,
  volatile: [],
});
