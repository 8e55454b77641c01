/**
 * Google signals and remarketing audiences: the follow-ups Google Analytics sends to Google's ad side,
 * not hits of the site's own tag. Shown as their own vendor so that they are named rather than left
 * unrecognised; they are never read as GA4 (RULES.md: `doubleclick.net` hosts are not GA4), so the GA4
 * rules do not apply to them. The consent and personal-data checks still do.
 *
 * Recognised:
 * - `stats.g.doubleclick.net/g/collect` with a `tid`: gtag.js sends it once a session when Google
 *   signals is on, with the measurement ID, the client ID, the tag build and the consent state, and no
 *   event (`google_signals`). The Universal Analytics follow-up on that host (`/j/collect`, `t=dc`) is
 *   Universal Analytics'.
 * - `/ads/ga-audiences` with a `tid` on `google.com` and Google's country domains (`google.co.uk`,
 *   `google.com.vn`): the remarketing audience join (`t=sr`) of GA4 (`tid=G-…`) and of analytics.js
 *   (`tid=UA-…`, with `jid`, the join ID of the hit that asked for it) (`remarketing_audience`).
 * - `td.doubleclick.net/td/ga/rul` with a `tid`: the GA4 tag's Protected Audience iframe, which joins
 *   the browser to the property's interest groups where the browser offers the API (`fledge=1`), with
 *   the GA client ID (`gacid`); Google Ads' own is `/td/rul/<id>` (`interest_group`, read off captures
 *   of mylabbox.com, 2023, and tastynibbles.in, 2024: the only request naming that shop's GA4 tag).
 *
 * - `/measurement/conversion/` with a `tid` on `google.com` and Google's country domains: the GA4
 *   tag's copy of each of its events (`en`) for the Google Ads account the property is linked to
 *   (`fmt=6`, the GA client ID in `gacid`, the page in `url`), read off captures of 51 Argentine sites,
 *   August 2025 (`conversion_measurement`). While ad_storage is denied the copy goes to Google's
 *   cookieless ad host, `pagead2.googlesyndication.com`, instead (minijuegos.com, `gcs=G100`,
 *   `pscdl=denied`, the same month).
 * - `/privacy-sandbox/register-conversion` with a `tid` on `google-analytics.com`: the GA4 tag's
 *   Attribution Reporting registration of an event (`en`), sent beside the hit on 40 of those sites
 *   (`attribution_registration`).
 *
 * Relied on, read off captured requests (Google documents neither): `rcb` counts the pings of the page
 * load, `slf_rd` asks for the redirect to the country domain, `_r` says which follow-up this is.
 *
 * Event name: `google_signals`, `remarketing_audience`, `interest_group`, `conversion_measurement` or
 * `attribution_registration`. Account: `tid`. Two copies of two GA4 events (`en`) are two.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { GA4_CODE } from '../ga4/code.js';
import { isGoogleSearchDomain } from '../google-ads/ads-path.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { GOOGLE_SIGNALS_PARAMS } from './params.js';

const SIGNALS_HOST = 'stats.g.doubleclick.net';
const SIGNALS_PATH = '/g/collect';
const AUDIENCES_PATH = '/ads/ga-audiences';

const INTEREST_GROUP_HOST = 'td.doubleclick.net';
const INTEREST_GROUP_PATH = '/td/ga/rul';

const CONVERSION_PATHS = new Set(['/measurement/conversion/', '/measurement/conversion']);
/** Where the conversion copy goes while ad_storage is denied: Google's host that sets no cookies. */
const COOKIELESS_HOST = 'pagead2.googlesyndication.com';
const ATTRIBUTION_PATH = '/privacy-sandbox/register-conversion';

type Call =
  | 'google_signals'
  | 'remarketing_audience'
  | 'interest_group'
  | 'conversion_measurement'
  | 'attribution_registration';

/** Which follow-up the request is; the path is compared first, so a site's own request costs one test. */
function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  let call: Call;
  if (path === SIGNALS_PATH && host === SIGNALS_HOST) call = 'google_signals';
  else if (path === AUDIENCES_PATH && isGoogleSearchDomain(host)) call = 'remarketing_audience';
  else if (path === INTEREST_GROUP_PATH && host === INTEREST_GROUP_HOST) call = 'interest_group';
  else if (CONVERSION_PATHS.has(path) && (isGoogleSearchDomain(host) || host === COOKIELESS_HOST))
    call = 'conversion_measurement';
  else if (path === ATTRIBUTION_PATH && isAnalyticsHost(host)) call = 'attribution_registration';
  else return null;
  return (getParam(request.query, 'tid') ?? '').length > 0 ? call : null;
}

/** `google-analytics.com` and its subdomains (`www.`, `region1.`). */
function isAnalyticsHost(host: string): boolean {
  return host === 'google-analytics.com' || host.endsWith('.google-analytics.com');
}

export const googleSignals = defineVendor({
  code: 'GOOGLESIGNALS',
  name: 'Google signals and audiences',
  kind: 'advertising',
  badge: { short: 'GS', color: 'oklch(62.3% 0.214 259.815)', textColor: '#fff' },
  supported: false,
  // Sent by Google's own tags, which read consent mode (the ping carries `gcs` and `gcd`).
  adPixel: false,
  pageViewEvents: [],
  // The page the GA4 tag's copies report (conversion_measurement, attribution_registration).
  pageUrlParams: ['url', 'dl'],
  purchase: null,
  // analytics.js sends each audience join to google.com and to the country domain, with one query:
  // copies, compared per host. Each join names the hit that asked for it (`jid`): two joins of two hits
  // are two events, as are the GA4 tag's copies of two of its events (`en`). A copy of a GA4 event
  // carries none of the event's parameters: two copies of two real ad_impression or view_item_list
  // events look alike (16 such groups on 824 sites, August 2025). A copy whose GA4 event (same
  // measurement ID and name) is in the capture follows it: the GA4 hits say whether it fired twice.
  duplicateKeys: {
    ...NO_DUPLICATE_KEYS,
    distinctKeys: ['jid', 'en'],
    perHost: true,
    companions: {
      events: ['conversion_measurement', 'attribution_registration'],
      hitParam: 'en',
      hitCategory: GA4_CODE,
    },
  },
  // The audience join goes to Google's country domains, which no host list covers: the path decides.
  match: (request) => callOf(request) !== null,
  decode: (request) => {
    const tid = getParam(request.query, 'tid');
    return [
      {
        eventName: callOf(request) ?? 'google_signals',
        accountID: tid !== undefined && tid.length > 0 ? tid : null,
        params: request.query.slice(),
      },
    ];
  },
  params: GOOGLE_SIGNALS_PARAMS,
  volatile: ['z', 'rcb', '_u', 'tag_exp', 'random', 'fst', 'dbk'],
  sessionIds: ['cid'],
});
