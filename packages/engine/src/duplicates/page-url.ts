import { forgetAfterEachCall } from '../call-memory.js';
import type { DecodedRequest } from '../decode.js';
import { parseUrl } from '../url/parse-url.js';
import { vendorOfCategory } from '../vendors/lookup.js';

function firstValue(request: DecodedRequest, names: readonly string[]): string | undefined {
  for (const name of names) {
    for (const param of request.parameters) {
      if (param.name !== name) continue;
      const value = param.value.trim();
      if (value.length > 0) return value;
    }
  }
  return undefined;
}

/** By request, the page it reports (null: none), in the call: duplicates, checks and consent all ask. */
let reported = new WeakMap<DecodedRequest, string | null>();

/** The page the request itself reports (its vendor's `pageUrlParams`, trimmed), or undefined. */
export function reportedPageUrlOf(request: DecodedRequest): string | undefined {
  let page = reported.get(request);
  if (page === undefined) {
    const names = vendorOfCategory(request.category)?.pageUrlParams;
    page = (names && firstValue(request, names)) ?? null;
    reported.set(request, page);
  }
  return page ?? undefined;
}

/**
 * The page a request belongs to: the vendor's page parameter (its spec's `pageUrlParams`), else the captured
 * tab URL, else the request's host. The fragment is dropped (it never changes what was tracked).
 */
export function pageUrlOf(request: DecodedRequest): string {
  return knownPageOf(request) ?? hostOf(request);
}

/** The page the request reports, else its captured tab's, without the fragment; null when neither says. */
export function knownPageOf(request: DecodedRequest): string | null {
  const page = (reportedPageUrlOf(request) ?? request.captured.tabUrl ?? '').trim();
  return page.length > 0 ? withoutFragment(page) : null;
}

/** The request's host: the page of a request that names none, in a capture that gives none. */
export function hostOf(request: DecodedRequest): string {
  return parseUrl(request.captured.requestMetadata.requestUrl)?.host ?? '';
}

/**
 * A looser key for "the same page" across vendors: host and path only, lower-cased host without a
 * leading `www.`, no trailing slash. GA4 and Meta often disagree on query parameters of the same page
 * (one strips click ids), and LinkedIn's Insight Tag reports `https://nevadahealthlink.com/` on
 * `www.nevadahealthlink.com` (a real 2025 capture).
 */
export function pageKeyOf(pageUrl: string): string {
  let key = pageKeys.get(pageUrl);
  if (key === undefined) {
    const parsed = parseUrl(pageUrl);
    if (parsed === null) key = pageUrl;
    else {
      const { path } = parsed;
      key = `${withoutWww(parsed.host)}${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}`;
    }
    remember(pageKeys, pageUrl, key);
  }
  return key;
}

/**
 * The pages pageKeyOf and siteOf read in the call, and what they answered: a capture's hits report
 * the same few pages again and again, not always one after another (a shop's tags on alternate pages).
 * Forgotten after each call; at most PAGES_REMEMBERED of each.
 */
let pageKeys = new Map<string, string>();
let sites = new Map<string, string | null>();
const PAGES_REMEMBERED = 1_024;
forgetAfterEachCall(() => {
  reported = new WeakMap();
  pageKeys = new Map();
  sites = new Map();
});

function remember<T>(memory: Map<string, T>, page: string, answer: T): void {
  if (memory.size >= PAGES_REMEMBERED) memory.clear();
  memory.set(page, answer);
}

/** The site of a page: its host without a leading `www.`; null when the URL cannot be read. */
export function siteOf(pageUrl: string): string | null {
  let site = sites.get(pageUrl);
  if (site === undefined) {
    const parsed = parseUrl(pageUrl);
    site = parsed === null ? null : withoutWww(parsed.host);
    remember(sites, pageUrl, site);
  }
  return site;
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
