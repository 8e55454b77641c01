/**
 * Snowplow (the JavaScript tracker and other trackers, to any collector host).
 *
 * Recognised, on any host (collectors are usually first-party): `GET /i` whose query carries the
 * tracker protocol's `e` (event type) and `tv` (tracker version, `js-3.23.0`…); `POST
 * /com.snowplowanalytics.snowplow/tp2` with the JSON payload `{schema: "iglu:…/payload_data/…",
 * data: [event, …]}` (one event per entry). Collectors with a custom POST path are not recognised.
 *
 * Event name by type `e`: `pv` page_view, `pp` page_ping, `se` the structured event's action
 * (`se_ac`, else `structured_event`), `ue` the self-describing event's schema name
 * (`iglu:com.snowplowanalytics.snowplow/link_click/jsonschema/1-0-1` → `link_click`), `tr`
 * transaction, `ti` transaction_item; other types are kept as sent. The self-describing event
 * (`ue_pr` JSON / `ue_px` base64) is decoded into `ue.schema` and `ue.<field>`, the contexts
 * (`co` / `cx`) into `co[n].…`. Account: the application id `aid`, else the tracker namespace `tna`.
 */
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import type { PurchaseReader } from '../purchase-reader.js';
import { SNOWPLOW_PARAMS, SNOWPLOW_PATTERNS } from './params.js';
import { expandSelfDescribing, schemaEventName } from './self-describing.js';
import { appendAll } from '../../append-all.js';
import { own } from '../../own.js';

const POST_PATH = '/com.snowplowanalytics.snowplow/tp2';
const TYPE_NAMES: Readonly<Record<string, string>> = {
  pv: 'page_view',
  pp: 'page_ping',
  tr: 'transaction',
  ti: 'transaction_item',
};

function isGet(request: RequestView): boolean {
  return (
    request.url.path === '/i' &&
    getParam(request.query, 'e') !== undefined &&
    getParam(request.query, 'tv') !== undefined
  );
}

function isPost(request: RequestView): boolean {
  return request.url.path.replace(/\/+$/, '') === POST_PATH;
}

function eventOf(fields: readonly Param[]): VendorEvent {
  const params: Param[] = [];
  for (const param of fields) {
    params.push(param);
    appendAll(params, expandSelfDescribing(param));
  }
  const type = getParam(params, 'e') ?? '';
  let eventName = own(TYPE_NAMES, type) ?? (type || 'unknown_event');
  if (type === 'se') eventName = getParam(params, 'se_ac') || 'structured_event';
  if (type === 'ue') eventName = schemaEventName(getParam(params, 'ue.schema')) ?? 'self_describing_event';
  const account = getParam(params, 'aid') || getParam(params, 'tna') || null;
  return { eventName, accountID: account, params };
}

function decodeSnowplow(request: RequestView): VendorEvent[] {
  if (!isPost(request)) return [eventOf(request.query)];
  const body = readJsonBody(request.body);
  const data =
    body.json !== null && typeof body.json === 'object' ? (body.json as { data?: unknown }).data : undefined;
  if (!Array.isArray(data) || data.length === 0) {
    return [
      {
        eventName: 'unknown_event',
        accountID: null,
        params: [...request.query, ...body.params],
        findings: body.findings,
      },
    ];
  }
  return data.map((entry, index) => {
    const event = eventOf([...request.query, ...flattenJson(entry)]);
    return { ...event, findings: index === 0 ? body.findings : [] };
  });
}

const snowplowPurchase: PurchaseReader = {
  events: ['transaction'],
  value: ['tr_tt'],
  currency: ['tr_cu'],
  transactionId: ['tr_id'],
  eventId: ['eid'],
  itemCount: () => null,
};

export const snowplow = defineVendor({
  code: 'SNOWPLOW',
  name: 'Snowplow',
  kind: 'analytics',
  badge: { short: 'Sp', color: 'oklch(49.6% 0.265 301.924)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: snowplowPurchase,
  duplicateKeys: {
    // `eid` (the event's UUID) and `tid` (the older trackers' random transaction id): made per fire.
    eventIds: ['eid', 'tid'],
    dedupKeys: ['tr_id'],
    // A structured event is its category, action, label, property and value: two of one action
    // (`loaded`) with another category or label are two events. A self-describing event is its
    // payload (`ue_px` base64, `ue_pr` JSON): two `ComponentLoaded` of two components are two events.
    distinctKeys: ['tr_id', 'se_ca', 'se_la', 'se_pr', 'se_va', 'ue_px', 'ue_pr'],
  },
  match: (request) => !request.isNavigation && (isGet(request) || isPost(request)),
  decode: decodeSnowplow,
  params: SNOWPLOW_PARAMS,
  patterns: SNOWPLOW_PATTERNS,
  // The document's size (`ds`) grows as the page loads: one event sent again later has another.
  volatile: ['dtm', 'stm', 'vid', 'pp_mix', 'pp_max', 'pp_miy', 'pp_may', 'ds'],
});
