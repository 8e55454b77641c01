/**
 * Spotify Pixel (Spotify Ad Analytics, formerly Podsights; `spdt`).
 *
 * Recognised: `pixels.spotify.com/v1/ingest` (POST JSON); the script `pixel.byspotify.com/ping.min.js`
 * (`library_load`). Other spotify.com URLs (the player, podcasts) are not hits.
 *
 * Undocumented behaviour relied on: the body is `{"batch": [{"pid": …, "events": [{"action": …,
 * "body": {…}}]}]}`: one event per entry of `events`, across the batch, each with its pixel's `pid`;
 * `action` is `view`, `lead`, `purchase`, `addtocart`, `checkout`, `product` or `alias`, and a purchase
 * body carries `value`, `currency`, `order_id` and `quantity`.
 *
 * Event name: `action`. Account: `pid`.
 */
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { countField } from '../purchase-reader.js';
import { SPOTIFY_PARAMS, SPOTIFY_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

function endpointOf(request: RequestView): 'ingest' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'pixel.byspotify.com') return path === '/ping.min.js' ? 'script' : null;
  return host === 'pixels.spotify.com' && (path === '/v1/ingest' || path === '/v1/ingest/') ? 'ingest' : null;
}

function eventsOf(json: unknown): VendorEvent[] {
  const batch = isRecord(json) && Array.isArray(json.batch) ? json.batch.filter(isRecord) : [];
  return batch.flatMap((entry) => {
    const pid = typeof entry.pid === 'string' ? entry.pid : null;
    const events = Array.isArray(entry.events) ? entry.events.filter(isRecord) : [];
    return events.map((event) => {
      const params: Param[] = [...(pid === null ? [] : [{ name: 'pid', value: pid }]), ...flattenJson(event)];
      return { eventName: getParam(params, 'action') || 'unknown_event', accountID: pid, params };
    });
  });
}

function decodeSpotify(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = readJsonBody(request.body);
  const events = eventsOf(body.json);
  if (events.length > 0) return events;
  return [{ eventName: 'unknown_event', accountID: null, params: body.params, findings: body.findings }];
}

export const spotify = defineVendor({
  code: 'SPOTIFY',
  name: 'Spotify Pixel',
  kind: 'advertising',
  badge: { short: 'Sp', color: '#1ed760', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['view'],
  pageUrlParams: ['body.url'],
  purchase: {
    events: ['purchase'],
    value: ['body.value'],
    currency: ['body.currency'],
    transactionId: ['body.order_id'],
    eventId: [],
    itemCount: (params) => countField(params, ['body.quantity']),
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['body.order_id'] },
  matchHosts: ['pixel.byspotify.com', 'pixels.spotify.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeSpotify,
  params: SPOTIFY_PARAMS,
  patterns: SPOTIFY_PATTERNS,
  volatile: ['ts'],
});
