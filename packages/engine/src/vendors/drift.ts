/**
 * The drift alarm: a request no vendor recognises, sent to a known vendor's tracking host, is named as
 * that vendor's ("a Meta Pixel host, but not an endpoint Tagproof knows") rather than left as merely
 * unrecognised, so that a vendor changing its wire format is noticed. The hosts come from the vendor
 * specs (`hosts`, `knownNonHits`); the request keeps a null category.
 */
import type { Finding } from '../findings/finding.js';
import { makeFinding } from '../findings/make-finding.js';
import { hostMatches } from '../url/parse-url.js';
import type { RequestView, Vendor } from './define-vendor.js';
import { VENDORS } from './index.js';

interface TrackingHost {
  host: string;
  /** The path the request's must start with; '' for any path. */
  pathPrefix: string;
  vendor: Vendor;
}

/** Splits a `hosts` entry (`facebook.com/tr`) into its host and path prefix. */
export function parseHostEntry(entry: string): { host: string; pathPrefix: string } {
  const slash = entry.indexOf('/');
  return slash === -1
    ? { host: entry, pathPrefix: '' }
    : { host: entry.slice(0, slash), pathPrefix: entry.slice(slash) };
}

const TRACKING_HOSTS: readonly TrackingHost[] = VENDORS.flatMap((vendor) =>
  (vendor.hosts ?? []).map((entry) => ({ ...parseHostEntry(entry), vendor })),
);

/** Most distinct hosts whose tracking-host entries are remembered. */
const HOST_CACHE_LIMIT = 5_000;
const ENTRIES_BY_HOST = new Map<string, readonly TrackingHost[]>();

/** The tracking-host entries whose host is `host` or one of its parents, in registry order. */
function entriesOf(host: string): readonly TrackingHost[] {
  let entries = ENTRIES_BY_HOST.get(host);
  if (entries === undefined) {
    entries = TRACKING_HOSTS.filter((entry) => hostMatches(host, entry.host));
    if (ENTRIES_BY_HOST.size < HOST_CACHE_LIMIT) ENTRIES_BY_HOST.set(host, entries);
  }
  return entries;
}

/**
 * The vendor whose tracking host an unrecognised request was sent to, or null: never for a page
 * navigation, nor for a request the vendor leaves undecoded on purpose. Never throws.
 */
export function driftVendorOf(view: RequestView): Vendor | null {
  if (view.isNavigation) return null;
  const { host, path } = view.url;
  for (const entry of entriesOf(host)) {
    if (!path.startsWith(entry.pathPrefix)) continue;
    try {
      if (entry.vendor.knownNonHits?.(view) === true) return null;
    } catch {
      return null;
    }
    return entry.vendor;
  }
  return null;
}

/** The info finding of an unrecognised request: UNKNOWN_VENDOR_ENDPOINT on a vendor's host, else REQUEST_UNRECOGNISED. */
export function unrecognisedFinding(view: RequestView, requestUrl: string): Finding {
  const where = `${view.url.host}${view.url.path}`;
  const received = requestUrl.slice(0, 200);
  const vendor = driftVendorOf(view);
  if (vendor === null) {
    return makeFinding('REQUEST_UNRECOGNISED', {
      fieldPath: 'requestUrl',
      parameter: 'request URL',
      message: `No supported vendor recognises requests to ${where}.`,
      received,
    });
  }
  return makeFinding('UNKNOWN_VENDOR_ENDPOINT', {
    fieldPath: 'requestUrl',
    parameter: 'request URL',
    message: isBareHost(view)
      ? `A request to ${where}, ${vendor.name}'s host with no path: nothing of ${vendor.name} is ` +
        'there. A tag on the page was given an address cut to its host (most often its script, whose ' +
        `file name went missing), so that tag loads nothing. Check the address in the tag's template.`
      : `A ${vendor.name} host, but not an endpoint Tagproof knows (${where}): ` +
        `${vendor.name} may have changed how its tag sends data, so this request is not decoded.`,
    expected: `a known ${vendor.name} endpoint`,
    received,
  });
}

/**
 * A request to a host's root with nothing else (real 2025 captures: claro.com.ar loaded the scripts
 * `connect.facebook.net/` and `www.clarity.ms/`, which the hosts answered with a redirect to their
 * home pages): an address that lost its path, never a hit.
 */
function isBareHost(view: RequestView): boolean {
  return view.url.path === '/' && view.url.query === '' && (view.body ?? '') === '';
}
