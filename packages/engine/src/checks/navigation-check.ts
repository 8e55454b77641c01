import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import type { DecodedRequest } from '../decode.js';
import { pageKeyOf, reportedPageUrlOf } from '../duplicates/page-url.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import type { NavigationCheck } from '../validation/types.js';

/**
 * The vendors checked whenever they appear in the session: the supported ones that send page views
 * (each vendor's spec says both).
 */
function alwaysChecked(category: string): boolean {
  const vendor = vendorOfCategory(category);
  return vendor !== undefined && vendor.supported && vendor.pageViewEvents.length > 0;
}

function isPageView(request: DecodedRequest): boolean {
  const names = vendorOfCategory(request.category)?.pageViewEvents;
  return names !== undefined && names.includes((request.eventName ?? '').toLowerCase());
}

/**
 * The vendors each navigation is checked for, in order of first appearance: the supported ones with
 * page views (GA4, Meta) when they appear in the session at all; other vendors only when at least one of their page views appears
 * (so a vendor that only tracks conversions is not expected to send page views). A library load
 * (`library_load`: Meta's fbevents.js) carries no event: a vendor whose script alone loaded is not
 * expected to send page views.
 */
function checkedVendors(requests: readonly DecodedRequest[]): Map<string, string> {
  const vendors = new Map<string, string>();
  for (const request of requests) {
    const category = request.category;
    if (category === null || vendors.has(category) || request.eventName === 'library_load') continue;
    if (alwaysChecked(category) || isPageView(request)) vendors.set(category, request.vendorName ?? category);
  }
  return vendors;
}

/** A navigation being checked: the page views seen on its page, and how many requests belong to it. */
interface OpenNavigation {
  check: NavigationCheck;
  /** Host and path of the page (pageKeyOf), to recognise the page's own late requests. */
  pageKey: string;
  seen: Map<string, string>;
  followedBy: number;
}

/**
 * Checks that each page navigation is followed, before the next navigation, by the page view of each
 * vendor checked (see checkedVendors). A navigation followed by no request at all before the next
 * navigation or the end of the session (a redirect hop, or the capture stopping) is left out.
 * Session order is the order of the requests, with one exception that real captures need: a request
 * sent after the next navigation started but reporting the previous navigation's page (GA4's `dl`,
 * Meta's `dl`, ... flushed as the page unloads) belongs to that previous page, as the request itself
 * says. Linear.
 */
export function checkNavigation(requests: readonly DecodedRequest[]): NavigationCheck[] {
  const vendors = checkedVendors(requests);
  const navigations: OpenNavigation[] = [];
  for (const request of requests) {
    if (request.category === NAVIGATION_CATEGORY) {
      const pageUrl =
        request.parameters.find((param) => param.name === 'page_location')?.value ??
        request.captured.requestMetadata.requestUrl;
      navigations.push({
        check: { requestId: request.requestId, pageUrl, vendors: [], passed: true },
        pageKey: pageKeyOf(pageUrl),
        seen: new Map(),
        followedBy: 0,
      });
      continue;
    }
    const navigation = navigationOf(request, navigations);
    if (navigation === undefined) continue;
    navigation.followedBy++;
    // A vendor already seen on this page needs no page-view test (most requests of a page).
    if (request.category !== null && !navigation.seen.has(request.category) && isPageView(request)) {
      navigation.seen.set(request.category, request.requestId);
    }
  }
  const checks: NavigationCheck[] = [];
  // Listed once, not once per navigation.
  const checked = [...vendors];
  for (const { check, seen, followedBy } of navigations) {
    if (followedBy === 0) continue;
    check.vendors = checked.map(([category, vendorName]) => ({
      category,
      vendorName,
      followed: seen.has(category),
      requestId: seen.get(category) ?? null,
    }));
    check.passed = check.vendors.every((vendor) => vendor.followed);
    checks.push(check);
  }
  return checks;
}

/**
 * The navigation a request belongs to: the latest one, unless the request reports the page of the one
 * before and not the latest's (a late hit of the page being left). Undefined before any navigation.
 */
function navigationOf(
  request: DecodedRequest,
  navigations: readonly OpenNavigation[],
): OpenNavigation | undefined {
  const latest = navigations[navigations.length - 1];
  const previous = navigations[navigations.length - 2];
  if (latest === undefined || previous === undefined || previous.pageKey === latest.pageKey) return latest;
  const reported = reportedPageUrlOf(request);
  if (reported === undefined) return latest;
  return pageKeyOf(reported) === previous.pageKey ? previous : latest;
}
