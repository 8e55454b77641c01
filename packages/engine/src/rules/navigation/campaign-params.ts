/**
 * What the navigation rules know about campaign tagging: the UTM parameters Google Analytics reads, the
 * ad platforms' click ids, and how to read a navigation's own query string and fragment.
 *
 * The Navigation vendor decodes `page_location` (the URL as captured), `page_host`, `page_path`, then the
 * query parameters. The rules re-read the query from `page_location` so that a query parameter that
 * happens to be named `page_path` cannot be confused with the decoder's own fields.
 */
import type { DecodedRequest } from '../../decode.js';
import { parseParams, type Param } from '../../url/params.js';
import { parseUrl } from '../../url/parse-url.js';
import type { RuleSource } from '../define-rule.js';

export const GA4_CAMPAIGN_SOURCE: RuleSource = {
  book: 'Google Analytics campaign URLs',
  url: 'https://support.google.com/analytics/answer/10917952',
  lastVerified: '2026-11-22',
};

/** The UTM parameters Google Analytics 4 reads, lowercase (they are case-sensitive). */
export const KNOWN_UTM_PARAMETERS: readonly string[] = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
];

/** Click ids added to landing-page URLs by ad platforms' auto-tagging, with the platform's name. */
export const CLICK_IDS: Readonly<Record<string, string>> = {
  gclid: 'Google Ads',
  gbraid: 'Google Ads (iOS app campaigns)',
  wbraid: 'Google Ads (web to app)',
  dclid: 'Display & Video 360 / Campaign Manager 360',
  fbclid: 'Meta',
  ttclid: 'TikTok',
  msclkid: 'Microsoft Advertising',
  twclid: 'X (Twitter)',
  rdt_cid: 'Reddit',
  epik: 'Pinterest',
};

export function isKnownUtm(name: string): boolean {
  return KNOWN_UTM_PARAMETERS.includes(name);
}

export function isClickId(name: string): boolean {
  return Object.hasOwn(CLICK_IDS, name);
}

/** A campaign parameter: a `utm_…` name in any case, or a click id. */
export function isCampaignParameter(name: string): boolean {
  return name.toLowerCase().startsWith('utm_') || isClickId(name);
}

/** The navigation's URL taken apart: its query parameters and, if the fragment holds any, those too. */
export interface NavigationUrl {
  query: Param[];
  fragment: Param[];
}

/** Parsed once per request and shared by the navigation rules (a cache, not state: keyed weakly). */
const parsedUrls = new WeakMap<DecodedRequest, NavigationUrl | null>();

/** Reads the navigation's URL from `page_location`; null when the request is not a readable navigation. */
export function navigationUrl(request: DecodedRequest): NavigationUrl | null {
  const cached = parsedUrls.get(request);
  if (cached !== undefined) return cached;
  const parsed = parseNavigationUrl(request);
  parsedUrls.set(request, parsed);
  return parsed;
}

function parseNavigationUrl(request: DecodedRequest): NavigationUrl | null {
  const location = request.parameters.find((param) => param.name === 'page_location')?.value;
  const url = location === undefined ? null : parseUrl(location);
  if (url === null) return null;
  // `#/route?utm_source=…` (single-page apps) and `#utm_source=…` both put parameters in the fragment.
  const question = url.fragment.indexOf('?');
  const fragmentQuery = question === -1 ? url.fragment : url.fragment.slice(question + 1);
  return {
    query: parseParams(url.query),
    fragment: fragmentQuery.includes('=') ? parseParams(fragmentQuery) : [],
  };
}

/** The first value of `name` in `params`, or undefined. */
export function valueOf(params: readonly Param[], name: string): string | undefined {
  return params.find((param) => param.name === name)?.value;
}

/** A value for a message, cut to 100 characters. */
export function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}
