import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import type { RequestView } from '../define-vendor.js';

/** The prefix of every event name of the SDK's App Events (`fb_page_view`, `fb_mobile_purchase`). */
const APP_EVENT_PREFIX = 'fb_';

/**
 * True for an App Event of the Facebook JS SDK on the pixel's endpoint: a request to `facebook.com/tr`
 * whose query's `ev` is one of the SDK's `fb_…` names, without the `v` (fbevents.js version) every Meta
 * Pixel hit carries. The Meta Pixel vendor leaves these requests alone.
 */
export function isSdkAppEvent(request: RequestView): boolean {
  const { host, path } = request.url;
  if (request.isNavigation || (path !== '/tr' && path !== '/tr/') || !hostMatches(host, 'facebook.com'))
    return false;
  const ev = getParam(request.query, 'ev');
  return ev !== undefined && ev.startsWith(APP_EVENT_PREFIX) && getParam(request.query, 'v') === undefined;
}
