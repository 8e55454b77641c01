/**
 * Indicative (Indicative.js and the input API its SDKs post to).
 *
 * Recognised on `api.indicative.com`: `/service/event` (one JSON event; Indicative.js falls back to a
 * GET with the fields in the query, its properties as `propertyNames`/`propertyValues` pairs),
 * `/service/event/<api key>` (the key in the path), `/service/event/batch` (one event per entry of
 * `events`), `/service/alias` (`alias`). The script `cdn.indicative.com/js/(<version>/)Indicative.min.js`
 * is `library_load`.
 *
 * Event name: `eventName` (Indicative.js names its page views `Page View`, or `Page View | <title>`
 * unless `onePageViewEvent` is set, and sends `Web Session (Automatic)`, `Link Click`, `Form Submit`).
 * Account: the project API key `apiKey` (or the key of the path).
 *
 * Relied on, read off public copies of Indicative.js and its SDKs (not a published contract): the
 * message `{apiKey, eventName, eventUniqueId, properties, eventTime}`; the static properties
 * Indicative.js adds (`page_url`, `page_title`, `browser*`, `campaign_*` from the UTM fields); a GET
 * fallback's `breakcache` is a random number.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { INDICATIVE_PARAMS, INDICATIVE_PATTERNS } from './params.js';

const EVENT_PATH = '/service/event';
const BATCH_PATH = '/service/event/batch';
const ALIAS_PATH = '/service/alias';
const KEYED_EVENT = /^\/service\/event\/([^/]+)$/;
const SCRIPT = /^\/js\/(?:[\d.]+\/)?Indicative(?:\.min)?\.js$/;

type Call = 'event' | 'batch' | 'alias' | 'script';

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (host === 'cdn.indicative.com') return SCRIPT.test(path) ? 'script' : null;
  if (host !== 'api.indicative.com') return null;
  if (path === EVENT_PATH || KEYED_EVENT.test(path)) return path === BATCH_PATH ? 'batch' : 'event';
  return path === ALIAS_PATH ? 'alias' : null;
}

/** The GET fallback's `propertyNames`/`propertyValues` pairs as `properties.<name>`, the rest as sent. */
function readQuery(query: readonly Param[]): Param[] {
  const names = query.filter((param) => param.name === 'propertyNames').map((param) => param.value);
  const values = query.filter((param) => param.name === 'propertyValues').map((param) => param.value);
  const rest = query.filter((param) => param.name !== 'propertyNames' && param.name !== 'propertyValues');
  return [
    ...rest,
    ...names.map((name, index) => ({ name: `properties.${name}`, value: values[index] ?? '' })),
  ];
}

function accountOf(params: readonly Param[], path: string): string | null {
  const keyed = path === BATCH_PATH ? undefined : KEYED_EVENT.exec(path)?.[1];
  return getParam(params, 'apiKey') || keyed || null;
}

function decodeIndicative(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const { path } = request.url;
  if (call === 'script' || call === null) {
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  }
  const body = readJsonBody(request.body);
  const params = [...readQuery(request.query), ...body.params];
  if (call === 'alias') {
    return [{ eventName: 'alias', accountID: accountOf(params, path), params, findings: body.findings }];
  }
  const { shared, entries } =
    call === 'batch' ? splitIndexedEntries(params, 'events') : { shared: params, entries: [] };
  if (entries.length === 0) {
    const eventName = getParam(params, 'eventName') || 'unknown_event';
    return [{ eventName, accountID: accountOf(params, path), params, findings: body.findings }];
  }
  return entries.map((own, index) => {
    const eventParams = [...shared, ...own];
    return {
      eventName: getParam(own, 'eventName') || 'unknown_event',
      accountID: accountOf(eventParams, path),
      params: eventParams,
      findings: index === 0 ? body.findings : [],
    };
  });
}

export const indicative = defineVendor({
  code: 'INDICATIVE',
  name: 'Indicative',
  kind: 'analytics',
  badge: { short: 'In', color: 'oklch(58.5% 0.233 277.117)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page view'],
  pageUrlParams: ['properties.page_url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['api.indicative.com/service/'],
  matchHosts: ['indicative.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeIndicative,
  params: INDICATIVE_PARAMS,
  patterns: INDICATIVE_PATTERNS,
  volatile: ['eventTime', 'timestamp', 'breakcache'],
  sessionIds: ['eventUniqueId'],
});
