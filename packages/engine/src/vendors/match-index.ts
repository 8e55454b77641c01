/**
 * The vendors worth trying for a request's host, so that recognising a request does not run every
 * vendor's `match`. A vendor with `matchHosts` is a candidate only on those hosts and their subdomains;
 * one without is a candidate everywhere. Candidates keep the registry's order, so the first whose
 * match holds is the one a scan of the whole registry finds.
 */
import type { Vendor } from './define-vendor.js';

/** Most distinct hosts whose candidates are remembered (a capture rarely reaches a few hundred). */
const HOST_CACHE_LIMIT = 5_000;

/** The candidates of a host, in the order of the list the index was built from. */
export type CandidatesOf = (host: string) => readonly Vendor[];

/** Indexes `vendors` by their `matchHosts`; the returned function is cheap after a host's first call. */
export function createMatchIndex(vendors: readonly Vendor[]): CandidatesOf {
  const byDomain = new Map<string, number[]>();
  const anyHost: number[] = [];
  vendors.forEach((vendor, position) => {
    if (vendor.matchHosts === undefined) {
      anyHost.push(position);
      return;
    }
    for (const domain of vendor.matchHosts) {
      const positions = byDomain.get(domain);
      if (positions === undefined) byDomain.set(domain, [position]);
      else if (!positions.includes(position)) positions.push(position);
    }
  });

  const candidatesUncached = (host: string): readonly Vendor[] => {
    const positions = new Set(anyHost);
    // The host itself, then every suffix after a dot: exactly the domains `hostMatches(host, domain)` accepts.
    let start = 0;
    while (start < host.length) {
      for (const position of byDomain.get(host.slice(start)) ?? []) positions.add(position);
      const dot = host.indexOf('.', start);
      if (dot === -1) break;
      start = dot + 1;
    }
    return [...positions].sort((a, b) => a - b).map((position) => vendors[position] as Vendor);
  };

  const cache = new Map<string, readonly Vendor[]>();
  return (host) => {
    let candidates = cache.get(host);
    if (candidates === undefined) {
      candidates = candidatesUncached(host);
      if (cache.size < HOST_CACHE_LIMIT) cache.set(host, candidates);
    }
    return candidates;
  };
}
