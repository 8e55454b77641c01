import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { nonPublicReason } from './address-ranges.js';

/** Resolves a host name to every address it has (node's `dns.lookup` with `all: true` by default). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export interface NetworkPolicy {
  /** AUTOMATION_ALLOW_PRIVATE_TARGETS: reach any address. */
  allowPrivate: boolean;
  /** Addresses to treat as public although they are not (tests serving a "public" site locally). */
  publicAddresses?: ReadonlySet<string>;
  lookup?: HostLookup;
}

/** The answer for one URL: allowed, or refused with a reason a user understands. */
export type TargetVerdict = { allowed: true } | { allowed: false; reason: string };

/** Schemes a page may use without touching the network. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);
/** Host names that always mean this machine or a metadata service, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)localhost\.?$|^metadata\.google\.internal\.?$|^metadata\.?$/i;

/** Whether `host` (a name, not an IP address) always means this machine or a metadata service. */
export function isLocalName(host: string): boolean {
  return isIP(host) === 0 && LOCAL_NAMES.test(host);
}

export const defaultLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Decides whether the automation runner may send a request to `url`: http(s) only (data:, blob: and
 * about: stay inside the browser), and unless private targets are allowed, a host whose every DNS
 * address is public. Used at submission for the Website URL and the recording's navigations, and
 * in the browser for every request, redirects included.
 *
 * @example
 * await checkTarget('http://127.0.0.1:8080/', { allowPrivate: false });
 * // { allowed: false, reason: 'http://127.0.0.1:8080/ points to 127.0.0.1, a loopback address' }
 */
export async function checkTarget(url: string, policy: NetworkPolicy): Promise<TargetVerdict> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allowed: false, reason: `${shorten(url)} is not a valid URL` };
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return { allowed: true };
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { allowed: false, reason: `${shorten(url)} is not an http(s) URL` };
  }
  if (policy.allowPrivate) return { allowed: true };
  // WHATWG URL parsing has already turned 0x7f.1, 2130706433 and friends into dotted IPv4.
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0 && LOCAL_NAMES.test(host)) {
    return { allowed: false, reason: `${shorten(url)} points to ${host}, a local host name` };
  }
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (policy.lookup ?? defaultLookup)(host);
    } catch {
      return { allowed: false, reason: `${shorten(url)}: the host ${host} does not resolve` };
    }
    if (addresses.length === 0)
      return { allowed: false, reason: `${shorten(url)}: the host ${host} does not resolve` };
  }
  for (const address of addresses) {
    const reason = addressRefusal(address, policy);
    if (reason) return { allowed: false, reason: `${shorten(url)} points to ${address}, ${reason}` };
  }
  return { allowed: true };
}

/**
 * Why a journey may not navigate to `url` whatever the network (no lookup): it is not a valid URL,
 * or not an http(s) page (data:, about:, blob:, javascript:, file:, chrome: …); null when it may.
 */
export function navigationSchemeRefusal(url: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return `${shorten(url)} is not a valid URL`;
  }
  if (protocol === 'http:' || protocol === 'https:') return null;
  return `${shorten(url)} is not an http(s) URL: a journey only loads web pages`;
}

/**
 * The refusals of {@link checkNavigationTarget} that need no DNS lookup (the scheme, an IP address
 * or a local name such as `localhost`), so that they can be answered before anything costly; null
 * when the URL may be fine.
 */
export async function offlineNavigationRefusal(url: string, policy: NetworkPolicy): Promise<string | null> {
  const scheme = navigationSchemeRefusal(url);
  if (scheme !== null) return scheme;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0 && !LOCAL_NAMES.test(host)) return null;
  const verdict = await checkTarget(url, policy);
  return verdict.allowed ? null : verdict.reason;
}

/**
 * Whether a journey may navigate to `url` (the Website URL, a recording's navigations): an http(s)
 * page only ({@link navigationSchemeRefusal}), then {@link checkTarget}.
 */
export async function checkNavigationTarget(url: string, policy: NetworkPolicy): Promise<TargetVerdict> {
  const reason = navigationSchemeRefusal(url);
  return reason === null ? checkTarget(url, policy) : { allowed: false, reason };
}

/** Why the runner may not talk to `address` under `policy`, or null. */
export function addressRefusal(address: string, policy: NetworkPolicy): string | null {
  if (policy.allowPrivate || policy.publicAddresses?.has(address)) return null;
  return nonPublicReason(address);
}

function shorten(url: string): string {
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

/** Where a proxied connection may go: the checked address, a refusal, or a name that does not resolve. */
export type ConnectionVerdict = { address: string } | { refused: string } | { unresolved: true };

/**
 * The address a connection to `host` (an IP address or a name) may use under `policy`: every
 * address the name resolves to must be allowed (as in {@link checkTarget}), and the first one is
 * the one to connect to.
 */
export async function checkConnection(host: string, policy: NetworkPolicy): Promise<ConnectionVerdict> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0 && !policy.allowPrivate && LOCAL_NAMES.test(bare)) {
    return { refused: `${bare} is a local host name` };
  }
  let addresses: string[];
  try {
    addresses = isIP(bare) !== 0 ? [bare] : await (policy.lookup ?? defaultLookup)(bare);
  } catch {
    return { unresolved: true };
  }
  const first = addresses[0];
  if (first === undefined) return { unresolved: true };
  for (const address of addresses) {
    const reason = addressRefusal(address, policy);
    if (reason) return { refused: `${bare} points to ${address}, ${reason}` };
  }
  return { address: first };
}
