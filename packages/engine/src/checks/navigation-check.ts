import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import { otherSiteFrameOf } from '../capture/frame.js';
import type { DecodedRequest } from '../decode.js';
import { pageKeyOf, reportedPageUrlOf, siteOf } from '../duplicates/page-url.js';
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
 * Whether a request makes its vendor one that navigations are checked for: the supported ones with
 * page views (GA4, Meta) whenever they appear, but for a hit their tag did not send (the vendor's
 * `standaloneHit`: an Audience Manager segment's Meta image); other vendors only by one of their page
 * views (so a vendor that only tracks conversions is not expected to send page views). A library load
 * (`library_load`: Meta's fbevents.js) carries no event: a vendor whose script alone loaded is not
 * expected to send page views.
 */
function makesVendorChecked(request: DecodedRequest): request is DecodedRequest & { category: string } {
  const category = request.category;
  if (category === null || category === NAVIGATION_CATEGORY || request.eventName === 'library_load')
    return false;
  if (isPageView(request)) return true;
  return alwaysChecked(category) && request.vendor?.standaloneHit?.(request.parameters) !== true;
}

/**
 * The vendors checked on each site (siteOf), in order of first appearance, '' holding those of
 * requests whose site is not known (checked on every site). A capture that crosses sites
 * (www.usmint.gov and catalog.usmint.gov, 2020: other tags on each) checks each page for its own
 * site's vendors; a widget's tags, reporting the widget's page, are not expected of the page around it.
 */
class SiteVendors {
  private readonly order = new Map<string, string>();
  private readonly bySite = new Map<string, Set<string>>();

  /** Notes a vendor's first appearance: the vendors of a check are listed in that order. */
  met(category: string, vendorName: string): void {
    if (!this.order.has(category)) this.order.set(category, vendorName);
  }

  add(site: string, category: string): void {
    let categories = this.bySite.get(site);
    if (categories === undefined) {
      categories = new Set();
      this.bySite.set(site, categories);
    }
    categories.add(category);
  }

  /** The vendors a navigation on `site` is checked for. */
  of(site: string): Array<[string, string]> {
    const own = this.bySite.get(site);
    const anywhere = this.bySite.get('');
    return [...this.order].filter(
      ([category]) => own?.has(category) === true || anywhere?.has(category) === true,
    );
  }
}

/** A navigation being checked: the page views seen on its page, and how many requests belong to it. */
interface OpenNavigation {
  check: NavigationCheck;
  /** Host and path of the page (pageKeyOf), to recognise the page's own late requests. */
  pageKey: string;
  /** The page's site (siteOf). */
  site: string;
  seen: Map<string, string>;
  followedBy: number;
}

/**
 * Checks that each page navigation is followed, before the next navigation, by the page view of each
 * vendor checked on its site (see makesVendorChecked, SiteVendors). A navigation followed by no request at all before the next
 * navigation or the end of the session (a redirect hop, or the capture stopping) is left out.
 * Session order is the order of the requests, with one exception that real captures need: a request
 * sent after the next navigation started but reporting the previous navigation's page (GA4's `dl`,
 * Meta's `dl`, ... flushed as the page unloads) belongs to that previous page, as the request itself
 * says. Requests sent by another site's frame (capture/frame.ts) neither make their vendor checked
 * nor count as the page's page view. Linear.
 */
export function checkNavigation(requests: readonly DecodedRequest[]): NavigationCheck[] {
  const vendors = new SiteVendors();
  const navigations: OpenNavigation[] = [];
  // The site each account's hits report first, for its hits that report no page (placed at the end).
  const accountSites = new Map<string, string>();
  let unplaced: Array<{
    request: DecodedRequest & { category: string };
    navigation: OpenNavigation | undefined;
  }> | null = null;
  for (const request of requests) {
    if (request.category === NAVIGATION_CATEGORY) {
      const pageUrl =
        request.parameters.find((param) => param.name === 'page_location')?.value ??
        request.captured.requestMetadata.requestUrl;
      navigations.push({
        check: { requestId: request.requestId, pageUrl, vendors: [], passed: true },
        pageKey: pageKeyOf(pageUrl),
        site: siteOf(pageUrl) ?? '',
        seen: new Map(),
        followedBy: 0,
      });
      continue;
    }
    const navigation = navigationOf(request, navigations);
    // Another site's frame (an ad, a video player) sends its own tags' hits: they are not the page's.
    const fromPage = otherSiteFrameOf(request.captured) === null;
    if (fromPage && makesVendorChecked(request)) {
      vendors.met(request.category, request.vendorName ?? request.category);
      const site = reportedSiteOf(request);
      if (site === null) (unplaced ??= []).push({ request, navigation });
      else {
        vendors.add(site, request.category);
        const account = accountKey(request);
        if (!accountSites.has(account)) accountSites.set(account, site);
      }
    }
    if (navigation === undefined) continue;
    navigation.followedBy++;
    // A vendor already seen on this page needs no page-view test (most requests of a page).
    if (
      fromPage &&
      request.category !== null &&
      !navigation.seen.has(request.category) &&
      isPageView(request)
    ) {
      navigation.seen.set(request.category, request.requestId);
    }
  }
  for (const { request, navigation } of unplaced ?? [])
    vendors.add(
      accountSites.get(accountKey(request)) ?? siteOfRequest(request, navigation),
      request.category,
    );
  const checks: NavigationCheck[] = [];
  for (const { check, site, seen, followedBy } of navigations) {
    if (followedBy === 0) continue;
    check.vendors = vendors.of(site).map(([category, vendorName]) => ({
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

/** The site of the page a request reports (reportedPageUrlOf), or null when it reports none. */
function reportedSiteOf(request: DecodedRequest): string | null {
  const reported = reportedPageUrlOf(request);
  return reported === undefined ? null : siteOf(reported);
}

/** A vendor's account as the navigation check tells accounts apart. */
function accountKey(request: DecodedRequest & { category: string }): string {
  return `${request.category}\u0000${request.accountID ?? ''}`;
}

/**
 * The site of a request that reports no page: its navigation's, else its tab's; '' when none is
 * known. Used only when no other hit of its account reports a page: a widget's report suite that
 * sends one hit without a page URL (a CDC map on healthy.arkansas.gov, 2020: the suite's other hits
 * report www.cdc.gov) belongs to the widget's site, not to the page around it.
 */
function siteOfRequest(request: DecodedRequest, navigation: OpenNavigation | undefined): string {
  if (navigation !== undefined) return navigation.site;
  const tab = request.captured.tabUrl;
  return (tab === null ? null : siteOf(tab)) ?? '';
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
