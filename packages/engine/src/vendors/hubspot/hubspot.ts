/**
 * HubSpot (tracking code, forms and cookie banner).
 *
 * Recognised: the tracking pixel `/__ptq.gif` (also `/__pt.gif`) on `track.hubspot.com` and regional
 * `track-<region>.hubspot.com`; the scripts named for the portal on `js.hs-scripts.com`,
 * `js.hs-analytics.net/analytics/<time>/`, `js.hs-banner.com`, `js.hscollectedforms.net` and their
 * `js-<region>.` hosts (`library_load`); form submissions `forms.hscollectedforms.net/collected-forms/
 * submit/form`, `forms.hubspot.com/uploads/form/v2/<portal>/<form>` and `api.hsforms.com/submissions/
 * v3/integration/submit/<portal>/<form>` (`form_submission`).
 *
 * Also the call-to-action pings `cta-<region>.hubspot.com/web-interactives/public/v1/track/<action>`
 * (`cta_view`, …; account `portalId`).
 *
 * Event name: a pixel carrying `n` (a custom behavioural event, `pe<portal>_<name>`) is named by it;
 * the pixel HubSpot puts in a blog's RSS items (`bvt=rss`, sent when a feed reader shows the item,
 * not a page of the site) is `rss_view`; any other pixel is `page_view`. Account: the portal (hub) id — `a` of the pixel, the number in a script or form
 * path, `portalId` of a collected-forms body. Undocumented behaviour relied on: the pixel's query
 * fields (`a` portal, `k` hit kind, `vi` visitor, `pu` URL, `t` title, `r` referrer) are the
 * tracking code's own wire format.
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { HUBSPOT_PARAMS } from './params.js';

const TRACK_HOST = /^track(?:-[a-z0-9]+)?\.hubspot\.com$/;
const SCRIPT_HOST =
  /^js(?:-[a-z0-9]+)?\.(hs-scripts\.com|hs-analytics\.net|hs-banner\.com|hscollectedforms\.net)$/;
const PORTAL_SCRIPT = /\/(\d+)\.js$/;
const FORM_PATHS: ReadonlyArray<readonly [string, RegExp]> = [
  ['forms.hubspot.com', /^\/uploads\/form\/v2\/(\d+)\/[^/]+/],
  ['api.hsforms.com', /^\/submissions\/v3\/integration\/submit\/(\d+)\/[^/]+/],
];

const CTA_HOST = /^cta(?:-[a-z0-9]+)?\.hubspot\.com$/;
const CTA_TRACK = /^\/web-interactives\/public\/v1\/track\/([a-z_]+)$/;

type HubSpotCall =
  | { kind: 'pixel' | 'script' | 'form'; portal: string | null }
  | { kind: 'cta'; portal: string | null; action: string };

function callOf(request: RequestView): HubSpotCall | null {
  const { host, path } = request.url;
  if (TRACK_HOST.test(host)) {
    const isPixel = path === '/__ptq.gif' || path === '/__pt.gif';
    return isPixel ? { kind: 'pixel', portal: getParam(request.query, 'a') ?? null } : null;
  }
  const action = CTA_HOST.test(host) ? CTA_TRACK.exec(path)?.[1] : undefined;
  if (action !== undefined)
    return { kind: 'cta', portal: getParam(request.query, 'portalId') ?? null, action };
  if (SCRIPT_HOST.test(host)) {
    const portal = PORTAL_SCRIPT.exec(path)?.[1];
    if (portal !== undefined) return { kind: 'script', portal };
    return path.endsWith('/collectedforms.js') ? { kind: 'script', portal: null } : null;
  }
  if (host === 'forms.hscollectedforms.net' && path === '/collected-forms/submit/form') {
    return { kind: 'form', portal: null };
  }
  for (const [formHost, pattern] of FORM_PATHS) {
    const portal = host === formHost ? pattern.exec(path)?.[1] : undefined;
    if (portal !== undefined) return { kind: 'form', portal };
  }
  return null;
}

function decodeHubSpot(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call?.kind === 'pixel') {
    const event = getParam(request.query, 'n');
    const feed = getParam(request.query, 'bvt') === 'rss';
    const eventName = event || (feed ? 'rss_view' : 'page_view');
    return [{ eventName, accountID: call.portal, params: [...request.query] }];
  }
  if (call?.kind === 'cta') {
    return [{ eventName: `cta_${call.action}`, accountID: call.portal, params: [...request.query] }];
  }
  if (call?.kind === 'form') {
    const body =
      request.body?.trim().startsWith('{') === true
        ? readJsonBody(request.body)
        : { params: [], findings: [] };
    const params = [...request.query, ...body.params];
    const portal = call.portal ?? getParam(params, 'portalId') ?? null;
    return [{ eventName: 'form_submission', accountID: portal, params, findings: body.findings }];
  }
  const portal = call?.portal ?? null;
  const params = [...(portal === null ? [] : [{ name: 'portal_id', value: portal }]), ...request.query];
  return [{ eventName: 'library_load', accountID: portal, params }];
}

export const hubspot = defineVendor({
  code: 'HUBSPOT',
  name: 'HubSpot',
  kind: 'other',
  badge: { short: 'Hs', color: 'oklch(64.6% 0.222 41.116)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['pu'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [
    'hubspot.com',
    'hs-scripts.com',
    'hs-analytics.net',
    'hs-banner.com',
    'hscollectedforms.net',
    'api.hsforms.com',
  ],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeHubSpot,
  params: HUBSPOT_PARAMS,
  patterns: [
    { prefix: 'contactFields.', group: 'user', label: (rest) => `Contact field: ${rest}` },
    { prefix: 'formValues.', group: 'user', label: (rest) => `Form field: ${rest}` },
    { prefix: 'fields[', group: 'user', label: (rest) => `Field [${rest}` },
  ],
  volatile: ['nc', 'ce', 'cs', 'cts'],
});
