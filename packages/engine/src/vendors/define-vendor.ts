import type { Finding } from '../findings/finding.js';
import type { Param } from '../url/params.js';
import type { ParsedUrl } from '../url/parse-url.js';
import type { ParameterGroup, VendorCode } from './vendor-codes.js';

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

export interface VendorSpec {
  code: VendorCode;
  /** Readable vendor name shown to users. */
  name: string;
  /** True when this request belongs to the vendor. Must be cheap and must never throw. */
  match: (request: RequestView) => boolean;
  /** Decodes a matched request into one or more events. Must never throw. */
  decode: (request: RequestView) => VendorEvent[];
  /** Labels and groups of the vendor's known parameters, by wire name. */
  params: Readonly<Record<string, ParamSpec>>;
  /** Labels and groups of parameter families, tried in order when the exact name is unknown. */
  patterns?: readonly ParamPattern[];
  /** Parameters that change on every send (hit counters, timestamps, cache busters): ignored by duplicates. */
  volatile: readonly string[];
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
