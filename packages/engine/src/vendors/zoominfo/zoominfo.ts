/**
 * ZoomInfo WebSights and FormComplete.
 *
 * Recognised on `ws.zoominfo.com`: the WebSights pixel `/pixel/<project id>` (`websights_visit`; it
 * loads the script and reports the visit), FormComplete calls under `/formcomplete…`
 * (`form_enrichment`). Account: the WebSights project id from the path.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const PIXEL = /^\/pixel\/([A-Za-z0-9]+)\/?$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host !== 'ws.zoominfo.com') return null;
  if (PIXEL.test(path)) return 'websights_visit';
  return path.startsWith('/formcomplete') ? 'form_enrichment' : null;
}

function decodeZoomInfo(request: RequestView): VendorEvent[] {
  const project = PIXEL.exec(request.url.path)?.[1] ?? null;
  const params = [...(project === null ? [] : [{ name: 'project_id', value: project }]), ...request.query];
  return [{ eventName: callOf(request) ?? 'unknown_event', accountID: project, params }];
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
  matchHosts: ['ws.zoominfo.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeZoomInfo,
  params: { project_id: { label: 'WebSights project ID', group: 'most_used' } },
  volatile: [],
});
