/**
 * Where the New Relic browser agent sends its data: the beacon hosts and the harvest a request's path
 * names (read off the agent's harvest code, src/common/harvest/send.js).
 */
import type { RequestView } from '../define-vendor.js';

/** The beacons of the US, US cell, EU and FedRAMP data centres: the drift alarm's hosts. */
export const BEACON_HOSTS: readonly string[] = [
  'bam.nr-data.net',
  'bam-cell.nr-data.net',
  'bam.eu01.nr-data.net',
  'gov-bam.nr-data.net',
];

/** Those hosts and their staging twins (`staging-bam-cell.nr-data.net`). */
const BEACON_HOST = /^(?:[a-z0-9]+-)?bam(?:-cell)?(?:\.eu01)?\.nr-data\.net$/;

/** The CDN serving the agent's loaders and lazy-loaded bundles. */
export const SCRIPT_HOST = 'js-agent.newrelic.com';
/** `nr-1153.min.js`, `nr-spa-1153.min.js`, `nr-loader-spa-1.274.0.min.js`, `nr-spa-1.274.0.min.js`… */
const SCRIPT_FILE = /^\/(?:[\w-]+\/)*nr-[\w.-]*\.js$/;

/**
 * The hosts of the Event API (formerly the Insights insert API), US and EU: custom events a site or
 * server posts with an insert key, `/v1/accounts/<account id>/events` (New Relic's Event API docs).
 */
export const EVENT_API_HOSTS: readonly string[] = [
  'insights-collector.newrelic.com',
  'insights-collector.eu01.nr-data.net',
];
const EVENT_API_PATH = /^\/v1\/accounts\/(\d+)\/events\/?$/;

/** The harvests decoded here, and the Event API's `insights` insert. */
export type Harvest = 'rum' | 'events' | 'jserrors' | 'ins' | 'resources' | 'blobs' | 'logs' | 'insights';

/** `/<version>/<license key>`: the page-view (RUM) call. */
const RUM_PATH = /^\/\d+\/([\w-]+)\/?$/;
/** `/<endpoint>/<version>/<license key>`: the other harvests (`resources`: session traces of older agents). */
const ENDPOINT_PATH = /^\/(events|jserrors|ins|resources)\/\d+\/([\w-]+)\/?$/;
/** Harvests sent with the license key in the query (`browser_monitoring_key`). */
const RAW_PATHS: Readonly<Record<string, Harvest>> = { '/browser/blobs': 'blobs', '/browser/logs': 'logs' };

export interface Call {
  harvest: Harvest | 'script';
  /** The license key of the path, when the path carries one. */
  licenseKey: string | null;
  /** The account id of an Event API path. */
  accountId?: string;
}

/** The request's call: a harvest, an agent script, or null when it is neither. */
export function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) return SCRIPT_FILE.test(path) ? { harvest: 'script', licenseKey: null } : null;
  if (EVENT_API_HOSTS.includes(host)) {
    const account = EVENT_API_PATH.exec(path)?.[1];
    return account === undefined ? null : { harvest: 'insights', licenseKey: null, accountId: account };
  }
  if (!BEACON_HOST.test(host)) return null;
  const rum = RUM_PATH.exec(path);
  if (rum !== null) return { harvest: 'rum', licenseKey: rum[1] ?? null };
  const endpoint = ENDPOINT_PATH.exec(path);
  if (endpoint !== null) return { harvest: endpoint[1] as Harvest, licenseKey: endpoint[2] ?? null };
  const trimmed = path.replace(/\/$/, '');
  return Object.hasOwn(RAW_PATHS, trimmed)
    ? { harvest: RAW_PATHS[trimmed] as Harvest, licenseKey: null }
    : null;
}
