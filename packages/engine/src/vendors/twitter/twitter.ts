/**
 * X (Twitter) pixel: the universal website tag (uwt.js) and the legacy single-event tag.
 *
 * Recognised: `/i/adsct` and `/1/i/adsct` on `analytics.twitter.com`, `analytics.x.com` and `t.co`
 * (the pixel sends the same hit to two of them), GET or POST (a body is merged over the query); and
 * `/i/adsctp`, `/1/i/adsctp`, the form-encoded POST current uwt.js builds send on the same hosts. The scripts
 * (`static.ads-twitter.com/uwt.js`, the legacy `oct.js` there or on `platform.twitter.com`) are
 * `library_load`, with no account (they name none).
 *
 * Undocumented behaviour relied on: `txn_id` is the pixel id; `p_id` is the constant `Twitter`;
 * `events` is JSON `[[name, data], …]` (`[["pageview",{}]]`) and `event` the JSON data of an event
 * (`{"value":…,"currency":…,"conversion_id":…}`), both decoded as flattened names (`events[0][0]`,
 * `event.value`) after the raw parameter; `event_id` and `pl_id` are generated per send and per page.
 *
 * A data partner's user-ID sync uses the same endpoint with only a numeric `p_id` (the partner's id
 * at X) and `p_user_id` (the partner's user id): no `txn_id`, no `events` or `event`. Seen in The
 * Markup's public HAR captures (the-markup/investigation-blacklight-the-high-cost-of-free: suntrust.com
 * 2020, `p_id=38594`, its referer the Adobe Audience Manager iframe `<client>.demdex.net/dest5.html`;
 * healthy.arkansas.gov 2020, `p_id=48571&p_user_id=pa_…`, the redirect of Perfect Audience's
 * `pixel-geo.prfct.co/cs/?partnerId=twtr`) and in sitespeedio/pagexray's nytimes.com HAR of 2015
 * (`p_id=10623` after the Krux syncs; `p_id=87453`, the redirect of `tags.w55c.net/rs` in a Floodlight
 * iframe), beside the site's own uwt.js hits (`p_id=Twitter&txn_id=…&events=[["pageview",null]]`). Such
 * a hit is `id_sync` with no account: it is not the site's pixel and no page view.
 *
 * Event name: `id_sync` for a partner sync, else see event-name.ts (the `events` names, else
 * `conversion` for event data or a legacy sale, else `pageview`). Account: `txn_id`, else `p_id`;
 * none for a partner sync.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { twitterEventName } from './event-name.js';
import { TWITTER_PARAMS, TWITTER_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const HOSTS = ['analytics.twitter.com', 'analytics.x.com', 't.co'];
const PATHS: ReadonlySet<string> = new Set(['/i/adsct', '/1/i/adsct', '/i/adsctp', '/1/i/adsctp']);
const JSON_PARAMS: ReadonlySet<string> = new Set(['events', 'event']);
const PARTNER_ID = /^\d+$/;

/** The pixel's scripts, by host. */
const SCRIPTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['static.ads-twitter.com', new Set(['/uwt.js', '/oct.js'])],
  ['platform.twitter.com', new Set(['/oct.js'])],
]);

function isScript(request: RequestView): boolean {
  return SCRIPTS.get(request.url.host)?.has(request.url.path) === true;
}

function matchTwitter(request: RequestView): boolean {
  const { host, path } = request.url;
  if (request.isNavigation) return false;
  return isScript(request) || (PATHS.has(path) && HOSTS.some((domain) => hostMatches(host, domain)));
}

/** The flattened JSON of `events` / `event`; text that is not JSON is kept only as the raw parameter. */
function expandJson(param: Param): Param[] {
  const parsed = tryParseJson(param.value);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return [];
  const flat = flattenJson(parsed.value, param.name);
  // `event={}` flattens to `event` = `{}`, the raw parameter again: nothing to add.
  return flat.filter((entry) => entry.name !== param.name);
}

/** A data partner's user-ID sync (see the header): a numeric `p_id`, a `p_user_id`, and nothing of the pixel. */
function isPartnerSync(params: readonly Param[]): boolean {
  const partner = getParam(params, 'p_id');
  const user = getParam(params, 'p_user_id');
  if (partner === undefined || !PARTNER_ID.test(partner) || user === undefined || user.length === 0)
    return false;
  return ['txn_id', 'events', 'event'].every((name) => getParam(params, name) === undefined);
}

function decodeTwitter(request: RequestView): VendorEvent[] {
  if (isScript(request)) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
  const params: Param[] = [];
  for (const param of mergeParams(request.query, body.params)) {
    params.push(param);
    if (JSON_PARAMS.has(param.name)) appendAll(params, expandJson(param));
  }
  if (isPartnerSync(params))
    return [{ eventName: 'id_sync', accountID: null, params, findings: body.findings }];
  const account = getParam(params, 'txn_id') ?? getParam(params, 'p_id');
  return [
    {
      eventName: twitterEventName(params),
      accountID: account !== undefined && account.length > 0 ? account : null,
      params,
      findings: body.findings,
    },
  ];
}

export const twitter = defineVendor({
  code: 'TWITTER',
  name: 'X (Twitter) Pixel',
  kind: 'advertising',
  badge: { short: 'X', color: 'oklch(12.9% 0.042 264.695)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pageview', 'page_view'],
  pageUrlParams: [],
  purchase: null,
  // uwt.js sends each hit to t.co and to analytics.twitter.com (or analytics.x.com), one copy each.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, perHost: true },
  hosts: ['analytics.twitter.com', 'analytics.x.com'],
  matchHosts: ['analytics.twitter.com', 'analytics.x.com', 't.co', ...SCRIPTS.keys()],
  match: matchTwitter,
  decode: decodeTwitter,
  params: TWITTER_PARAMS,
  patterns: TWITTER_PATTERNS,
  volatile: ['event_id', 'pl_id', 'tpx_cb'],
});
