/**
 * Cloudflare Web Analytics (the RUM beacon).
 *
 * Recognised: the script `static.cloudflareinsights.com/beacon.min.js` (also versioned
 * `/beacon.min.js/v<…>`): `library_load`; the RUM report `POST /cdn-cgi/rum` on
 * `cloudflareinsights.com` or on the site's own host (when the site is proxied by Cloudflare).
 *
 * Event name of a report: `page_load` for a load report (`eventType` 1), `web_vitals` for a later
 * report (`eventType` 4 or 3), else `rum`. Account: the site token `siteToken` of the JSON body.
 * Relied on: beacon.js's body fields (`siteToken`, `eventType`, `location`, `referrer`, `timingsV2`,
 * `firstPaint`…), not a published contract. The resource timing list (`resources`) is kept whole, as one
 * JSON parameter.
 */
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'static.cloudflareinsights.com')
    return path.startsWith('/beacon.min.js') ? 'library_load' : null;
  if (path !== '/cdn-cgi/rum') return null;
  return hostMatches(host, 'cloudflareinsights.com') || request.method.toUpperCase() === 'POST'
    ? 'rum'
    : null;
}

function reportName(eventType: string | undefined): string {
  if (eventType === '1') return 'page_load';
  if (eventType === '3' || eventType === '4') return 'web_vitals';
  return 'rum';
}

/** The resource timing list of a load report: one entry per file the page loaded, 26 fields each. */
const RESOURCES = 'resources';

/**
 * The body's parameters with its resource timing list kept whole, as one JSON parameter, rather than
 * flattened: a real load report listed 100 files, 2,600 parameters that buried the page's own timings.
 */
function withResourcesWhole(params: readonly Param[], json: unknown): Param[] {
  const resources =
    json !== null && typeof json === 'object' ? (json as Record<string, unknown>)[RESOURCES] : undefined;
  if (!Array.isArray(resources) || resources.length === 0) return params.slice();
  const kept = params.filter((param) => !param.name.startsWith(`${RESOURCES}[`));
  kept.push({ name: RESOURCES, value: JSON.stringify(resources) });
  return kept;
}

function decodeCloudflare(request: RequestView): VendorEvent[] {
  if (callOf(request) === 'library_load') {
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  }
  const body = readJsonBody(request.body);
  const params = [...request.query, ...withResourcesWhole(body.params, body.json)];
  return [
    {
      eventName: reportName(getParam(params, 'eventType')),
      accountID: getParam(params, 'siteToken') ?? null,
      params,
      findings: body.findings,
    },
  ];
}

export const cloudflareWebAnalytics = defineVendor({
  code: 'CLOUDFLAREANALYTICS',
  name: 'Cloudflare Web Analytics',
  kind: 'analytics',
  badge: { short: 'CF', color: 'oklch(70.5% 0.213 47.604)', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_load'],
  pageUrlParams: ['location'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeCloudflare,
  params: {
    siteToken: { label: 'Site token', group: 'most_used' },
    eventType: { label: 'Report type (1 load, 3/4 later)', group: 'most_used' },
    location: { label: 'Page URL', group: 'most_used' },
    referrer: { label: 'Referrer', group: 'most_used' },
    pageloadId: { label: 'Page load ID', group: 'other' },
    startTime: { label: 'Start time', group: 'other' },
    versions: { label: 'Versions', group: 'other' },
    resources: { label: 'Resource timings (JSON list, one entry per file loaded)', group: 'other' },
  },
  patterns: [{ prefix: 'timingsV2.', group: 'other', label: (rest) => `Timing: ${rest}` }],
  volatile: ['startTime', 'pageloadId'],
});
