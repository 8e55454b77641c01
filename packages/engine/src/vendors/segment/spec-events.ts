/**
 * Messages of the Segment tracking spec (also sent by RudderStack): a JSON body holding one message
 * `{type, event?, name?, properties, traits, context, …}` or a batch `{batch: [message, …]}`. Each
 * message is one event: a `track` is named by its `event`, any other type by the type itself
 * (`page`, `screen`, `identify`, `group`, `alias`); when the body does not say its type, the path's
 * last segment does (`/v1/t` track, `/v1/p` page…).
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import { sumItems, type PurchaseReader } from '../purchase-reader.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { SPEC_PARAMS, SPEC_PATTERNS } from './params.js';

/** Path endpoints of the spec: short and long names, by the message type they carry. */
export const SPEC_ENDPOINTS: Readonly<Record<string, string>> = {
  t: 'track',
  track: 'track',
  p: 'page',
  page: 'page',
  i: 'identify',
  identify: 'identify',
  g: 'group',
  group: 'group',
  a: 'alias',
  alias: 'alias',
  s: 'screen',
  screen: 'screen',
  b: 'batch',
  batch: 'batch',
};

/** The message type of a path's last segment (`/v1/t` → `track`), or undefined. */
export function endpointType(path: string): string | undefined {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const last = segments[segments.length - 1] ?? '';
  return Object.hasOwn(SPEC_ENDPOINTS, last) ? SPEC_ENDPOINTS[last] : undefined;
}

function eventOf(own: readonly Param[], fallbackType: string | undefined): string {
  const type =
    getParam(own, 'type') || (fallbackType === 'batch' ? undefined : fallbackType) || 'unknown_event';
  if (type === 'track') return getParam(own, 'event') || 'track';
  return type;
}

/** Strips `prefix` from the names that start with it. */
function own(params: readonly Param[], prefix: string): Param[] {
  return params
    .filter((param) => param.name.startsWith(prefix))
    .map((param) => ({ name: param.name.slice(prefix.length), value: param.value }));
}

/**
 * Decodes a spec request into one event per message. `accountOf` reads the account from the shared
 * and the message's own parameters (the write key, where the body carries it).
 */
export function decodeSpecMessages(
  request: RequestView,
  accountOf: (params: readonly Param[]) => string | null,
): VendorEvent[] {
  const body = readJsonBody(request.body);
  const type = endpointType(request.url.path);
  const batch = body.json !== null && typeof body.json === 'object' && 'batch' in body.json;
  const messages = batch ? (body.json as { batch?: unknown }).batch : undefined;
  if (!Array.isArray(messages) || messages.length === 0) {
    const params = [...request.query, ...body.params];
    return [
      { eventName: eventOf(params, type), accountID: accountOf(params), params, findings: body.findings },
    ];
  }
  const shared = body.params.filter((param) => !param.name.startsWith('batch['));
  return messages.map((_, index) => {
    const params = [...request.query, ...shared, ...own(body.params, `batch[${index}].`)];
    return {
      eventName: eventOf(params, undefined),
      accountID: accountOf(params),
      params,
      findings: index === 0 ? body.findings : [],
    };
  });
}

/** The spec's `Order Completed`: revenue (or total, or value), currency, order id and products. */
export const specPurchase: PurchaseReader = {
  events: ['order completed'],
  value: ['properties.revenue', 'properties.total', 'properties.value'],
  currency: ['properties.currency'],
  transactionId: ['properties.order_id', 'properties.orderId'],
  eventId: ['messageId'],
  itemCount: (params) =>
    sumItems(params, /^properties\.products\[(\d+)\]\./, (index) => `properties.products[${index}].quantity`),
};

/** What the definitions of the vendors speaking the spec share: their page views, purchases and labels. */
export const SPEC_VENDOR_TRAITS = {
  kind: 'analytics',
  supported: false,
  adPixel: false,
  pageViewEvents: ['page'],
  pageUrlParams: ['context.page.url', 'properties.url'],
  purchase: specPurchase,
  duplicateKeys: { ...NO_DUPLICATE_KEYS, eventIds: ['messageId'] },
  params: SPEC_PARAMS,
  patterns: SPEC_PATTERNS,
} as const;

/**
 * A spec vendor's events: the load of its client or settings (`[event, write key]`, the write key as
 * account and only parameter), else the request's messages, each with the body's `writeKey` as account.
 */
export function decodeSpecRequest(request: RequestView, load: [string, string] | null): VendorEvent[] {
  if (load !== null) {
    return [{ eventName: load[0], accountID: load[1], params: [{ name: 'writeKey', value: load[1] }] }];
  }
  return decodeSpecMessages(request, (params) => getParam(params, 'writeKey') ?? null);
}

/** `[event, write key]` of a path loading a spec client (`library_load`) or its settings (`settings_load`), by the key each pattern captures; null for other paths. */
export function specLoad(path: string, library: RegExp, settings: RegExp): [string, string] | null {
  const libraryKey = library.exec(path)?.[1];
  if (libraryKey !== undefined) return ['library_load', libraryKey];
  const settingsKey = settings.exec(path)?.[1];
  return settingsKey === undefined ? null : ['settings_load', settingsKey];
}
