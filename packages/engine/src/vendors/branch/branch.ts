/**
 * Branch (branch.io): deep linking and attribution, its Web SDK and its HTTP API.
 *
 * Recognised on `api2.branch.io` (and `api.branch.io`, the host of older SDKs) by the endpoint of the
 * path, named as below. The endpoints and their fields are read off the open-source Web SDK
 * (BranchMetrics/web-branch-deep-linking-attribution, src/2_resources.js and src/3_api.js, current and
 * older versions); the v2 events are documented (help.branch.io, Events API):
 * - `/v1/open` `open` (the session start; the dashboard calls it web_session_start), `/v1/install`
 *   `install`, `/v1/close` `close` (mobile SDKs);
 * - `/v1/pageview` `page_view` (sent on each page for Journeys banners, its `event` is `pageview`),
 *   `/v1/dismiss` `journey_dismiss`;
 * - `/v2/event/standard` and `/v2/event/custom`: the event's `name` as sent (`PURCHASE`,
 *   `ADD_TO_CART`…, a custom name); older SDKs' `/v1/event`: its `event`;
 * - `/v1/url` `create_link`, `/v1/qr-code` `create_qr_code`, `/v1/deepview` `deepview`,
 *   `/v1/has-app` `has_app`, `/v1/cpid` `cross_platform_ids`, `/v1/cpid/latd`
 *   `last_attributed_touch_data`, `/v1/profile` `set_identity`, `/v1/logout` `logout`, and the
 *   referral program's `/v1/credits`, `/v1/credithistory`, `/v1/redeem`, `/v1/referrals`,
 *   `/v1/referralcode`, `/v1/applycode`;
 * - `app.link/_r` `browser_fingerprint` (the Web SDK's JSONP call returning the browser fingerprint
 *   id), and the SDK script on `cdn.branch.io` (`branch-latest.min.js`…) `library_load`.
 * The Web SDK sends a form-encoded body (nested objects as `name.key`, the v2 events' `user_data`,
 * `custom_data`, `event_data` and `content_items` as JSON text), mobile SDKs and servers a JSON body;
 * both are read, JSON text values shown flattened under their name (`event_data.revenue`). The JSONP
 * fallback (`?data=<base64 JSON>&callback=…`) is recognised but its `data` is not decoded.
 * Account: the Branch key `branch_key` (`key_live_…`, public: it is in the page), else `app_id`.
 */
import { tryParseJson, flattenJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { BRANCH_PARAMS, BRANCH_PATTERNS } from './params.js';
import { branchPurchase } from './purchase.js';

const API_HOSTS: ReadonlySet<string> = new Set(['api2.branch.io', 'api.branch.io']);
const SCRIPT_HOST = 'cdn.branch.io';
const SCRIPT_FILE = /^\/branch[\w.-]*\.js$/;

/** Endpoint path → event name; `null` names the event by a field (`name`, `event`). */
const ENDPOINTS: ReadonlyMap<string, string | null> = new Map([
  ['/v1/open', 'open'],
  ['/v1/install', 'install'],
  ['/v1/close', 'close'],
  ['/v1/pageview', 'page_view'],
  ['/v1/dismiss', 'journey_dismiss'],
  ['/v2/event/standard', null],
  ['/v2/event/custom', null],
  ['/v1/event', null],
  ['/v1/url', 'create_link'],
  ['/v1/qr-code', 'create_qr_code'],
  ['/v1/deepview', 'deepview'],
  ['/v1/has-app', 'has_app'],
  ['/v1/cpid', 'cross_platform_ids'],
  ['/v1/cpid/latd', 'last_attributed_touch_data'],
  ['/v1/profile', 'set_identity'],
  ['/v1/logout', 'logout'],
  ['/v1/credits', 'credits'],
  ['/v1/credithistory', 'credit_history'],
  ['/v1/redeem', 'redeem_credits'],
  ['/v1/referrals', 'referrals'],
  ['/v1/referralcode', 'referral_code'],
  ['/v1/applycode', 'apply_referral_code'],
]);

/** Endpoints older SDKs address with an id after them (`/v1/credits/<identity id>`). */
const WITH_ID: ReadonlySet<string> = new Set([
  '/v1/has-app',
  '/v1/credits',
  '/v1/credithistory',
  '/v1/referrals',
  '/v1/referralcode',
  '/v1/applycode',
]);

type Call = { kind: 'script' } | { kind: 'fingerprint' } | { kind: 'api'; endpoint: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) return SCRIPT_FILE.test(path) ? { kind: 'script' } : null;
  if (host === 'app.link') return path === '/_r' ? { kind: 'fingerprint' } : null;
  if (!API_HOSTS.has(host)) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (ENDPOINTS.has(trimmed)) return { kind: 'api', endpoint: trimmed };
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return WITH_ID.has(parent) ? { kind: 'api', endpoint: parent } : null;
}

/** The parameters, each JSON text value (an object or an array) followed by its flattened fields. */
function withJsonFields(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    const first = param.value.trimStart()[0];
    if (first !== '{' && first !== '[') continue;
    const parsed = tryParseJson(param.value);
    if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') continue;
    for (const field of flattenJson(parsed.value, param.name)) if (field.name !== param.name) out.push(field);
  }
  return out;
}

function eventNameOf(endpoint: string, params: readonly Param[]): string {
  const fixed = ENDPOINTS.get(endpoint);
  if (fixed !== undefined && fixed !== null) return fixed;
  if (endpoint === '/v1/event') return getParam(params, 'event') || 'event';
  const name = getParam(params, 'name');
  if (name !== undefined && name.length > 0) return name;
  return endpoint === '/v2/event/standard' ? 'standard_event' : 'custom_event';
}

function decodeBranch(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const body = call?.kind === 'api' ? readAnyBody(request.body) : { params: [], findings: [] };
  const params = withJsonFields([...request.query, ...body.params]);
  const account = getParam(params, 'branch_key') || getParam(params, 'app_id') || null;
  const eventName =
    call === null
      ? 'unknown_event'
      : call.kind === 'script'
        ? 'library_load'
        : call.kind === 'fingerprint'
          ? 'browser_fingerprint'
          : eventNameOf(call.endpoint, params);
  return [{ eventName, accountID: account, params, findings: body.findings }];
}

export const branch = defineVendor({
  code: 'BRANCH',
  name: 'Branch',
  kind: 'advertising',
  badge: { short: 'BR', color: 'oklch(55% 0.2 255)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['current_url', 'user_data.http_origin'],
  purchase: branchPurchase,
  // Two orders, or two events the site aliases differently, are two events.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['event_data.transaction_id', 'customer_event_alias'],
  },
  hosts: ['api2.branch.io', 'api.branch.io'],
  matchHosts: ['branch.io', 'app.link'],
  match: (request) => callOf(request) !== null,
  decode: decodeBranch,
  params: BRANCH_PARAMS,
  patterns: BRANCH_PATTERNS,
  volatile: ['instrumentation'],
  sessionIds: [
    'session_id',
    'identity_id',
    'browser_fingerprint_id',
    'user_data.browser_fingerprint_id',
    '_t',
  ],
});
