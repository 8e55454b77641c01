/**
 * Shopify storefront analytics: the events a Shopify shop's pages send to Shopify's event pipeline
 * ("monorail"): Shopify's own storefront tracking (trekkie), the Web Pixels manager's customer events
 * and its reports on the app pixels it runs, and performance measurements.
 *
 * Recognised: a POST to `/.well-known/shopify/monorail/unstable/produce_batch` or
 * `/.well-known/shopify/monorail/v1/produce` on any host (the shop's own domain, `<shop>.myshopify.com`),
 * and to `/unstable/produce_batch` or `/v1/produce` on `monorail-edge.shopifysvc.com`. A batch body
 * `{"events": [{"schema_id", "payload", "metadata"}…], "metadata": {…}}` gives one event per entry of
 * `events`, its payload's fields under their own names with the batch's `metadata` joined; a single body
 * `{"schema_id", "payload", "metadata"}` gives one event. Not recognised: the Web Pixels sandbox pages
 * (`/wpm@<version>/web-pixel-<pixel>@<version>/sandbox/…`), the iframes app and custom pixels run in,
 * which carry nothing but the page path.
 * Event name: the customer event a Web Pixels `event_publish` entry publishes (`page_viewed`,
 * `product_viewed`, `search_submitted`, `product_added_to_cart`, `checkout_started`…), the only page
 * view (`page_viewed`); the event of a storefront customer tracking entry (`page_rendered`,
 * `product_page_rendered`, `search_submitted`, `product_added_to_cart`); for an entry reporting that one
 * pixel was handed an event, `subscriber_event_emit / <customer event>` (Web Pixels, one per app pixel)
 * or `ecommerce_event_emit / <event>` (trekkie, one per partner tag: `pageView`, `addedProduct`), so
 * that a page view is one `page_viewed`, not one more per pixel; any other entry the schema id without
 * its version (`trekkie_storefront_page_view`, `web_pixels_manager_pixel_register`,
 * `boomerang_real_user_measurement_audit`). A request whose body the capture does not hold: the
 * endpoint (`produce_batch`, `produce`). Account: the shop id (`shop_id`, `shopId`), else that of
 * another entry of the same batch.
 *
 * Sources: Shopify's developer documentation of the Web Pixels API and its standard events (the event
 * names, `page_viewed` sent on every page, standard and custom events, app and custom pixels in strict
 * and lax sandboxes); Shopify's public Hydrogen React library, which sends the batch body above to
 * `https://<shop>/.well-known/shopify/monorail/unstable/produce_batch` or
 * `https://monorail-edge.shopifysvc.com/unstable/produce_batch`, with schemas
 * `trekkie_storefront_page_view` (fields `shopId`, `url`, `path`, `search`, `referrer`, `title`,
 * `pageType`, `resourceType`, `resourceId`, `customerId`, `currency`, `contentLanguage`, `uniqToken` and
 * `visitToken` from the `_shopify_y` and `_shopify_s` cookies, `microSessionId`, `microSessionCount`,
 * `isPersistentCookie`, `isMerchantRequest`) and `custom_storefront_customer_tracking` (`event_name`
 * page_rendered, collection_page_rendered, product_page_rendered, search_submitted or
 * product_added_to_cart, with `shop_id`, `event_id`, `event_time`, `event_source_url`, `canonical_url`,
 * `customer_id`, `unique_token`, `products` as JSON strings, `total_value`, `cart_token`,
 * `search_string`, `collection_name`, `ccpa_enforced`, `gdpr_enforced`, `navigation_type`,
 * `navigation_api`); and a real capture (tastynibbles.in, a Shopify shop, 2024-02-23, a LoadRunner
 * recording: 68 calls).
 * Read off that capture only: the `/v1/produce` single body; the Web Pixels schemas
 * (`web_pixels_manager_load`, `_init`, `_event_publish`, `_subscriber_event_emit`, `_pixel_register`,
 * `_unload`) and their fields (`pixel_id`, `pixel_app_id`, `pixel_source`, `pixel_runtime_context`,
 * `pixel_configuration`, `status`, `page_url`…); `storefront_customer_tracking/4.12` as the theme's
 * version of the customer tracking schema; `trekkie_storefront_ecommerce_event_emit` naming the partner
 * (`partner_name`, `integration_id`, its tag's `pixel_id`) handed each event; the trekkie product
 * schemas; `trekkie_metrics`, `trekkie_asset_context`, `boomerang_real_user_measurement_audit` and
 * `online_store_buyer_site_abandonment`; that one page view's `event_id` is shared by the Web Pixels
 * events, the customer tracking event and the Meta partner event of that page (so it cannot tell two
 * schemas apart); that `session_id` of the pixel reports and `page_id`/`microSessionId` change with each
 * page load. Other fields keep their wire names.
 */
import { own } from '../../own.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { SHOPIFY_PARAMS } from './params.js';

const EDGE_HOST = 'monorail-edge.shopifysvc.com';
const PROXY_PREFIX = '/.well-known/shopify/monorail';
/** The endpoints seen, by path (after the proxy prefix on a shop's domain): the batch and the single event. */
const ENDPOINTS: Readonly<Record<string, string>> = {
  '/unstable/produce_batch': 'produce_batch',
  '/v1/produce': 'produce',
};

/** Schemas whose `event_name` is the event itself. */
const NAMED_BY_EVENT: Readonly<Record<string, true>> = {
  web_pixels_manager_event_publish: true,
  storefront_customer_tracking: true,
  custom_storefront_customer_tracking: true,
};

/** Schemas reporting that one pixel or partner tag was handed an event: the prefix of their names. */
const HANDED_TO_PIXEL: Readonly<Record<string, string>> = {
  web_pixels_manager_subscriber_event_emit: 'subscriber_event_emit',
  trekkie_storefront_ecommerce_event_emit: 'ecommerce_event_emit',
};

const SHOP_ID_FIELDS = ['shop_id', 'shopId'];

/** The endpoint of a monorail call, or null. Checks the path first: most requests stop there. */
function endpointOf(request: RequestView): string | null {
  const { path, host } = request.url;
  let endpoint: string | undefined;
  if (path.startsWith(PROXY_PREFIX)) endpoint = own(ENDPOINTS, path.slice(PROXY_PREFIX.length));
  else if (host === EDGE_HOST) endpoint = own(ENDPOINTS, path);
  if (endpoint === undefined || request.isNavigation || request.method.toUpperCase() !== 'POST') return null;
  return endpoint;
}

/** An entry's fields: `payload.<name>` under its own name; `schema_id` and `metadata.*` as sent. */
function entryParams(entry: readonly Param[]): Param[] {
  return entry.map((param) =>
    param.name.startsWith('payload.') ? { name: param.name.slice(8), value: param.value } : param,
  );
}

/** One event's parameters: its own, then the batch's (`batch.<name>` when the event has one of that name). */
function withShared(params: Param[], shared: readonly Param[]): Param[] {
  const taken = new Set(params.map((param) => param.name));
  for (const param of shared)
    params.push(taken.has(param.name) ? { name: `batch.${param.name}`, value: param.value } : param);
  return params;
}

function eventNameOf(params: readonly Param[], endpoint: string): string {
  const schemaId = getParam(params, 'schema_id');
  if (schemaId === undefined || schemaId.length === 0) return endpoint;
  const schema = schemaId.split('/')[0] ?? schemaId;
  const event = getParam(params, 'event_name');
  if (event === undefined || event.length === 0) return schema;
  if (own(NAMED_BY_EVENT, schema) === true) return event;
  const prefix = own(HANDED_TO_PIXEL, schema);
  return prefix === undefined ? schema : `${prefix} / ${event}`;
}

function shopIdOf(params: readonly Param[]): string | null {
  for (const name of SHOP_ID_FIELDS) {
    const value = getParam(params, name);
    if (value !== undefined && value.length > 0) return value;
  }
  return null;
}

function decodeShopify(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request) ?? 'monorail';
  const query = [...request.query];
  const body = request.body !== null && request.body.trim().length > 0 ? readJsonBody(request.body) : null;
  if (body === null || body.params.length === 0)
    return [{ eventName: endpoint, accountID: null, params: query, findings: body?.findings ?? [] }];
  const split = splitIndexedEntries(body.params, 'events');
  const entries = split.entries.length === 0 ? [body.params] : split.entries;
  const shared = split.entries.length === 0 ? [] : split.shared;
  const events = entries.map((entry) => withShared([...query, ...entryParams(entry)], shared));
  const batchShop = events.map(shopIdOf).find((shop) => shop !== null) ?? null;
  return events.map((params, index) => {
    const event: VendorEvent = {
      eventName: eventNameOf(params, endpoint),
      accountID: shopIdOf(params) ?? batchShop,
      params,
    };
    return index === 0 ? { ...event, findings: body.findings } : event;
  });
}

export const shopify = defineVendor({
  code: 'SHOPIFY',
  name: 'Shopify (storefront analytics)',
  kind: 'analytics',
  badge: { short: 'Sh', color: 'oklch(62% 0.17 140)', textColor: '#000' },
  supported: false,
  adPixel: false,
  // The Web Pixels customer event only: one page view is also reported by trekkie's page view, the
  // customer tracking `page_rendered` and each pixel's copy, which are left out so that it counts once.
  pageViewEvents: ['page_viewed'],
  pageUrlParams: ['page_url', 'event_source_url', 'url'],
  purchase: null,
  // The merchant does not fire these: Shopify's scripts create each event once per occurrence, so two
  // of another schema, event, pixel, partner, page load or creation time are two events (a reload, a
  // second visit), and only one event sent twice is a duplicate. `event_id` is shared by the schemas
  // reporting one customer event, so it is no deduplication key.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: [
      'schema_id',
      'event_id',
      'eventId',
      'pixel_id',
      'partner_name',
      'metric_name',
      'session_id',
      'page_id',
      'microSessionId',
      'metadata.event_created_at_ms',
    ],
  },
  hosts: [EDGE_HOST],
  match: (request) => endpointOf(request) !== null,
  decode: decodeShopify,
  params: SHOPIFY_PARAMS,
  // Send times, counters and measured durations of each send.
  volatile: [
    'metadata.event_sent_at_ms',
    'batch.metadata.event_sent_at_ms',
    'event_time',
    'microSessionCount',
    'duration',
    'start_time',
    'page_duration',
  ],
  sessionIds: [
    'unique_token',
    'uniqToken',
    'visit_token',
    'visitToken',
    'deprecated_visit_token',
    'session_token',
    'session_id',
    'page_id',
    'microSessionId',
  ],
});
