import type { Finding } from '../findings/finding.js';
import type { Param } from '../url/params.js';
import type { ParsedUrl } from '../url/parse-url.js';
import type { PurchaseReader } from './purchase-reader.js';
import type { ParameterGroup, VendorCode } from './vendor-codes.js';
import type { DuplicateKeys, MetricCategoryRules, VendorBadge, VendorKind } from './vendor-traits.js';

/** What a vendor sees of a captured request: the URL taken apart, its decoded query, method and body. */
export interface RequestView {
  url: ParsedUrl;
  /** Decoded query-string parameters, in order. */
  query: readonly Param[];
  method: string;
  /** The raw request body, or null. */
  body: string | null;
  /** True for a top-level page navigation (only the Navigation vendor matches those). */
  isNavigation: boolean;
  /** When the request was sent, in milliseconds since the epoch (0 or a small number when unknown). */
  timestamp: number;
}

/** One event decoded from a request. A GA4 batched hit yields several. */
export interface VendorEvent {
  /** The event name; `library_load` for script loads that carry no event. */
  eventName: string;
  /** The account, pixel, tag or project id; null when the request does not carry one. */
  accountID: string | null;
  /** Every parameter under its wire name, in wire order. */
  params: Param[];
  /** Problems met while decoding (body not JSON, truncated item string, ...). */
  findings?: Finding[];
}

/** How a parameter is labelled and grouped for display. */
export interface ParamSpec {
  label: string;
  group: ParameterGroup;
}

/** A family of parameters recognised by their prefix (`ep.`, `cd[`, `pr`...). */
export interface ParamPattern {
  prefix: string;
  /** The group, or a function of the part of the name after the prefix. */
  group: ParameterGroup | ((rest: string) => ParameterGroup);
  /** Builds the label from the part of the name after the prefix. */
  label: (rest: string, name: string) => string;
}

/**
 * Everything Tagproof knows about one vendor. Adding a vendor is its folder (this spec, fixtures, a
 * test) plus one line in the registry (index.ts); the completeness test checks every field.
 */
export interface VendorSpec {
  code: VendorCode;
  /** Other spellings accepted as input for the code (`DYNAMICYIELD` for `DY`). */
  aliases?: readonly string[];
  /** Readable vendor name shown to users. */
  name: string;
  kind: VendorKind;
  badge: VendorBadge;
  /**
   * True when the vendor's hits are validated automatically (it has a rule set). Other vendors are
   * recognised and decoded; the personal-data and consent checks still apply to them.
   */
  supported: boolean;
  /** An ad pixel that does not read Google consent mode: reported when it fires while ad_storage is denied. */
  adPixel: boolean;
  /**
   * The vendor's page-view event names, lower-cased (event names are compared case-insensitively): the
   * navigation check expects one after each page navigation. Empty when the vendor has no page view.
   */
  pageViewEvents: readonly string[];
  /**
   * True for a hit the vendor's tag did not send: an image another system fired on its own (Meta's
   * `noscript=1` image of an Adobe Audience Manager segment). Unless it is a page view, it does not make
   * the navigation check expect the vendor's page views on the site. Must never throw. Omitted: none.
   */
  standaloneHit?: (params: readonly Param[]) => boolean;
  /**
   * Events that carry what the page itself publishes (its structured data, meta tags: Meta's
   * `microdata`, Pinterest's `page_metadata`), lower-cased. The personal-data rules leave them alone: a
   * shop's phone number in its JSON-LD is published, not a visitor's data. Omitted: none.
   */
  pageContentEvents?: readonly string[];
  /**
   * Fields in which the vendor receives the visitor's own e-mail address or phone number by design: the
   * profile its identify call sends (Klaviyo's `$email`), by wire name. PII_EMAIL and PII_PHONE still
   * report an address there, but say that the field is meant for it and what to check, rather than to
   * take it out. Omitted: none.
   */
  contactFields?: readonly string[];
  /**
   * Parameters whose `${…}` macros the vendor's own server fills in, by design (Audience Manager's
   * `redir`, a partner URL carrying `${DD_UUID}`): no VALUE_PLACEHOLDER for them. Omitted: none.
   */
  serverFilledParams?: readonly string[];
  /**
   * Decoded parameters carrying the page a request was sent from, tried in order (duplicates are
   * grouped by page). Empty: the captured tab URL is used.
   */
  pageUrlParams: readonly string[];
  /** How the vendor's purchase is read for the purchase parity check; null when it has none. */
  purchase: PurchaseReader | null;
  /**
   * Fields besides its purchase's value, currency and order id that the vendor's tag fills from the
   * site's variables, by wire name, with what each carries (`sku`: 'product SKU'): VALUE_UNFILLED
   * reports them sent as `undefined`, `NaN` or `[object Object]`, alone or joined (`undefined-undefined`).
   * Omitted: none.
   */
  unfilledFields?: Readonly<Record<string, string>>;
  /** The ids the vendor deduplicates on. */
  duplicateKeys: DuplicateKeys;
  /**
   * The vendor's own tracking hosts, for the drift alarm (drift.ts): `bat.bing.com` matches that host
   * and its subdomains; `facebook.com/tr/` also needs the path to start with `/tr/`. Used only for
   * requests no vendor recognises: one to such a host gets an UNKNOWN_VENDOR_ENDPOINT info finding
   * naming the vendor, so a changed wire format shows up. List only what carries tracking, not a site
   * or CDN that also serves pages. Omitted: no drift alarm for the vendor.
   */
  hosts?: readonly string[];
  /**
   * Requests to `hosts` the vendor knows and leaves undecoded on purpose (its library scripts, an
   * automatic ping): no drift alarm for them. Must never throw.
   */
  knownNonHits?: (request: RequestView) => boolean;
  /** How the test form files the vendor's metrics into categories, when it has its own. */
  metricCategories?: MetricCategoryRules;
  /** True when this request belongs to the vendor. Must be cheap and must never throw. */
  match: (request: RequestView) => boolean;
  /**
   * The hosts outside which `match` never holds: `facebook.com` covers that host and its subdomains
   * (as `hostMatches` does), so recognising a request only tries the vendors listed for its host
   * (match-index.ts). Must cover every host `match` can accept, or the vendor's hits go unrecognised.
   * Omitted: `match` may hold on any host (first-party proxies, configurable endpoints, page
   * navigations) and the vendor is tried for every request.
   * @example matchHosts: ['facebook.com', 'facebook.net']
   */
  matchHosts?: readonly string[];
  /** Decodes a matched request into one or more events. Must never throw. */
  decode: (request: RequestView) => VendorEvent[];
  /** Labels and groups of the vendor's known parameters, by wire name. */
  params: Readonly<Record<string, ParamSpec>>;
  /** Labels and groups of parameter families, tried in order when the exact name is unknown. */
  patterns?: readonly ParamPattern[];
  /** Parameters that change on every send (hit counters, timestamps, cache busters): ignored by duplicates. */
  volatile: readonly string[];
  /**
   * Parameters volatile on some of the vendor's hits only, and the test on a hit's parameters that says
   * it is one of those (Floodlight's `ord`: a cache buster on a counter activity, the order id on a
   * sales one, which sends `qty` and `cost`). The test must be cheap and must never throw. Omitted: none.
   */
  volatileWhen?: { names: readonly string[]; holds: (params: readonly Param[]) => boolean };
  /**
   * Parameters naming the visitor, the session or the page load (GA4 `cid`, `sid`): equal across one
   * session's sends, different in the next session. Comparing two sessions (the diff) ignores them, with
   * `volatile` and the per-fire event ids. Omitted: none (the generic names of DIFF_VOLATILE_NAMES still
   * apply).
   */
  sessionIds?: readonly string[];
}

export interface Vendor extends VendorSpec {
  /** The label and group of a wire name (exact name, then patterns, else the name itself in `other`). */
  describe: (name: string) => ParamSpec;
}

/** Most distinct parameter names a vendor remembers the description of (names repeat across hits). */
const DESCRIBE_CACHE_LIMIT = 20_000;

/** Declares a vendor: mostly data, plus its match and decode functions. */
export function defineVendor(spec: VendorSpec): Vendor {
  const patterns = spec.patterns ?? [];
  const exact = new Map(Object.entries(spec.params));
  const cache = new Map<string, ParamSpec>();
  const describeUncached = (name: string): ParamSpec => {
    const known = exact.get(name);
    if (known) return known;
    for (const pattern of patterns) {
      if (name.startsWith(pattern.prefix)) {
        const rest = name.slice(pattern.prefix.length);
        const group = typeof pattern.group === 'function' ? pattern.group(rest) : pattern.group;
        return { label: pattern.label(rest, name), group };
      }
    }
    return { label: name, group: 'other' };
  };
  return {
    ...spec,
    describe(name) {
      let described = cache.get(name);
      if (described === undefined) {
        described = describeUncached(name);
        if (cache.size < DESCRIBE_CACHE_LIMIT) cache.set(name, described);
      }
      return described;
    },
  };
}
