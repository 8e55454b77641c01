/**
 * Klaviyo (onsite JavaScript and the client APIs).
 *
 * Recognised: the onsite script `static.klaviyo.com/onsite/js/klaviyo.js?company_id=<id>`
 * (`library_load`); the client API on `a.klaviyo.com`: `/client/events` (an event named by its metric,
 * `data.attributes.metric.data.attributes.name`: `Active on Site`, `Viewed Product`…),
 * `/client/profiles` (`profile_update`), `/client/subscriptions` (`subscription`); the legacy
 * `/api/track` (named by its `event`) and `/api/identify` (`identify`), whose message is JSON, or
 * base64 JSON, in `data` (query, form body, or the multipart body klaviyo.js posts); the onsite
 * script's `/api/onsite/identify?c=<id>` (`identify`), a JSON body with the visitor's profile in
 * `properties` (`$email`, `$exchange_id`).
 *
 * Account: the public API key (site id) — `company_id` of the query (`c` on the onsite identify), or
 * the legacy message's `token`.
 */
import { parseMultipart } from '../../url/multipart.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { flattenJson } from '../../url/flatten-json.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { readDataField } from '../mixpanel/data-field.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { KLAVIYO_PARAMS, KLAVIYO_PATTERNS } from './params.js';

const CLIENT_CALLS: Readonly<Record<string, string>> = {
  events: 'event',
  profiles: 'profile_update',
  subscriptions: 'subscription',
  'push-tokens': 'push_token',
};
const LEGACY_CALLS: ReadonlySet<string> = new Set(['track', 'identify']);
const METRIC_NAME = 'data.attributes.metric.data.attributes.name';

type KlaviyoCall = { kind: 'script' | 'client' | 'legacy' | 'onsite'; name: string };

function callOf(request: RequestView): KlaviyoCall | null {
  const { host } = request.url;
  const path = request.url.path.replace(/\/+$/, '');
  if (host === 'static.klaviyo.com') {
    return path === '/onsite/js/klaviyo.js' ? { kind: 'script', name: 'library_load' } : null;
  }
  if (host !== 'a.klaviyo.com') return null;
  const [, area, call = ''] = path.split('/');
  if (area === 'client' && Object.hasOwn(CLIENT_CALLS, call) && path === `/client/${call}`) {
    return { kind: 'client', name: CLIENT_CALLS[call] ?? call };
  }
  if (path === '/api/onsite/identify') return { kind: 'onsite', name: 'identify' };
  return area === 'api' && LEGACY_CALLS.has(call) && path === `/api/${call}`
    ? { kind: 'legacy', name: call }
    : null;
}

function decodeLegacy(request: RequestView, name: string): VendorEvent[] {
  const body = request.body?.trim() ?? '';
  const form = body.length > 0 ? (parseMultipart(body) ?? parseParams(body)) : [];
  const fields = mergeParams(request.query, form);
  const message = readDataField(getParam(fields, 'data') ?? '')?.[0];
  const own: Param[] = message === undefined ? [] : flattenJson(message);
  const params = [...fields.filter((param) => param.name !== 'data'), ...own];
  const eventName = name === 'track' ? getParam(own, 'event') || 'track' : name;
  return [
    { eventName, accountID: getParam(params, 'token') ?? getParam(params, 'company_id') ?? null, params },
  ];
}

function decodeKlaviyo(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const account = getParam(request.query, 'company_id') ?? null;
  if (call === null || call.kind === 'script') {
    return [{ eventName: 'library_load', accountID: account, params: [...request.query] }];
  }
  if (call.kind === 'legacy') return decodeLegacy(request, call.name);
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  if (call.kind === 'onsite') {
    const site = getParam(request.query, 'c') ?? getParam(body.params, 'token') ?? null;
    return [{ eventName: call.name, accountID: site, params, findings: body.findings }];
  }
  const eventName = call.name === 'event' ? getParam(params, METRIC_NAME) || 'event' : call.name;
  return [{ eventName, accountID: account, params, findings: body.findings }];
}

export const klaviyo = defineVendor({
  code: 'KLAVIYO',
  name: 'Klaviyo',
  kind: 'other',
  badge: { short: 'K', color: 'oklch(21% 0.006 285.885)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['active on site'],
  pageUrlParams: ['data.attributes.properties.page'],
  // Klaviyo identifies a profile by its e-mail address or phone number: the onsite script sends them
  // with each event of an identified visitor, sign-up forms with the subscription.
  contactFields: [
    'customer_properties.$email',
    'customer_properties.$phone_number',
    'properties.$email',
    'properties.$phone_number',
    'data.attributes.email',
    'data.attributes.phone_number',
    'data.attributes.profile.data.attributes.email',
    'data.attributes.profile.data.attributes.phone_number',
  ],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['klaviyo.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeKlaviyo,
  params: KLAVIYO_PARAMS,
  patterns: KLAVIYO_PATTERNS,
  volatile: ['data.attributes.time', 'time'],
});
