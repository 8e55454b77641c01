/**
 * The Google tag's page-view ping `/ccm/collect` (on www.google.com, the country domains and Google
 * Ads' hosts), sent for one destination of the tag: the tag id in `tid`, else the first of `tids`
 * (`AW-…` Google Ads, `DC-…` a Floodlight configuration of Campaign Manager 360, `G-…` a GA4 stream).
 * A `DC-` ping belongs to Floodlight, any other to Google Ads (see google-ads.ts and floodlight.ts).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import type { RequestView } from '../define-vendor.js';
import { isGoogleSearchDomain } from './ads-path.js';

export const CCM_COLLECT_PATH = '/ccm/collect';

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

/** True for a Floodlight destination (`DC-<advertiser id>`). */
export function isFloodlightTagId(tagId: string): boolean {
  return tagId.startsWith('DC-');
}

/** True for a `/ccm/collect` ping sent for a Floodlight (`DC-`) destination: Floodlight's, not Google Ads'. */
export function isFloodlightCcmCollect(request: RequestView): boolean {
  return (
    !request.isNavigation &&
    request.url.path === CCM_COLLECT_PATH &&
    isGoogleAdsHost(request.url.host) &&
    isFloodlightTagId(ccmCollectTagId(request.query))
  );
}
