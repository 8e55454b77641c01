/**
 * Adobe Target (at.js 2 Delivery API and at.js 1 mbox calls).
 *
 * Recognised on `*.tt.omtrdc.net` (`<client code>.tt.omtrdc.net`): `POST /rest/v1/delivery`
 * (at.js 2), and `/m2/<client code>/mbox/<json|standard|ajax>` and `/m2/<client code>/viztarget`
 * (at.js 1); and the at.js library as Target's CDN serves it, `cdn.tt.omtrdc.net/cdn/target.js`
 * (`library_load`, no account: the client code is inside the file).
 *
 * Event name of a delivery call, from its JSON body: notifications (`notifications[0].type`, a
 * `display` or `click` of an activity) give that type; else `page_load` when it executes the page
 * load request; else the first executed mbox's name; else `prefetch`; else `delivery`. An at.js 1
 * call is named by its `mbox` parameter (`target-global-mbox`…), else `viztarget`.
 * Account: the client code — `client` of the query, else the `/m2/<client>` path, else the host's
 * first label. The delivery body is flattened (`execute.mboxes[0].name`, `id.marketingCloudVisitorId`).
 */
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { ADOBE_TARGET_PARAMS, ADOBE_TARGET_PATTERNS } from './params.js';

const DELIVERY = '/rest/v1/delivery';
const MBOX = /^\/m2\/([^/]+)\/(?:mbox\/(?:json|standard|ajax)|viztarget)\/?$/;

function isTargetHost(host: string): boolean {
  return hostMatches(host, 'tt.omtrdc.net') && host !== 'cdn.tt.omtrdc.net';
}

const LIBRARY_HOST = 'cdn.tt.omtrdc.net';
const LIBRARY_PATH = '/cdn/target.js';

function isLibrary(request: RequestView): boolean {
  return request.url.host === LIBRARY_HOST && request.url.path === LIBRARY_PATH;
}

function isDelivery(request: RequestView): boolean {
  return request.url.path.replace(/\/+$/, '') === DELIVERY;
}

function deliveryEvent(params: readonly Param[]): string {
  const notification = getParam(params, 'notifications[0].type');
  if (notification !== undefined) return notification || 'notification';
  if (params.some((param) => param.name.startsWith('execute.pageLoad'))) return 'page_load';
  const mbox = getParam(params, 'execute.mboxes[0].name');
  if (mbox !== undefined && mbox.length > 0) return mbox;
  return params.some((param) => param.name.startsWith('prefetch.')) ? 'prefetch' : 'delivery';
}

function decodeTarget(request: RequestView): VendorEvent[] {
  if (isLibrary(request)) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const hostClient = request.url.host.split('.')[0] ?? null;
  if (isDelivery(request)) {
    const body = readJsonBody(request.body);
    const params = [...request.query, ...body.params];
    const client = getParam(request.query, 'client') ?? hostClient;
    return [{ eventName: deliveryEvent(params), accountID: client, params, findings: body.findings }];
  }
  const body = request.body?.trim() ?? '';
  const params = mergeParams(request.query, body.length > 0 ? parseParams(body) : []);
  const client = MBOX.exec(request.url.path)?.[1] ?? hostClient;
  return [{ eventName: getParam(params, 'mbox') || 'viztarget', accountID: client, params }];
}

export const adobeTarget = defineVendor({
  code: 'ADOBETARGET',
  name: 'Adobe Target',
  kind: 'other',
  badge: { short: 'AT', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['context.address.url', 'mboxURL'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['tt.omtrdc.net'],
  match: (request) =>
    !request.isNavigation &&
    (isLibrary(request) ||
      (isTargetHost(request.url.host) && (isDelivery(request) || MBOX.test(request.url.path)))),
  decode: decodeTarget,
  params: ADOBE_TARGET_PARAMS,
  patterns: ADOBE_TARGET_PATTERNS,
  volatile: ['requestId', 'mboxRid', 'mboxTime', 'context.timeOffsetInMinutes'],
});
