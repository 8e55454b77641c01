/**
 * Mouseflow (session replay and heatmaps).
 *
 * Recognised: the project script `cdn.mouseflow.com/projects/<project id>.js` (`library_load`).
 * Recording uploads are not decoded. Account: the project id (a UUID).
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const PROJECT = /^\/projects\/([0-9a-f-]{36})\.js$/i;

function projectOf(request: RequestView): string | null {
  return request.url.host === 'cdn.mouseflow.com' ? (PROJECT.exec(request.url.path)?.[1] ?? null) : null;
}

function decodeMouseflow(request: RequestView): VendorEvent[] {
  const project = projectOf(request);
  const params = [...(project === null ? [] : [{ name: 'project_id', value: project }]), ...request.query];
  return [{ eventName: 'library_load', accountID: project, params }];
}

export const mouseflow = defineVendor({
  code: 'MOUSEFLOW',
  name: 'Mouseflow',
  kind: 'session_recording',
  badge: { short: 'Mf', color: 'oklch(52.7% 0.154 150.069)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['cdn.mouseflow.com'],
  match: (request) => !request.isNavigation && projectOf(request) !== null,
  decode: decodeMouseflow,
  params: { project_id: { label: 'Project ID', group: 'most_used' } },
  volatile: [],
});
