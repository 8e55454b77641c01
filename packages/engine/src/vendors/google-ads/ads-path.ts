/** The kinds of Google Ads hit recognised by their path, `/pagead/<kind>/<conversion id>/`. */
export type AdsHitKind = 'conversion' | 'viewthroughconversion' | '1p-conversion';

const KINDS: ReadonlySet<string> = new Set<AdsHitKind>([
  'conversion',
  'viewthroughconversion',
  '1p-conversion',
]);

/** The kind of hit and the numeric conversion id read from a path, or null for any other path. */
export interface AdsPath {
  kind: AdsHitKind;
  /** The numeric conversion id (the account without its `AW-` prefix). */
  conversionId: string;
}

/**
 * Reads `/pagead/conversion/123456789/` (trailing slash optional, id sometimes written `AW-123456789`).
 * Scripts such as `/pagead/conversion_async.js` and other paths give null.
 */
export function readAdsPath(path: string): AdsPath | null {
  const parts = path.split('/', 6);
  if (parts.length < 4 || parts.length > 5 || parts[0] !== '' || parts[1] !== 'pagead') return null;
  if (parts.length === 5 && parts[4] !== '') return null;
  const kind = parts[2] ?? '';
  const rawId = parts[3] ?? '';
  if (!KINDS.has(kind)) return null;
  const conversionId = rawId.startsWith('AW-') ? rawId.slice(3) : rawId;
  return isDigits(conversionId) ? { kind: kind as AdsHitKind, conversionId } : null;
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
