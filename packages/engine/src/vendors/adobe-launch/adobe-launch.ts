/**
 * Adobe Launch (Adobe Experience Platform Tags) library loads.
 *
 * Relied on: the embed code loads `assets.adobedtm.com/<company path id>/<property path id>/launch-<EN…>.min.js`
 * (older properties: `assets.adobedtm.com/launch-<EN…>.min.js`); the China node
 * `assets.adoberesources.cn` (a property with Adobe's dynamic CDN switching is served from it by the
 * visitor's location) has the same paths. The environment is only visible in the file name:
 * `-development` and `-staging` suffixes, none for production. Adobe does not document the path ids;
 * they are stable per company and property. A self-hosted library (Adobe lets a property download its build and serve it
 * from the site's own host) keeps the file name: off Adobe's hosts a file named
 * `launch-EN<32 hex>[-development|-staging][.min].js`, or `launch-<12+ hex>…` as newer builds are
 * named, is recognised too (a `launch-<word>.js` of the site's own is not). Every match is
 * `library_load`; the account is `<company>/<property>` from the path on Adobe's hosts (the `EN…`
 * environment id when the file sits at the root, and always on a self-hosted copy, whose folders are
 * the site's). Rule and extension files served from the same host (`RC….min.js`, `extensions/…`) and
 * legacy DTM `satelliteLib-….js` (ADOBEDTM) are not matched.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const LAUNCH_HOSTS = ['assets.adobedtm.com', 'assets.adoberesources.cn'];
const FILE_PREFIX = 'launch-';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const HEX = '0123456789abcdefABCDEF';

function isAdobeHost(host: string): boolean {
  return LAUNCH_HOSTS.some((domain) => hostMatches(host, domain));
}

/** An environment id as Launch names its builds: `EN` + 32 hex digits, or 12 or more hex digits. */
function isBuildId(id: string): boolean {
  const hex = id.startsWith('EN') ? id.slice(2) : id;
  if (id.startsWith('EN') ? hex.length !== 32 : hex.length < 12) return false;
  for (const char of hex) if (!HEX.includes(char)) return false;
  return true;
}

function launchFile(request: RequestView): string | null {
  // The file name starts with `launch-`: a path without it needs no splitting.
  if (request.isNavigation || !request.url.path.includes(FILE_PREFIX)) return null;
  const file = segmentsOf(request.url.path).pop() ?? '';
  if (!file.startsWith(FILE_PREFIX) || !file.endsWith('.js') || file.length <= FILE_PREFIX.length + 3)
    return null;
  if (isAdobeHost(request.url.host)) return file;
  return isBuildId(parseFileName(file).environmentId) ? file : null;
}

/** `launch-EN1a2b-development.min.js` gives the id `EN1a2b`, `development`, minified. */
function parseFileName(file: string): { environmentId: string; environment: string; minified: boolean } {
  let name = file.slice(FILE_PREFIX.length, -'.js'.length);
  const minified = name.endsWith('.min');
  if (minified) name = name.slice(0, -'.min'.length);
  const dash = name.indexOf('-');
  const suffix = dash === -1 ? '' : name.slice(dash + 1);
  const environment = suffix === 'development' || suffix === 'staging' ? suffix : 'production';
  return { environmentId: dash === -1 ? name : name.slice(0, dash), environment, minified };
}

function decodeLaunch(request: RequestView): VendorEvent[] {
  const file = launchFile(request) ?? '';
  const { environmentId, environment, minified } = parseFileName(file);
  const folders = isAdobeHost(request.url.host) ? segmentsOf(request.url.path).slice(0, -1) : [];
  const [company, property] = folders;
  const params = [
    { name: 'environment', value: environment },
    ...(isAdobeHost(request.url.host) ? [] : [{ name: 'self_hosted', value: 'true' }]),
    ...(company === undefined ? [] : [{ name: 'company_id', value: company }]),
    ...(property === undefined ? [] : [{ name: 'property_id', value: property }]),
    { name: 'environment_id', value: environmentId },
    { name: 'library_file', value: file },
    { name: 'minified', value: String(minified) },
    ...request.query,
  ];
  const accountID = folders.length > 0 ? folders.join('/') : environmentId || null;
  return [{ eventName: 'library_load', accountID, params }];
}

export const adobeLaunch = defineVendor({
  code: 'ADOBELAUNCH',
  name: 'Adobe Launch',
  kind: 'tag_manager',
  badge: { short: 'AL', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => launchFile(request) !== null,
  decode: decodeLaunch,
  params: {
    environment: { label: 'Environment', group: 'most_used' },
    company_id: { label: 'Company path ID', group: 'most_used' },
    property_id: { label: 'Property path ID', group: 'most_used' },
    environment_id: { label: 'Environment ID', group: 'most_used' },
    library_file: { label: 'Library file', group: 'other' },
    minified: { label: 'Minified build', group: 'other' },
    self_hosted: { label: 'Self-hosted library', group: 'other' },
  },
  volatile: [],
});
