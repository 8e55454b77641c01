import { hostMatches } from '../../url/parse-url.js';
import type { RequestView } from '../define-vendor.js';

/**
 * What a request to Pinterest is: a tag hit (`ct.pinterest.com/v3/` event, `/user/` user data), the
 * tag's page-metadata call (`/md/`), its own log ping (`/stats/`), a load of the tag library (`s.pinimg.com/ct/core.js`,
 * `s.pinimg.com/ct/lib/main.<hash>.js`) or of a script it loads (`ct.pinterest.com/static/ct/token_create.js`),
 * a Conversions API call sent from a browser
 * (`api.pinterest.com/v5/ad_accounts/<id>/events`), or the tag's `ct.html` frame (known, not a hit).
 */
export type PinterestCall =
  | { kind: 'tag' }
  | { kind: 'stats' }
  | { kind: 'metadata' }
  | { kind: 'library' }
  | { kind: 'frame' }
  | { kind: 'conversions_api'; adAccountId: string };

const LIBRARY = /^\/ct\/(?:core\.js|lib\/main(?:\.[0-9a-z]+)?\.js)$/;
/** Scripts the tag library loads from `ct.pinterest.com` (`token_create.js`, real captures 2024–2025). */
const TAG_SCRIPT = /^\/static\/ct\/[\w.-]+\.js$/;
const CONVERSIONS_API = /^\/v5\/ad_accounts\/(\d+)\/events\/?$/;

function isEndpoint(path: string, endpoint: string): boolean {
  return path === endpoint || path.startsWith(`${endpoint}/`);
}

/** The Pinterest call a request is, or null. Cheap, never throws. */
export function pinterestCall(request: RequestView): PinterestCall | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (hostMatches(host, 'ct.pinterest.com')) {
    if (isEndpoint(path, '/v3') || isEndpoint(path, '/user')) return { kind: 'tag' };
    if (path === '/stats' || path === '/stats/') return { kind: 'stats' };
    if (path === '/md' || path === '/md/') return { kind: 'metadata' };
    if (path === '/ct.html') return { kind: 'frame' };
    if (TAG_SCRIPT.test(path)) return { kind: 'library' };
    return null;
  }
  if (host === 's.pinimg.com') return LIBRARY.test(path) ? { kind: 'library' } : null;
  if (host === 'api.pinterest.com') {
    const adAccountId = CONVERSIONS_API.exec(path)?.[1];
    return adAccountId === undefined ? null : { kind: 'conversions_api', adAccountId };
  }
  return null;
}
