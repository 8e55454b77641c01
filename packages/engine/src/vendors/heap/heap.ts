/**
 * Heap (classic heap.js and the v5 SDK).
 *
 * Recognised: the classic collector `heapanalytics.com/h` (GET: `page_view`) and its API calls
 * `heapanalytics.com/api/<call>` (`track`, `identify_v3`, `add_user_properties`,
 * `add_event_properties`…: the call's name); the v5 capture API `*.heap-api.com/api/capture/v<n>/<call>`
 * (the call's name: `track`, `pageview`…); the scripts `cdn.heapanalytics.com/js/heap-<env id>.js`
 * and `cdn.<region>.heap-api.com/config/<env id>/heap_config.js` (`library_load`).
 *
 * Event name: the classic `/h` hit is the page view of the autocapture; `/api/track` is named by the
 * JSON body's `event`. Account: the environment id — `a` in the `/h` query, `app_id` in the API
 * bodies, the number in a script's path. Undocumented behaviour relied on: the `/h` query fields
 * (`a` env, `u` user, `v` view, `s` session, `h` path, `t` title, `d` domain, `r` referrer) are
 * heap.js's own wire format; v5 capture bodies are binary and not decoded.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { HEAP_PARAMS, HEAP_PATTERNS } from './params.js';

const CLASSIC_SCRIPT = /^\/js\/heap-(\d+)\.js$/;
const V5_CONFIG = /^\/config\/(\d+)\/heap_config\.js$/;
const CLASSIC_API = /^\/api\/([a-z0-9_]+)\/?$/;
const CAPTURE_API = /^\/api\/capture\/v\d+\/([a-z0-9_]+)\/?$/;

type HeapCall = { kind: 'hit' | 'api' | 'script'; name: string; account: string | null };

function callOf(request: RequestView): HeapCall | null {
  const { host, path } = request.url;
  if (host === 'heapanalytics.com') {
    if (path === '/h')
      return { kind: 'hit', name: 'page_view', account: getParam(request.query, 'a') ?? null };
    const api = CLASSIC_API.exec(path)?.[1];
    return api === undefined ? null : { kind: 'api', name: api, account: null };
  }
  if (host === 'cdn.heapanalytics.com') {
    const id = CLASSIC_SCRIPT.exec(path)?.[1];
    return id === undefined ? null : { kind: 'script', name: 'library_load', account: id };
  }
  if (!hostMatches(host, 'heap-api.com')) return null;
  const config = V5_CONFIG.exec(path)?.[1];
  if (config !== undefined) return { kind: 'script', name: 'library_load', account: config };
  const capture = CAPTURE_API.exec(path)?.[1];
  return capture === undefined ? null : { kind: 'api', name: capture, account: null };
}

function decodeHeap(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: [...request.query] }];
  if (call.kind !== 'api')
    return [{ eventName: call.name, accountID: call.account, params: [...request.query] }];
  const text = request.body ?? '';
  const readable = text.trimStart().startsWith('{') || text.includes('=');
  const body = readable ? readAnyBody(text) : { params: [], findings: [] };
  const params = [...request.query, ...body.params];
  const name = call.name === 'track' ? getParam(params, 'event') || 'track' : call.name;
  return [
    { eventName: name, accountID: getParam(params, 'app_id') ?? null, params, findings: body.findings },
  ];
}

export const heap = defineVendor({
  code: 'HEAP',
  name: 'Heap',
  kind: 'analytics',
  badge: { short: 'Hp', color: 'oklch(51.1% 0.262 276.966)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view', 'pageview'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['heapanalytics.com', 'heap-api.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeHeap,
  params: HEAP_PARAMS,
  patterns: HEAP_PATTERNS,
  volatile: ['st', 'ts', 'z', 'sq'],
});
