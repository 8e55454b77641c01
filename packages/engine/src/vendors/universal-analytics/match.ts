/**
 * Which requests are Universal Analytics.
 *
 * On Google's hosts (`*.google-analytics.com`): the analytics.js endpoints `/collect`, `/r/collect`,
 * `/j/collect`, `/debug/collect` and `/batch` (any method; not a `v=2` GA4 hit), the classic ga.js
 * beacon `/__utm.gif` (`/r/__utm.gif` or `/j/__utm.gif` with display features), and the library scripts (`analytics.js`, `analytics_debug.js`, `ga.js`,
 * `u/ga_debug.js`, `urchin.js`, the Content Experiments `cx/api.js`, and the `plugins/ua/…` and
 * `plugins/ga/…` scripts). On any other host (first-party and server-side tagging hosts,
 * `stats.g.doubleclick.net`) and on other paths of Google's host: a path ending in `/collect` whose
 * hit says `v=1`, `tid=UA-…` and a hit type `t`, in the query or in the first line of the body.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import type { RequestView } from '../define-vendor.js';

const GOOGLE_HOST = 'google-analytics.com';
const HIT_PATHS: ReadonlySet<string> = new Set([
  '/collect',
  '/r/collect',
  '/j/collect',
  '/debug/collect',
  '/batch',
  '/__utm.gif',
  // ga.js with display features (dc.js) sends its beacon on the remarketing path, or as a POST to
  // `/j/__utm.gif` (answered as text, `utmjid` and `utmredir=1` set), as analytics.js does `/j/collect`.
  '/r/__utm.gif',
  '/j/__utm.gif',
]);
const LIBRARY_PATHS: ReadonlySet<string> = new Set([
  '/analytics.js',
  '/analytics_debug.js',
  '/ga.js',
  '/u/ga_debug.js',
  '/urchin.js',
  '/cx/api.js',
]);

/** True for a UA library script on Google's host (`analytics.js`, `ga.js`, `plugins/ua/ec.js`…). */
export function isLibraryLoad(request: RequestView): boolean {
  const { host, path } = request.url;
  if (!hostMatches(host, GOOGLE_HOST)) return false;
  return LIBRARY_PATHS.has(path) || (path.startsWith('/plugins/') && path.endsWith('.js'));
}

/** The first hit of the body (`v=1&…`, up to the first line break), or none. */
export function firstBodyHit(body: string | null): Param[] {
  if (body === null || body.length === 0) return [];
  const end = body.indexOf('\n');
  return parseParams((end === -1 ? body : body.slice(0, end)).trim());
}

/** True when the parameters say Measurement Protocol v1 to a UA property: `v=1`, `tid=UA-…`, `t`. */
export function isUniversalHit(params: readonly Param[]): boolean {
  return (
    getParam(params, 'v') === '1' &&
    (getParam(params, 'tid') ?? '').toUpperCase().startsWith('UA-') &&
    (getParam(params, 't') ?? '').length > 0
  );
}

function onGoogleHost(request: RequestView): boolean {
  const { path } = request.url;
  if (!HIT_PATHS.has(path)) return isLibraryLoad(request);
  // A GA4 hit on an old path (`/collect?v=2&tid=G-…`) stays GA4's.
  return getParam(request.query, 'v') !== '2';
}

/** True when the request is a Universal Analytics hit or library load. Never throws. */
export function matchUniversalAnalytics(request: RequestView): boolean {
  if (request.isNavigation) return false;
  if (hostMatches(request.url.host, GOOGLE_HOST) && onGoogleHost(request)) return true;
  if (!request.url.path.endsWith('/collect')) return false;
  return (
    isUniversalHit(request.query) ||
    (request.query.length === 0 && isUniversalHit(firstBodyHit(request.body)))
  );
}
