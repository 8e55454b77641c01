import { readAnyBody } from '../vendors/body.js';
import { defineVendor, type RequestView, type Vendor, type VendorEvent } from '../vendors/define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendors/vendor-traits.js';
import type { Param } from '../url/params.js';
import type { CustomVendorDefinition } from './custom-vendor-definition.js';
import { MAX_PATTERN_INPUT } from './safe-pattern.js';

/** The badge of every custom vendor: its code's first letters on a neutral grey. */
const BADGE_COLOR = '#64748b';

/** A compiled `match`: host names exact or by suffix, path prefixes and patterns. */
interface Matcher {
  exactHosts: Set<string>;
  /** `.acme.example` for `*.acme.example`. */
  hostSuffixes: string[];
  prefixes: string[];
  patterns: RegExp[];
}

function compileMatch(definition: CustomVendorDefinition): Matcher {
  const matcher: Matcher = { exactHosts: new Set(), hostSuffixes: [], prefixes: [], patterns: [] };
  for (const host of definition.match.hosts) {
    if (host.startsWith('*.')) matcher.hostSuffixes.push(host.slice(1));
    else matcher.exactHosts.add(host);
  }
  for (const path of definition.match.paths) {
    if (path.startsWith('^')) matcher.patterns.push(new RegExp(path));
    else matcher.prefixes.push(path);
  }
  return matcher;
}

function matches(matcher: Matcher, request: RequestView): boolean {
  if (request.isNavigation) return false;
  const { host, path } = request.url;
  const hostOk = matcher.exactHosts.has(host) || matcher.hostSuffixes.some((suffix) => host.endsWith(suffix));
  if (!hostOk) return false;
  if (matcher.prefixes.length === 0 && matcher.patterns.length === 0) return true;
  if (matcher.prefixes.some((prefix) => path.startsWith(prefix))) return true;
  return path.length <= MAX_PATTERN_INPUT && matcher.patterns.some((pattern) => pattern.test(path));
}

/** The value of the first parameter named `name`, or null when absent or blank. */
function valueOf(params: readonly Param[], name: string | null): string | null {
  if (name === null) return null;
  const value = params.find((param) => param.name === name)?.value;
  return value === undefined || value.trim() === '' ? null : value;
}

function decode(definition: CustomVendorDefinition, request: RequestView): VendorEvent[] {
  const body = readAnyBody(request.body);
  const params = [...request.query, ...body.params];
  return [
    {
      eventName: valueOf(params, definition.event) ?? 'unknown_event',
      accountID: valueOf(params, definition.account),
      params,
      findings: body.findings,
    },
  ];
}

/**
 * Builds the vendor of a parsed custom definition (see parseCustomVendors): it matches requests to
 * one of its hosts (`*.` for any subdomain) whose path starts with one of its prefixes or matches one
 * of its patterns (any path when it has none), never a navigation; it decodes the query and body
 * parameters (form, multipart or JSON flattened), reads the event and account from the named
 * parameters, and labels them from `params`. Custom vendors are not validated automatically
 * (`supported: false`); the personal-data checks apply. Its match and decode never throw.
 */
export function defineCustomVendor(definition: CustomVendorDefinition): Vendor {
  const matcher = compileMatch(definition);
  return defineVendor({
    code: definition.code,
    name: definition.name,
    kind: definition.kind,
    badge: { short: definition.code.slice(0, 3), color: BADGE_COLOR, textColor: '#ffffff' },
    supported: false,
    adPixel: false,
    pageViewEvents: [],
    pageUrlParams: [],
    purchase: null,
    duplicateKeys: NO_DUPLICATE_KEYS,
    match: (request) => matches(matcher, request),
    decode: (request) => decode(definition, request),
    params: definition.params,
    volatile: [],
  });
}

/** The vendors of parsed definitions, in their order (tried after every built-in vendor). */
export function defineCustomVendors(definitions: readonly CustomVendorDefinition[]): Vendor[] {
  return definitions.map(defineCustomVendor);
}
