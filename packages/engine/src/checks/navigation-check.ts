import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import type { DecodedRequest } from '../decode.js';
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
 * (so a vendor that only tracks conversions is not expected to send page views).
 */
function checkedVendors(requests: readonly DecodedRequest[]): Map<string, string> {
  const vendors = new Map<string, string>();
  for (const request of requests) {
    const category = request.category;
    if (category === null || vendors.has(category)) continue;
    if (alwaysChecked(category) || isPageView(request)) vendors.set(category, request.vendorName ?? category);
  }
  return vendors;
}

/**
 * Checks that each page navigation is followed, before the next navigation, by the page view of each
 * vendor checked (see checkedVendors). A navigation followed by no request at all before the next
 * navigation or the end of the session (a redirect hop, or the capture stopping) is left out.
 * Session order is the order of the requests. Linear.
 */
export function checkNavigation(requests: readonly DecodedRequest[]): NavigationCheck[] {
  const vendors = checkedVendors(requests);
  const checks: NavigationCheck[] = [];
  let current: { check: NavigationCheck; seen: Map<string, string>; followedBy: number } | null = null;
  const close = () => {
    if (current === null || current.followedBy === 0) return;
    const { check, seen } = current;
    check.vendors = [...vendors].map(([category, vendorName]) => ({
      category,
      vendorName,
      followed: seen.has(category),
      requestId: seen.get(category) ?? null,
    }));
    check.passed = check.vendors.every((vendor) => vendor.followed);
    checks.push(check);
  };
  for (const request of requests) {
    if (request.category === NAVIGATION_CATEGORY) {
      close();
      const pageUrl =
        request.parameters.find((param) => param.name === 'page_location')?.value ??
        request.captured.requestMetadata.requestUrl;
      current = {
        check: { requestId: request.requestId, pageUrl, vendors: [], passed: true },
        seen: new Map(),
        followedBy: 0,
      };
      continue;
    }
    if (current === null) continue;
    current.followedBy++;
    // A vendor already seen after this navigation needs no page-view test (most requests of a page).
    if (request.category !== null && !current.seen.has(request.category) && isPageView(request)) {
      current.seen.set(request.category, request.requestId);
    }
  }
  close();
  return checks;
}
