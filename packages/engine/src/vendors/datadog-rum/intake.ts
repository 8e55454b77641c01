/**
 * Where the Datadog browser SDK sends its data: the intake host of each Datadog site and the track a
 * request's path names.
 */
import { hostMatches } from '../../url/parse-url.js';
import type { RequestView } from '../define-vendor.js';

/**
 * The Datadog sites of the SDK's `site` option. The SDK builds the intake host from the site:
 * `browser-intake-` and the site's labels joined by `-` before its last dot (`us3.datadoghq.com` gives
 * `browser-intake-us3-datadoghq.com`).
 */
const SITES = [
  'datadoghq.com',
  'us3.datadoghq.com',
  'us5.datadoghq.com',
  'datadoghq.eu',
  'ap1.datadoghq.com',
  'ap2.datadoghq.com',
  'ddog-gov.com',
  'us2.ddog-gov.com',
];

function intakeHostOf(site: string): string {
  const labels = site.split('.');
  const extension = labels.pop() ?? '';
  return `browser-intake-${labels.join('-')}.${extension}`;
}

/** The intake hosts; their subdomains (`pci.`, and the `rum.`/`logs.` hosts of older SDKs) count too. */
export const INTAKE_HOSTS: readonly string[] = SITES.map(intakeHostOf);

/** The CDN serving the SDK bundles (`/us1/v5/datadog-rum.js`, `/datadog-rum-v5.js`...). */
export const SCRIPT_HOST = 'www.datadoghq-browser-agent.com';
const SCRIPT_FILE = /\/datadog-[a-z-]+\.js$/;

/** Browsers post Content-Security-Policy reports to this subdomain of an intake host: not the SDK's. */
const CSP_REPORT_LABEL = 'csp-report.';

/** The tracks decoded here, by path. */
const DECODED_TRACKS = { '/api/v2/rum': 'rum', '/api/v2/logs': 'logs', '/api/v2/replay': 'replay' } as const;
export type Track = (typeof DECODED_TRACKS)[keyof typeof DECODED_TRACKS];

/** Other tracks of the current SDK (profiling, feature flags, live debugger), left undecoded. */
const OTHER_TRACKS = /^\/api\/v2\/(profile|exposures|flagevaluation|debugger)\/?$/;

function isIntakeHost(host: string): boolean {
  if (host.startsWith(CSP_REPORT_LABEL)) return false;
  for (const intake of INTAKE_HOSTS) if (hostMatches(host, intake)) return true;
  return false;
}

/** The request's call: a decoded track, the SDK script, or null when it is neither. */
export function callOf(request: RequestView): Track | 'script' | null {
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) return SCRIPT_FILE.test(path) ? 'script' : null;
  if (!isIntakeHost(host)) return null;
  const trimmed = path.replace(/\/$/, '');
  return Object.hasOwn(DECODED_TRACKS, trimmed)
    ? DECODED_TRACKS[trimmed as keyof typeof DECODED_TRACKS]
    : null;
}

/** Intake requests known and left undecoded: the other tracks, and CSP reports. */
export function isKnownNonHit(request: RequestView): boolean {
  const { host, path } = request.url;
  return host.startsWith(CSP_REPORT_LABEL) || (isIntakeHost(host) && OTHER_TRACKS.test(path));
}
