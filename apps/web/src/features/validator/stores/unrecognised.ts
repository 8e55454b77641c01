import type { RequestRow } from './request-rows';

/** Where an unrecognised request went: its host and path (no query), or the raw URL if it is not one. */
export interface HostAndPath {
  host: string;
  path: string;
}

export function hostAndPath(url: string): HostAndPath {
  try {
    const parsed = new URL(url);
    return { host: parsed.host, path: parsed.pathname };
  } catch {
    return { host: url, path: '' };
  }
}

/** True for a request no vendor recognised (no category): kept out of "Requests with errors". */
export function isUnrecognised(row: RequestRow): boolean {
  return row.category === null;
}

/** One destination of unrecognised requests, with how many went there. */
export interface UnrecognisedDestination extends HostAndPath {
  count: number;
}

/** One host of unrecognised requests: its total and its paths, most requests first. */
export interface UnrecognisedHost {
  host: string;
  count: number;
  paths: UnrecognisedDestination[];
}

/** The unrecognised requests grouped by host, then path; most requests first, then by name. */
export function unrecognisedHosts(rows: readonly RequestRow[]): UnrecognisedHost[] {
  const byHost = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!isUnrecognised(row)) continue;
    const { host, path } = hostAndPath(row.request.requestMetadata.requestUrl);
    let paths = byHost.get(host);
    if (!paths) {
      paths = new Map();
      byHost.set(host, paths);
    }
    paths.set(path, (paths.get(path) ?? 0) + 1);
  }
  const hosts: UnrecognisedHost[] = [];
  for (const [host, counts] of byHost) {
    const paths = [...counts].map(([path, count]) => ({ host, path, count }));
    paths.sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
    hosts.push({ host, count: paths.reduce((sum, path) => sum + path.count, 0), paths });
  }
  return hosts.sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
}

/** The order of "Requests with errors": requests with errors before those with suggestions only, then by time. */
export function bySeverityThenTime(a: RequestRow, b: RequestRow): number {
  const rank = (row: RequestRow) => (row.errors > 0 ? 0 : 1);
  return rank(a) - rank(b) || a.timestamp - b.timestamp;
}
