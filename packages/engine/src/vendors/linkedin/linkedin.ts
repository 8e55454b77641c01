/**
 * LinkedIn Insight Tag (`_linkedin_partner_id`, `lintrk`).
 *
 * Recognised: on `px.ads.linkedin.com` and the numbered `px<n>.ads.linkedin.com` hosts, `/collect`
 * (page view or conversion, GET image or beacon), `/wa/` (website signals, POST) and
 * `/attribution_trigger`; and the tag script `snap.licdn.com/li.lms-analytics/insight.min.js`
 * (`library_load`) with the build it loads next from the same folder, `insight.beta.min.js` or
 * `insight.old.min.js` (real 2025 captures: es.tourismpanama.com, galicia.ar and 7 other sites
 * loaded insight.min.js, then one of the two, then sent the tag's hits; a script of its own, so no
 * duplicate of the loader). `www.linkedin.com/px/li_sync` (cookie sync) and other licdn.com files are not hits.
 *
 * Undocumented behaviour relied on: a `/collect` hit with `conversionId` is a conversion (`lintrk('track',
 * {conversion_id})`), without one the automatic page view; `eventId` is the id shared with the
 * Conversions API for deduplication. The `/wa/` body is JSON text
 * (`{"pids":[…],"signalType":"PAGE_VISIT"|"CLICK"|…,"url":…,"hem":…}`); recent tags may send it
 * compressed and base64-encoded, which is kept unread (event `website_signal`, no finding).
 *
 * Event name: `conversion` / `page_view` on `/collect`, and for the redirects LinkedIn answers a
 * `/collect` hit with (the same query plus `cookiesTest=true`, then `liSync=true` after its
 * `www.linkedin.com/px/li_sync` cookie sync, as a real capture shows) `cookie_test` / `cookie_sync`; `signalType` on `/wa/` (else `website_signal`),
 * `attribution_trigger`, `library_load`. Account: the partner ids, comma-separated in the tag's order:
 * `pid` (`301905,3597804` when the page has two), or every id of `pids` in a `/wa/` body, so that the
 * hits of one page share one account.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody, readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { LINKEDIN_PARAMS, LINKEDIN_PATTERNS } from './params.js';

type Endpoint = 'collect' | 'wa' | 'attribution_trigger' | 'script';

/** The loader `insight.min.js` and the two builds it loads (see above). */
const SCRIPT_PATH = /^\/li\.lms-analytics\/insight(?:\.beta|\.old)?\.min\.js$/;

function isPixelHost(host: string): boolean {
  if (!hostMatches(host, 'ads.linkedin.com')) return false;
  const sub = host.slice(0, host.length - 'ads.linkedin.com'.length - 1);
  return /^px\d*$/.test(sub);
}

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'snap.licdn.com') return SCRIPT_PATH.test(path) ? 'script' : null;
  if (!isPixelHost(host)) return null;
  if (path === '/collect' || path === '/collect/') return 'collect';
  if (path === '/wa' || path === '/wa/') return 'wa';
  if (path === '/attribution_trigger' || path === '/attribution_trigger/') return 'attribution_trigger';
  return null;
}

/**
 * The server's redirects of a `/collect` hit, which repeat its query: `cookiesTest=true` (a cookie
 * check), then `liSync=true` (back from the `li_sync` cookie sync). Not a second page view or conversion.
 */
function redirectOf(params: readonly Param[]): string | null {
  if (getParam(params, 'liSync') === 'true') return 'cookie_sync';
  return getParam(params, 'cookiesTest') === 'true' ? 'cookie_test' : null;
}

/**
 * The partner ids of a hit as one account string, in the tag's order: `/collect` sends them as one
 * comma-separated `pid` (`301905,3597804`), `/wa/` as a `pids` array; both read `301905,3597804`.
 */
function partnerIds(params: readonly Param[]): string | null {
  const ids: string[] = [];
  for (const param of params) {
    if (param.name === 'pid' || /^pids\[\d+\]$/.test(param.name)) {
      for (const id of param.value.split(',')) {
        const trimmed = id.trim();
        if (trimmed !== '' && !ids.includes(trimmed)) ids.push(trimmed);
      }
    }
  }
  return ids.length > 0 ? ids.join(',') : null;
}

function decodeLinkedIn(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  if (endpoint === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const text = request.body ?? '';
  const body =
    endpoint !== 'wa'
      ? readAnyBody(request.body)
      : text.trimStart().startsWith('{')
        ? readJsonBody(text)
        : { params: [] as Param[], findings: [] };
  const params = mergeParams(request.query, body.params);
  const account = partnerIds(params);
  let eventName: string = endpoint ?? 'unknown_event';
  if (endpoint === 'collect')
    eventName = redirectOf(params) ?? (getParam(params, 'conversionId') ? 'conversion' : 'page_view');
  if (endpoint === 'wa') eventName = getParam(params, 'signalType') || 'website_signal';
  return [{ eventName, accountID: account, params, findings: body.findings }];
}

export const linkedin = defineVendor({
  code: 'LINKEDIN',
  name: 'LinkedIn Insight Tag',
  kind: 'advertising',
  badge: { short: 'in', color: '#0a66c2', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view', 'page_visit'],
  pageUrlParams: ['url'],
  purchase: null,
  // The conversion a hit counts for, filled from the tag's settings or a variable.
  unfilledFields: { conversionId: 'conversion ID' },
  duplicateKeys: { eventIds: ['eventId'], dedupKeys: [], distinctKeys: [] },
  matchHosts: ['ads.linkedin.com', 'snap.licdn.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeLinkedIn,
  params: LINKEDIN_PARAMS,
  patterns: LINKEDIN_PATTERNS,
  volatile: ['time', 'websiteSignalRequestId'],
});
