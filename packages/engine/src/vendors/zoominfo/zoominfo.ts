/**
 * ZoomInfo WebSights and FormComplete.
 *
 * Recognised on `ws.zoominfo.com`: the WebSights pixel `/pixel/<project id>` (`websights_visit`; it
 * loads the script and reports the visit), the pixel's collect call `/pixel/collect`
 * (`websights_collect`, a JSON body whose `websiteId` is the pixel's project id), FormComplete calls
 * under `/formcomplete…` (`form_enrichment`); and the unified tag script `js.zi-scripts.com/zi-tag.js`
 * (`library_load`, no account: the page sets its key in `window.ZIProjectKey`). Account: the
 * WebSights project id from the path, or `websiteId` of a collect body.
 *
 * Undocumented behaviour relied on: zi-tag.js then asks `js.zi-scripts.com/unified/v1/master/
 * getSubscriptions`, authorised by the project key in a header, which ZoomInfo products the site has
 * (FormComplete, chat, scheduler) before loading their scripts: a configuration lookup, not a hit, so
 * it stays unrecognised.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import type { Finding } from '../../findings/finding.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const PIXEL_HOST = 'ws.zoominfo.com';
const SCRIPT_HOST = 'js.zi-scripts.com';
const PIXEL = /^\/pixel\/([A-Za-z0-9]+)\/?$/;
const COLLECT = /^\/pixel\/collect\/?$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) return path === '/zi-tag.js' ? 'library_load' : null;
  if (host !== PIXEL_HOST) return null;
  if (COLLECT.test(path)) return 'websights_collect';
  if (PIXEL.test(path)) return 'websights_visit';
  return path.startsWith('/formcomplete') ? 'form_enrichment' : null;
}

function decodeZoomInfo(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  let params: Param[] = [...request.query];
  let account: string | null = null;
  let findings: Finding[] = [];
  if (call === 'websights_collect') {
    const body = readJsonBody(request.body);
    params = [...params, ...body.params];
    findings = body.findings;
    account = getParam(body.params, 'websiteId') ?? null;
  } else if (call === 'websights_visit') {
    account = PIXEL.exec(request.url.path)?.[1] ?? null;
    if (account !== null) params = [{ name: 'project_id', value: account }, ...params];
  }
  return [{ eventName: call, accountID: account, params, ...(findings.length > 0 ? { findings } : {}) }];
}

export const zoominfo = defineVendor({
  code: 'ZOOMINFO',
  name: 'ZoomInfo',
  kind: 'other',
  badge: { short: 'Zi', color: 'oklch(57.7% 0.245 27.325)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['websights_visit'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [PIXEL_HOST, SCRIPT_HOST],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeZoomInfo,
  params: {
    project_id: { label: 'WebSights project ID', group: 'most_used' },
    websiteId: { label: 'WebSights project ID', group: 'most_used' },
    iszitag: { label: 'Loaded by zi-tag.js', group: 'other' },
    eventId: { label: 'Event ID', group: 'other' },
    sessionId: { label: 'Session ID', group: 'user' },
    visitorId: { label: 'Visitor ID', group: 'user' },
    eventCreatedAt: { label: 'Event time', group: 'other' },
  },
  sessionIds: ['sessionId', 'visitorId'],
  volatile: ['eventId', 'eventCreatedAt'],
});
