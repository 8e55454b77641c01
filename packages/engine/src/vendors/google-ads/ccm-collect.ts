/**
 * The Google tag's page-view ping `/ccm/collect` (on www.google.com, the country domains and Google
 * Ads' hosts), sent for one destination of the tag: the tag id in `tid`, else the first of `tids`
 * (`AW-…` Google Ads, `DC-…` a Floodlight configuration of Campaign Manager 360, `G-…` a GA4 stream).
 * A `DC-` ping belongs to Floodlight, any other to Google Ads (see google-ads.ts and floodlight.ts).
 * When ad_storage is not granted the tag sends it to `pagead2.googlesyndication.com` instead, as it
 * does the landing-page ping: real 2025 captures (es.tourismpanama.com with `tid=DC-…`, five sites
 * without a tag id, all `gcs=G100` or `G101` and `npa=1`) sent it there and to no other host.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import type { RequestView } from '../define-vendor.js';
import { isGoogleSearchDomain } from './ads-path.js';

export const CCM_COLLECT_PATH = '/ccm/collect';

/** Where the ping goes when ad_storage is not granted (see above). */
const NO_AD_STORAGE_HOST = 'pagead2.googlesyndication.com';

/** Google Ads' hosts: googleadservices.com, googleads.g.doubleclick.net and Google's search domains. */
export function isGoogleAdsHost(host: string): boolean {
  return (
    hostMatches(host, 'googleadservices.com') ||
    hostMatches(host, 'googleads.g.doubleclick.net') ||
    isGoogleSearchDomain(host)
  );
}

/** The tag id a `/ccm/collect` ping is sent for: `tid`, else the first of `tids`; empty when neither. */
export function ccmCollectTagId(query: readonly Param[]): string {
  const tid = getParam(query, 'tid');
  if (tid !== undefined && tid.length > 0) return tid;
  return getParam(query, 'tids')?.split(',')[0]?.trim() ?? '';
}

/** The hosts a `/ccm/collect` ping goes to: Google Ads' (isGoogleAdsHost), or the one without ad_storage. */
export function isCcmCollectHost(host: string): boolean {
  return host === NO_AD_STORAGE_HOST || isGoogleAdsHost(host);
}

/** True for a Floodlight destination (`DC-<advertiser id>`). */
export function isFloodlightTagId(tagId: string): boolean {
  return tagId.startsWith('DC-');
}

/** True for a `/ccm/collect` ping sent for a Floodlight (`DC-`) destination: Floodlight's, not Google Ads'. */
export function isFloodlightCcmCollect(request: RequestView): boolean {
  return (
    !request.isNavigation &&
    request.url.path === CCM_COLLECT_PATH &&
    isCcmCollectHost(request.url.host) &&
    isFloodlightTagId(ccmCollectTagId(request.query))
  );
}
