/**
 * Google Ads conversion and remarketing hits sent by gtag.js and Google Tag Manager.
 *
 * Undocumented behaviour relied on (Google does not document the wire format): the hit path is
 * `/pagead/conversion/<id>/` (googleadservices.com), `/pagead/viewthroughconversion/<id>/`
 * (googleads.g.doubleclick.net) or `/pagead/1p-conversion/<id>/` (google.com and its country domains),
 * the id sometimes written `AW-<id>`. The older remarketing tag (conversion.js, 2016-2017 captures)
 * sends its user-list ping to `/ads/user-lists/<id>/` on google.com and the country domain. Current
 * gtag.js also sends, on those hosts, the consent-mode
 * mirror `/ccm/conversion/<id>/` of each conversion (GET or POST), the remarketing pings
 * `/pagead/1p-user-list/<id>/` and `/rmkt/collect/<id>/`, and enhanced-conversion form data to
 * `/pagead/form-data/<id>` or `/ccm/form-data/<id>`, and a page-view ping `/ccm/collect` for each
 * destination of the Google tag, the tag id in `tid` (or `tids`): one for a Floodlight destination
 * (`DC-…`) is Floodlight's (see ccm-collect.ts); any other stays here, its tag id as the account
 * (`AW-…`; a `G-…` GA4 stream too, which the GA4 decoder does not read on this path), and one without
 * a tag id has no account (real 2025 captures of US health-insurance exchanges send most without).
 * Through the Google tag gateway (first-party mode) these are served from the site's own host under a
 * folder of its choosing: `/<folders>/ccm/conversion/<id>/`,
 * `/<folders>/ccm/form-data/<id>` and `/<folders>/as/p/c/<id>/` (the conversion), never on
 * doubleclick.net, googletagmanager.com or google-analytics.com hosts (see ads-path.ts).
 *
 * The conversion linker's landing-page ping `/pagead/landing` (`landing_page`, no account: it names
 * no conversion id) goes to `www.google.com`, or to `pagead2.googlesyndication.com` when ad_storage is
 * not granted. Read off gtag.js (not documented): it is sent once per page when the URL carries an ad
 * click id (`gclid`, `gclsrc=aw.ds`, `gbraid`) or when consent mode is in use, and carries the consent
 * state (`gcs`, `gcu`, `gcd`), `rnd` (one random number per page, to deduplicate), `url` (the page
 * without query or fragment), the click ids (`gclid`, `gclsrc`, `dclid`, `gbraid`) or those stored in
 * the `_gcl_aw`/`_gcl_gb` cookies (`gclaw`, `gclgb`, when ad_storage is granted), TCF's `gdpr` and
 * `gdpr_consent`, `gtm`, and `auid`.
 *
 * Where the browser offers the Protected Audience API (`fledge=1`), remarketing and conversion hits
 * are also loaded as an iframe `td.doubleclick.net/td/rul/<id>` allowed to `join-ad-interest-group`
 * (the tag marks it `data-tagging-id="AW-<id>"`), with the hit's own parameters (`data`, `label`,
 * `url`…). The GA4 tag's equivalent, `td.doubleclick.net/td/ga/rul?tid=G-…`, is not Google Ads'.
 *
 * Event-data tags put `event=<name>` and their other fields in the
 * `data` parameter as `;`-separated `key=value` pairs (`event=purchase;value=59.8;currency=EUR`), and
 * `event=gtag.config` there marks the page-load hit. The value is `value`, the currency
 * `currency_code`, the order id `oid`; consent is `gcs`/`gcd`/`npa`/`dma` as on GA4 hits.
 *
 * Account: `AW-` + the numeric id from the path (on `/ccm/collect`: `tid`, else the first of `tids`).
 * Event name: the side pings keep names of their own,
 * `user_list` (1p-user-list, ads/user-lists and rmkt/collect), `form_data`, `interest_group` (td/rul: a copy of
 * the hit it accompanies, so not counted as a second page view or conversion) and
 * `set_partitioned_cookie` (the click-id cookie ping `/pagead/set_partitioned_cookie`, no account),
 * `attribution_trigger` (`/pagead/privacysandbox/conversion/<id>/` on www.google.com: the tag's copy of
 * a conversion for the browser's Attribution Reporting API, like the Meta pixel's privacy-sandbox
 * trigger; read off a hotstar.com capture of 2021, where it carries the query of the
 * googleadservices.com conversion it follows, the same `random` and `label`: a companion of that hit,
 * so never a second conversion),
 * `library_load` (the tag's script `/pagead/conversion_async.js` or `/pagead/conversion.js` on
 * googleadservices.com, no account);
 * otherwise `en` when sent (`gtag.config` read as `page_view`); else the
 * `event` entry of `data` (`gtag.config` read as `page_view`: the `config` command's hit is the tag's
 * default page view, which adds the visitor to the basic remarketing lists, as the Google Ads API's
 * TagSnippet reference says of the site tag; an explicit `page_view` event is a second hit, told
 * apart by `data.event`, see duplicateKeys); else `page_view` on ccm/collect and
 * `conversion` on ccm/conversion and 1p-conversion paths; on a conversion or viewthroughconversion
 * path `conversion` when a conversion `label` is present, otherwise `page_view` (a remarketing page
 * hit: a conversion action is identified by its label, and conversion.js with
 * `google_remarketing_only` sends its page hits to `/pagead/conversion/<id>/` without one, as
 * catalog.usmint.gov's category pages did in 2020, The Markup's Blacklight capture).
 *
 * Copies by design: the tag sends each 1p-user-list, 1p-conversion and ads/user-lists hit to google.com
 * and again to the visitor's country domain (`google.co.in`), the copy marked `rmt_tld=1` or `ipr=y`
 * (read off captures of lowes.com, amazon.in, hotstar.com and jcpenney.com). Requests are therefore compared per host
 * (`perHost`): the two copies are no duplicate, a hit fired twice still is.
 *
 * Parameter labels: the device fields `u_h`, `u_w`, `u_ah`, `u_aw`, `u_cd`, `u_his`, `u_tz`, `u_java`,
 * `u_nplug`, `u_nmime`, and `num` and `eid`, are read off Google's published conversion script
 * (conversion_async.js, as copied into public repositories): screen height and width, available
 * height and width, colour depth, `history.length`, minus `getTimezoneOffset()` (minutes ahead of
 * UTC), `navigator.javaEnabled()`, the numbers of plugins and MIME types, the number of conversion
 * snippets run on the page, and the experiment ids the script is in. `resp`, `ig`, `ipr` and `gcl_ctr`
 * have no public source and stay unlabelled. The User-Agent client hints (`uaa`…) are shared with
 * Floodlight (params.ts).
 */
import type { Finding } from '../../findings/finding.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { googleAdsPurchase } from './purchase.js';
import {
  readAdsPath,
  readGatewayPath,
  readInterestGroupPath,
  readScriptPath,
  type AdsPath,
} from './ads-path.js';
import {
  CCM_COLLECT_PATH,
  ccmCollectTagId,
  isCcmCollectHost,
  isFloodlightTagId,
  isGoogleAdsHost,
} from './ccm-collect.js';
import { GOOGLE_ADS_PARAMS, GOOGLE_ADS_PATTERNS } from './params.js';
import { remarketingOnly } from './conversion-label.js';
import { unidentifiedPurchase } from './purchase-conversion.js';
import { appendAll } from '../../append-all.js';
import { forgetAfterEachCall } from '../../call-memory.js';
import { namesPrefixedId, prefixedConversionId } from './doubled-prefix.js';

/** The hosts of the conversion linker's landing-page ping `/pagead/landing` (see above). */
const LANDING_HOSTS: ReadonlySet<string> = new Set([
  'www.google.com',
  'google.com',
  'pagead2.googlesyndication.com',
]);
const LANDING: AdsPath = { kind: 'landing', conversionId: '' };

/** The host of the Protected Audience interest-group iframes (`/td/rul/<id>`, GA4's `/td/ga/rul`). */
const INTEREST_GROUP_HOST = 'td.doubleclick.net';

/** Hosts that are Google's own but not Google Ads': a gateway-like path there is someone else's hit. */
function isOtherGoogleHost(host: string): boolean {
  return (
    hostMatches(host, 'doubleclick.net') ||
    hostMatches(host, 'googletagmanager.com') ||
    hostMatches(host, 'google-analytics.com')
  );
}

/**
 * The request adsPathOf last read, and its path: a request matched is decoded next, reading the path
 * again. Forgotten after each call.
 */
let lastRequest: RequestView | null = null;
let lastPath: AdsPath | null = null;
forgetAfterEachCall(() => {
  lastRequest = null;
  lastPath = null;
});

/** The Google Ads hit a request is, from its host and path; null for any other request. */
function adsPathOf(request: RequestView): AdsPath | null {
  if (request !== lastRequest) {
    lastPath = readRequestPath(request);
    lastRequest = request;
  }
  return lastPath;
}

function readRequestPath(request: RequestView): AdsPath | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (path === '/pagead/landing') return LANDING_HOSTS.has(host) ? LANDING : null;
  if (host === INTEREST_GROUP_HOST) return readInterestGroupPath(path);
  if (path === CCM_COLLECT_PATH) {
    // A ccm/collect ping for a Floodlight (DC-) destination is Floodlight's (see ccm-collect.ts).
    if (!isCcmCollectHost(host) || isFloodlightTagId(ccmCollectTagId(request.query))) return null;
    return readAdsPath(path);
  }
  if (isGoogleAdsHost(host)) {
    return (
      (hostMatches(host, 'googleadservices.com') || host === 'www.google.com'
        ? readScriptPath(path)
        : null) ?? readAdsPath(path)
    );
  }
  // A gateway path ends in `/ccm/…/<id>` or `/as/p/c/<id>`: others need no splitting.
  if (!path.includes('/ccm/') && !path.includes('/as/p/c/')) return null;
  return isOtherGoogleHost(host) ? null : readGatewayPath(path);
}

/** `event=purchase;value=59.8` → `data.event` = `purchase`, `data.value` = `59.8`. */
export function decodeEventData(data: string): Param[] {
  const entries: Param[] = [];
  for (const pair of data.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    entries.push({ name: `data.${pair.slice(0, eq)}`, value: pair.slice(eq + 1) });
  }
  return entries;
}

function withEventData(query: readonly Param[]): Param[] {
  const params: Param[] = [];
  for (const param of query) {
    params.push(param);
    if (param.name === 'data') appendAll(params, decodeEventData(param.value));
  }
  return params;
}

function eventNameOf(path: AdsPath, params: readonly Param[]): string {
  if (path.kind === '1p-user-list' || path.kind === 'rmkt' || path.kind === 'user-lists') return 'user_list';
  if (path.kind === 'form-data') return 'form_data';
  if (path.kind === 'interest-group') return 'interest_group';
  if (path.kind === 'privacy-sandbox') return 'attribution_trigger';
  if (path.kind === 'set-cookie') return 'set_partitioned_cookie';
  if (path.kind === 'landing') return 'landing_page';
  if (path.kind === 'script') return 'library_load';
  const en = getParam(params, 'en');
  if (en !== undefined && en.length > 0) return en === 'gtag.config' ? 'page_view' : en;
  const dataEvent = getParam(params, 'data.event');
  if (dataEvent !== undefined && dataEvent.length > 0)
    return dataEvent === 'gtag.config' ? 'page_view' : dataEvent;
  if (path.kind === 'ccm-collect') return 'page_view';
  if (path.kind !== 'viewthroughconversion' && path.kind !== 'conversion') return 'conversion';
  return (getParam(params, 'label') ?? '').length > 0 ? 'conversion' : 'page_view';
}

function accountOf(path: AdsPath, params: readonly Param[]): string | null {
  if (path.kind === 'set-cookie' || path.kind === 'landing' || path.kind === 'script') return null;
  if (path.kind !== 'ccm-collect') return `AW-${path.conversionId}`;
  const tagId = ccmCollectTagId(params);
  return tagId.length > 0 ? tagId : null;
}

export const googleAds = defineVendor({
  code: 'GOOGLEADS',
  name: 'Google Ads',
  kind: 'advertising',
  badge: { short: 'Ads', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: googleAdsPurchase,
  // The conversion action's label, filled from a variable by some tags (a real `label=undefined` on a
  // flow.com.ar purchase, 2025: no conversion action is named, so none records it).
  unfilledFields: { label: 'conversion label' },
  // Two conversion actions (labels) of one page, two orders (`oid`) or two values are two conversions;
  // two events of `data` (`gtag.config`, `form_start`) are two hits, and so are their td/rul and
  // 1p-user-list companions, which carry the same `data` and otherwise differ only in cache busters.
  // A companion carries its hit's `random` first (read off real captures: the page view of
  // marylandhealthconnection.gov, its td/rul iframe and its 1p-user-list ping share it; so do hotstar.com's
  // conversion and its privacy-sandbox copy): with its hit captured, a hit fired twice is one duplicate,
  // not three. Compared per host: the copy sent to the country domain is no duplicate (see above).
  duplicateKeys: {
    ...NO_DUPLICATE_KEYS,
    distinctKeys: ['label', 'oid', 'value', 'data.event'],
    // gtag.js answers `config` with two remarketing hits at once, from one runtime: the config hit
    // (`en=gtag.config`, `data=event=gtag.config`, `gtm=…xec`) and one without `en` or `data`
    // (`gtm=…xea`); 14 such pairs on 12 of 842 sites captured in August 2025. Never one hit sent twice.
    distinctMarkers: [{ name: 'data.event', value: 'gtag.config' }],
    perHost: true,
    companions: { events: ['interest_group', 'user_list', 'attribution_trigger'], hitParam: 'random' },
  },
  match: (request) => adsPathOf(request) !== null,
  decode: (request) => {
    const path = adsPathOf(request);
    const params = withEventData(request.query);
    const eventName = path === null ? 'unknown_event' : eventNameOf(path, params);
    const accountID = path === null ? null : accountOf(path, params);
    const conversionPath = path?.kind === 'conversion' || path?.kind === 'viewthroughconversion';
    const findings: Array<Finding | null> = conversionPath
      ? [remarketingOnly(eventName, accountID, params), unidentifiedPurchase(eventName, accountID, params)]
      : [];
    if (path !== null && path.conversionId.length > 0 && namesPrefixedId(request.url.path))
      findings.push(prefixedConversionId(path.conversionId));
    const found = findings.filter((finding): finding is Finding => finding !== null);
    return [{ eventName, accountID, params, ...(found.length === 0 ? {} : { findings: found }) }];
  },
  params: GOOGLE_ADS_PARAMS,
  patterns: GOOGLE_ADS_PATTERNS,
  sessionIds: ['auid'],
  volatile: ['random', 'fst', 'gtm', 'tag_exp', '_tu', 'ocp_id', 'rnd'],
});
