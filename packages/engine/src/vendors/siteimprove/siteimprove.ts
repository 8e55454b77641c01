/**
 * Siteimprove Analytics.
 *
 * Recognised: the page view `/image.aspx` (`page_view`) and the Behavior Map (heat-map) hit `/heat.aspx`
 * (`heatmap`) on `<account id>.global.siteimproveanalytics.io` (any host under siteimproveanalytics.io);
 * the tag's script `siteimproveanalytics.com/js/siteanalyze_<account id>.js` (`library_load`).
 * Account: `accountid` (page view), `aid` (heat map), else the host's leading number; the script's from
 * its file name.
 *
 * Sources: Siteimprove's "Analytics: Technical Specifications" help article (the script requests
 * `image.aspx` with the page's URL, title, account id, screen resolution, referrer, the time taken to
 * fetch and render the page, a session identifier, a random number against caching, and optionally a
 * breadcrumb, a content group, an internal search word, events, and the scrolls and clicks of the
 * Behavior Map); the embed code published there and on many sites (`siteanalyze_<id>.js`); a public
 * copy of an early Siteimprove tracker (2011), whose request fields give the names `url`, `ref`,
 * `title`, `res`, `accountid`, `groups`, `path`, `sw`, `rt` and `prev`; and a real capture
 * (marchofdimes.org, 2021, The Markup's nonprofit privacy inspections): two page views and five
 * `heat.aspx` hits on `6027462.global.siteimproveanalytics.io`. Not documented, read off that capture:
 * `luid` differs per page load while `prev` stays the same across pages; on `heat.aspx`, `p` is
 * `s|0|<offset>` for a scroll (the offset growing as the page is scrolled), `o` counts the hits of the
 * page load (1, 2, 3…), `d` follows the seconds since the page view, `ww`/`wh` equal the window size.
 * How events (`_sz.push(['event', …])`) reach the wire was not seen: every `image.aspx` is `page_view`.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { SITEIMPROVE_PARAMS } from './params.js';

const COLLECTION_DOMAIN = 'siteimproveanalytics.io';
const SCRIPT_HOST = 'siteimproveanalytics.com';
/** `/js/siteanalyze_<account id>.js`; group 1 is the account id. */
const SCRIPT_PATH = /^\/js\/siteanalyze_(\d+)\.js$/;
const HITS: ReadonlyMap<string, { event: string; accountParam: string }> = new Map([
  ['/image.aspx', { event: 'page_view', accountParam: 'accountid' }],
  ['/heat.aspx', { event: 'heatmap', accountParam: 'aid' }],
]);

type Call = { kind: 'hit'; event: string; accountParam: string } | { kind: 'script'; account: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === SCRIPT_HOST || host === `www.${SCRIPT_HOST}`) {
    const account = SCRIPT_PATH.exec(path)?.[1];
    return account === undefined ? null : { kind: 'script', account };
  }
  if (host === COLLECTION_DOMAIN || !hostMatches(host, COLLECTION_DOMAIN)) return null;
  const hit = HITS.get(path);
  return hit === undefined ? null : { kind: 'hit', ...hit };
}

/** The leading label of `6027462.global.siteimproveanalytics.io` when it is a number, else null. */
function hostAccount(host: string): string | null {
  const label = host.slice(0, host.indexOf('.'));
  return /^\d+$/.test(label) ? label : null;
}

function decodeSiteimprove(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = [...request.query];
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params }];
  if (call.kind === 'script') {
    return [
      {
        eventName: 'library_load',
        accountID: call.account,
        params: [{ name: 'account_id', value: call.account }, ...params],
      },
    ];
  }
  const sent = getParam(params, call.accountParam);
  const accountID = sent !== undefined && sent.length > 0 ? sent : hostAccount(request.url.host);
  return [{ eventName: call.event, accountID, params }];
}

export const siteimprove = defineVendor({
  code: 'SITEIMPROVE',
  name: 'Siteimprove Analytics',
  kind: 'analytics',
  badge: { short: 'Si', color: 'oklch(40% 0.12 250)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  // Heat-map hits of one page load are told apart by their counter and what they record (a scroll to
  // another offset): never duplicates of one another.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['o', 'p'] },
  hosts: ['global.siteimproveanalytics.io'],
  matchHosts: [COLLECTION_DOMAIN, SCRIPT_HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeSiteimprove,
  params: SITEIMPROVE_PARAMS,
  // The random number against caching, the measured load time and the seconds since the page view.
  volatile: ['rnd', 'rt', 'd'],
  sessionIds: ['prev', 'luid'],
});
