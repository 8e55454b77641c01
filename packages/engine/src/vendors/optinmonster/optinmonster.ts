/**
 * OptinMonster (pop-up and opt-in campaigns, Awesome Motive).
 *
 * Recognised: the impression call `/v3/i` on `z.omappapi.com` (any host under omappapi.com) when it
 * carries the account `aid` (`impression`); the account's campaign list `/v2/embed/<account id>` on
 * `api.omappapi.com` and a campaign view's file `/app/campaign-views/…/<campaign id>/<file>.json` on
 * `a.omappapi.com` (both `library_load`: what the script fetches to show a campaign, no measurement);
 * the script `/app/js/api.min.js` on `a.omappapi.com`, `a.opmnstr.com` or `a.optnmstr.com`
 * (`library_load`). Left out as no hit: `api.omappapi.com/v3/geolocate/json` (the visitor's location,
 * asked for the display rules; no account, no parameter), the web-font loader and the images of
 * `a.omappapi.com`.
 * Account: `aid` (impression), the path's number (`/v2/embed/<id>`); none for a campaign view's file
 * and the script (the account is an attribute of the script tag, not on the wire).
 *
 * Sources: OptinMonster's embed code as published (a public gist of the async loader: the script
 * `a.omappapi.com/app/js/api.min.js` with `data-user` and `data-account` attributes; an older embed
 * code on `a.optnmstr.com` naming each campaign by a 20-character slug, `om-<slug>-holder`);
 * OptinMonster's help article on measuring its impact on a site, which describes a "request
 * lifecycle" of the HTTP requests the script makes (only its opening was read); and a real capture
 * (savethechildren.org, 2021-10-19, The Markup's nonprofit privacy inspections: the script on
 * `a.opmnstr.com` from GTM, `/v2/embed/71376?d=savethechildren.org` on both pages, the geolocation
 * call, the `yesno` view of campaign `ahlaoij3oqcwy5yi0i9z`, and `/v3/i` once per page, answered 204).
 * Not documented, read off that capture: `aid` equals the number of `/v2/embed/<id>` (the account);
 * `cid` is the campaign slug of the campaign-views path; `cty=popup` names the campaign type (the
 * types OptinMonster's builder offers: popup, floating bar, fullscreen, inline, slide-in…); `dv` was
 * `mobile` for the iPhone browser of the capture; `url` is the page's path without host or leading
 * slash (empty on the home page); `d` of `/v2/embed` is the site's domain; `sid`, `rt` and `v` kept
 * their values on both pages and stay under their wire names. That `/v3/i` counts a campaign's impression (it followed the loading of the
 * campaign's view and fired once per page showing it) is inferred, not documented: it is no page view.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { OPTINMONSTER_PARAMS } from './params.js';

const API_DOMAIN = 'omappapi.com';
/** Hosts of the script: the current CDN and the two older ones embed codes still point to. */
const SCRIPT_HOSTS: ReadonlySet<string> = new Set(['a.omappapi.com', 'a.opmnstr.com', 'a.optnmstr.com']);
const SCRIPT_PATH = '/app/js/api.min.js';
/** `/v2/embed/<account id>`; group 1 is the account id. */
const EMBED_PATH = /^\/v2\/embed\/(\d+)$/;
/** `/app/campaign-views/<key>/<campaign id>/<file>.json`; groups: campaign id, file name. */
const CAMPAIGN_VIEW_PATH = /^\/app\/campaign-views\/[A-Za-z0-9]+\/([A-Za-z0-9]+)\/([A-Za-z0-9_-]+)\.json$/;

type Call =
  | { kind: 'impression' }
  | { kind: 'script' }
  | { kind: 'embed'; account: string }
  | { kind: 'campaign_view'; campaign: string; file: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (SCRIPT_HOSTS.has(host) && path === SCRIPT_PATH) return { kind: 'script' };
  if (!hostMatches(host, API_DOMAIN) || host === API_DOMAIN) return null;
  if (path === '/v3/i') return getParam(request.query, 'aid') ? { kind: 'impression' } : null;
  const embed = EMBED_PATH.exec(path);
  if (embed?.[1] !== undefined) return { kind: 'embed', account: embed[1] };
  const view = CAMPAIGN_VIEW_PATH.exec(path);
  if (view?.[1] !== undefined && view[2] !== undefined)
    return { kind: 'campaign_view', campaign: view[1], file: view[2] };
  return null;
}

function decodeOptinMonster(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const query = [...request.query];
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: query }];
  switch (call.kind) {
    case 'impression':
      return [{ eventName: 'impression', accountID: getParam(query, 'aid') ?? null, params: query }];
    case 'script':
      return [{ eventName: 'library_load', accountID: null, params: query }];
    case 'embed': {
      const params: Param[] = [{ name: 'account_id', value: call.account }, ...query];
      return [{ eventName: 'library_load', accountID: call.account, params }];
    }
    case 'campaign_view': {
      const params: Param[] = [
        { name: 'campaign_id', value: call.campaign },
        { name: 'view_file', value: call.file },
        ...query,
      ];
      return [{ eventName: 'library_load', accountID: null, params }];
    }
  }
}

/** The visitor's location, asked for the display rules, and the fonts and images of the CDN: no hits. */
function isKnownNonHit(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    path.startsWith('/v3/geolocate/') ||
    (host === 'a.omappapi.com' && (path.startsWith('/app/js/webfont/') || path.startsWith('/users/')))
  );
}

export const optinmonster = defineVendor({
  code: 'OPTINMONSTER',
  name: 'OptinMonster',
  kind: 'other',
  badge: { short: 'OM', color: 'oklch(45% 0.13 150)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  // Two campaigns shown on one page are two impressions, not one sent twice.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['cid', 'campaign_id', 'view_file'] },
  hosts: ['z.omappapi.com', 'api.omappapi.com'],
  knownNonHits: isKnownNonHit,
  matchHosts: [API_DOMAIN, 'opmnstr.com', 'optnmstr.com'],
  match: (request) => callOf(request) !== null,
  decode: decodeOptinMonster,
  params: OPTINMONSTER_PARAMS,
  volatile: [],
});
