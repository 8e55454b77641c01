/**
 * Google Optimize (discontinued by Google on 30 September 2023).
 *
 * Recognised: the container `www.googleoptimize.com/optimize.js?id=OPT-…` (also `GTM-…` ids) and the
 * anti-flicker snippet's request of it, and the container the analytics.js Optimize plugin
 * (`ga('require', 'GTM-…')`) loads from `www.google-analytics.com/gtm/js?id=GTM-…` (with the client
 * id `cid` and, once a visitor is in an experiment, the `_gaexp` cookie in `gac`), and the Optimize
 * snippet's own copy of the container on that host, `www.google-analytics.com/gtm/optimize.js?id=…`
 * (`OPT-…` or `GTM-…` ids: the `<script src>` many public page sources hold, and a 2025 almundo.com.ar
 * capture, whose ids end in a stray `'`). All are `library_load`. A site still loading either runs no experiment: Google no longer serves them.
 * Account: the container id `id`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const OPTIMIZE_HOST = 'www.googleoptimize.com';
/** analytics.js's host, where Optimize's container is served under `/gtm/js` and `/gtm/optimize.js`. */
const ANALYTICS_HOST = 'www.google-analytics.com';
const ANALYTICS_PATHS: ReadonlySet<string> = new Set(['/gtm/js', '/gtm/optimize.js']);

function isContainer(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    (host === OPTIMIZE_HOST && path === '/optimize.js') ||
    (host === ANALYTICS_HOST && ANALYTICS_PATHS.has(path))
  );
}

function decodeOptimize(request: RequestView): VendorEvent[] {
  return [
    {
      eventName: 'library_load',
      accountID: getParam(request.query, 'id') ?? null,
      params: [...request.query],
    },
  ];
}

export const googleOptimize = defineVendor({
  code: 'GOOGLEOPTIMIZE',
  name: 'Google Optimize (discontinued)',
  kind: 'other',
  badge: { short: 'GO', color: 'oklch(55.1% 0.027 264.364)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [OPTIMIZE_HOST, ANALYTICS_HOST],
  match: (request) => !request.isNavigation && isContainer(request),
  decode: decodeOptimize,
  params: {
    id: { label: 'Container ID', group: 'most_used' },
    cid: { label: 'Client ID (cid)', group: 'user' },
    gac: { label: 'Experiment cookie (_gaexp)', group: 'other' },
  },
  sessionIds: ['cid'],
  volatile: [],
});
