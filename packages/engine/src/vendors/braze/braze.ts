/**
 * Braze Web SDK.
 *
 * Recognised: the SDK's data sync `POST /api/v3/data` on Braze SDK endpoints (`sdk.iad-01.braze.com`,
 * `sdk.fra-01.braze.eu`, legacy `*.appboy.com`); the SDK script on `js.appboycdn.com`
 * (`library_load`). Content cards and feature flag syncs are not matched.
 *
 * Body: JSON `{api_key, device_id, sdk_version, events: [{name, data, time, user_id, session_id}],
 * attributes: [...]}`; one event per entry of `events`, after the shared fields. Relied on (the
 * SDK's wire format, not a published contract): an event's `name` is a type code — `ce` a custom event
 * (named by `data.n`), `p` a purchase (`data.pid` product, `data.p` price, `data.c` currency,
 * `data.q` quantity), `ss`/`se` session start and end, `lr` location, `i` in-app message impression,
 * `ic` click; other codes are kept as sent. A sync without events is `data_sync`.
 * Account: `api_key` (the app's API key).
 */
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { countField, type PurchaseReader } from '../purchase-reader.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { BRAZE_PARAMS } from './params.js';
import { own } from '../../own.js';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  p: 'purchase',
  ss: 'session_start',
  se: 'session_end',
  lr: 'location_recorded',
  i: 'in_app_message_impression',
  ic: 'in_app_message_click',
};

function isSdkHost(host: string): boolean {
  return (
    (host.startsWith('sdk.') && (hostMatches(host, 'braze.com') || hostMatches(host, 'braze.eu'))) ||
    hostMatches(host, 'appboy.com')
  );
}

function isDataSync(request: RequestView): boolean {
  return isSdkHost(request.url.host) && request.url.path.replace(/\/+$/, '') === '/api/v3/data';
}

function isScript(request: RequestView): boolean {
  return request.url.host === 'js.appboycdn.com' && request.url.path.endsWith('.js');
}

function eventName(fields: readonly Param[]): string {
  const type = getParam(fields, 'name') ?? '';
  if (type === 'ce') return getParam(fields, 'data.n') || 'custom_event';
  return own(TYPE_NAMES, type) ?? (type || 'unknown_event');
}

function decodeBraze(request: RequestView): VendorEvent[] {
  if (!isDataSync(request))
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = readJsonBody(request.body);
  const account = getParam(body.params, 'api_key') ?? null;
  const split = splitIndexedEntries(body.params, 'events');
  const shared = [...request.query, ...split.shared];
  if (split.entries.length === 0)
    return [{ eventName: 'data_sync', accountID: account, params: shared, findings: body.findings }];
  return split.entries.map((own, index) => ({
    eventName: eventName(own),
    accountID: account,
    params: [...shared, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}

const brazePurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['data.p'],
  currency: ['data.c'],
  transactionId: [],
  eventId: [],
  itemCount: (params) => countField(params, ['data.q']),
};

export const braze = defineVendor({
  code: 'BRAZE',
  name: 'Braze',
  kind: 'other',
  badge: { short: 'Bz', color: 'oklch(29.3% 0.066 243.157)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: brazePurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['braze.com', 'braze.eu', 'appboy.com', 'js.appboycdn.com'],
  match: (request) => !request.isNavigation && (isDataSync(request) || isScript(request)),
  decode: decodeBraze,
  params: BRAZE_PARAMS,
  patterns: [
    { prefix: 'data.pr.', group: 'e_commerce', label: (rest) => `Purchase property: ${rest}` },
    { prefix: 'data.p.', group: 'custom_event_parameters', label: (rest) => `Event property: ${rest}` },
    { prefix: 'attributes[', group: 'user', label: (rest) => `User attribute [${rest}` },
  ],
  volatile: ['time', 'sdk_flavor'],
});
