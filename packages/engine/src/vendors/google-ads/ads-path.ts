/**
 * The kinds of Google Ads hit recognised by their path: `/pagead/<kind>/<conversion id>/` for the first
 * four, `/ccm/conversion/<id>/` (the consent-mode conversion mirror), `/rmkt/collect/<id>/` (a
 * remarketing ping), `/pagead/form-data/<id>` or `/ccm/form-data/<id>` (enhanced-conversion form
 * data), `/ccm/collect` (the tag's page-view ping, its account in `tid`, no id in the path) and
 * `/pagead/set_partitioned_cookie` (the click-id cookie set on the tag's own host, no id either),
 * `/ads/user-lists/<id>/` (the older remarketing tag's user-list ping, on Google's search domains), and
 * `/td/rul/<id>` on td.doubleclick.net (the Protected Audience interest-group join, see
 * readInterestGroupPath), `/pagead/privacysandbox/conversion/<id>/` (the Attribution Reporting copy
 * of a conversion), and `script`: the tag's library `/pagead/conversion_async.js` or the older
 * `/pagead/conversion.js` (see readScriptPath).
 */
export type AdsHitKind =
  | 'conversion'
  | 'viewthroughconversion'
  | '1p-conversion'
  | '1p-user-list'
  | 'ccm-conversion'
  | 'rmkt'
  | 'user-lists'
  | 'form-data'
  | 'ccm-collect'
  | 'set-cookie'
  | 'interest-group'
  | 'landing'
  | 'privacy-sandbox'
  | 'script';

const PAGEAD_KINDS: ReadonlySet<string> = new Set<AdsHitKind>([
  'conversion',
  'viewthroughconversion',
  '1p-conversion',
  '1p-user-list',
  'form-data',
]);

/** `<folder>/<name>` → kind, for the two-folder paths outside `/pagead/`. */
const OTHER_KINDS: ReadonlyMap<string, AdsHitKind> = new Map<string, AdsHitKind>([
  ['ccm/conversion', 'ccm-conversion'],
  ['ccm/form-data', 'form-data'],
  ['rmkt/collect', 'rmkt'],
  ['ads/user-lists', 'user-lists'],
]);

/** The kind of hit and the numeric conversion id read from a path, or null for any other path. */
export interface AdsPath {
  kind: AdsHitKind;
  /** The numeric conversion id (the account without its `AW-` prefix); empty when the path has none. */
  conversionId: string;
}

/** The path's segments without the leading and one trailing slash; null when it does not start with `/`. */
function segmentsOf(path: string, limit: number): string[] | null {
  if (!path.startsWith('/')) return null;
  const trimmed = path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  return trimmed.split('/', limit);
}

function toAdsPath(kind: AdsHitKind | undefined, rawId: string): AdsPath | null {
  if (kind === undefined) return null;
  const conversionId = rawId.startsWith('AW-') ? rawId.slice(3) : rawId;
  return isDigits(conversionId) ? { kind, conversionId } : null;
}

/**
 * Reads `/pagead/conversion/123456789/` (trailing slash optional, id sometimes written `AW-123456789`),
 * and the other kinds above. Scripts such as `/pagead/conversion_async.js` (readScriptPath) and other
 * paths give null.
 */
export function readAdsPath(path: string): AdsPath | null {
  if (path === '/ccm/collect') return { kind: 'ccm-collect', conversionId: '' };
  if (path === '/pagead/set_partitioned_cookie') return { kind: 'set-cookie', conversionId: '' };
  if (path.startsWith(PRIVACY_SANDBOX_PREFIX)) return readPrivacySandboxPath(path);
  const parts = segmentsOf(path, 4);
  if (parts === null || parts.length !== 3) return null;
  const [folder = '', name = '', rawId = ''] = parts;
  const kind =
    folder === 'pagead'
      ? PAGEAD_KINDS.has(name)
        ? (name as AdsHitKind)
        : undefined
      : OTHER_KINDS.get(`${folder}/${name}`);
  return toAdsPath(kind, rawId);
}

const PRIVACY_SANDBOX_PREFIX = '/pagead/privacysandbox/';

/** `/pagead/privacysandbox/conversion/<id>/` (trailing slash optional); null for any other path. */
function readPrivacySandboxPath(path: string): AdsPath | null {
  const parts = segmentsOf(path, 5);
  if (parts === null || parts.length !== 4 || parts[2] !== 'conversion') return null;
  return toAdsPath('privacy-sandbox', parts[3] ?? '');
}

const SCRIPT_PATHS: ReadonlySet<string> = new Set(['/pagead/conversion_async.js', '/pagead/conversion.js']);

/**
 * The conversion tag's library, `/pagead/conversion_async.js` (the asynchronous tag) or
 * `/pagead/conversion.js` (the older synchronous one), on googleadservices.com or www.google.com (as
 * nike.com loaded it in 2020): a script that names no conversion id (empty `conversionId`). Other paths
 * give null.
 */
export function readScriptPath(path: string): AdsPath | null {
  return SCRIPT_PATHS.has(path) ? { kind: 'script', conversionId: '' } : null;
}

/**
 * Reads `/td/rul/<id>` (trailing slash optional, id sometimes written `AW-<id>`), the path gtag.js loads
 * in an `allow="join-ad-interest-group"` iframe on td.doubleclick.net alongside Google Ads remarketing
 * and conversion hits. GA4's own `/td/ga/rul` (its tag id in `tid`) and other paths give null.
 */
export function readInterestGroupPath(path: string): AdsPath | null {
  const parts = segmentsOf(path, 4);
  if (parts === null || parts.length !== 3 || parts[0] !== 'td' || parts[1] !== 'rul') return null;
  return toAdsPath('interest-group', parts[2] ?? '');
}

/** The tails of gateway paths, after the site's own folders: `ccm/conversion`, `ccm/form-data`, `as/p/c`. */
const GATEWAY_TAILS: ReadonlyArray<{ tail: readonly string[]; kind: AdsHitKind }> = [
  { tail: ['ccm', 'conversion'], kind: 'ccm-conversion' },
  { tail: ['ccm', 'form-data'], kind: 'form-data' },
  { tail: ['as', 'p', 'c'], kind: 'conversion' },
];

/**
 * Reads a Google tag gateway (first-party) path: `/<folders…>/ccm/conversion/<id>/` (the conversion
 * mirror), `/<folders…>/ccm/form-data/<id>` and `/<folders…>/as/p/c/<id>/` (the conversion itself),
 * with at least one folder of the site's own first (`/4vu8/as/d/ccm/conversion/123/`). Null otherwise.
 */
export function readGatewayPath(path: string): AdsPath | null {
  const parts = segmentsOf(path, 12);
  if (parts === null || parts.length < 4 || parts.length > 11) return null;
  const rawId = parts[parts.length - 1] ?? '';
  for (const { tail, kind } of GATEWAY_TAILS) {
    const start = parts.length - 1 - tail.length;
    if (start < 1 || tail.some((segment, index) => parts[start + index] !== segment)) continue;
    if (parts.slice(0, start).some((part) => part === '')) return null;
    return toAdsPath(kind, rawId);
  }
  return null;
}

/**
 * True for Google's search domains that receive 1p-conversion hits: `google.com`, `google.de`,
 * `google.co.uk`, `google.com.au`, with or without `www.`. Anything longer (`google.com.evil.example`)
 * is not Google's.
 */
export function isGoogleSearchDomain(host: string): boolean {
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  if (!bare.startsWith('google.')) return false;
  const labels = bare.slice('google.'.length).split('.');
  if (labels.length === 1) return labels[0] === 'com' || isCountryCode(labels[0] ?? '');
  if (labels.length === 2)
    return (labels[0] === 'co' || labels[0] === 'com') && isCountryCode(labels[1] ?? '');
  return false;
}

function isCountryCode(label: string): boolean {
  return label.length === 2 && isLetters(label);
}

function isLetters(text: string): boolean {
  for (const char of text) if (char < 'a' || char > 'z') return false;
  return true;
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (char < '0' || char > '9') return false;
  return true;
}
