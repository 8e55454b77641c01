/**
 * Gemius (gemiusTraffic, gemiusAudience): audience measurement of Gemius SA.
 *
 * Recognised: the page hit `<collector>.hit.gemius.pl/_<time>/rexdot.gif?l=…&id=<script identifier>…`
 * (`page_view`), also at the `/*\/_<time>/rexdot.gif` the collector redirects it to.
 *
 * Account: the script identifier `id`. Gemius/PBI's rules for placing audit scripts ("Reguły
 * umieszczania na witrynach skryptów audytowych badania Gemius/PBI") define it as the unique string
 * identifying one audit script (their example `nSeVf3eRCXDTjZUCObr3wWaDXteBMgcTyCA5.Iwjed..h7`).
 * Event: Gemius's ranking FAQ (ranking.gemius.com/hu/faq/) counts a page view when the tracking
 * script runs in the page, and public copies of the script (`xgemius.js`) send this image once per
 * run: `pp_gemius_host + <time> + '/rexdot.gif?l=30&id=' + pp_gemius_identifier` followed by
 * `fr` (1 the top document, 2 a frame, 3 a frame of another origin), `fv` (the Flash version), `tz`
 * (the time-zone offset in minutes), `href` (the page URL, at most 499 characters), `ref` (the
 * referrer), `screen` (width x height) and `col` (colour depth), the host being the site's hit
 * collector (`gaby.hit.gemius.pl` by default, `pp_gemius_hitcollector`); `l` is 30 there, 31 in its
 * other mode. Its other images (`redot.gif`: `gemius_hit()` events, `l=32`; a second run's error,
 * `l=33`) were not seen in captures and are not recognised.
 *
 * Real capture: haaretz.com (2012-01-04, har-viewer's HAR) loaded its own copy of `xgemius.js` and
 * sent `gail.hit.gemius.pl/_1325675248611/rexdot.gif?l=30&id=…&fr=1&tz=-60&fv=…&href=…&ref=&
 * screen=1600x900&col=32&window=1600x427`, answered 301 to the same at `/*\/_1325675248611/…` (a
 * redirect hop, joined to its hit on import); `window` is the browser window's size there.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const COLLECTOR_DOMAIN = 'hit.gemius.pl';
/** `/_<time>/rexdot.gif`, also under `/*` (the collector's redirect). */
const PAGE_HIT = /^\/(?:\*\/)?_\d+\/rexdot\.gif$/;

function isPageHit(request: RequestView): boolean {
  if (request.isNavigation) return false;
  const { host, path } = request.url;
  return hostMatches(host, COLLECTOR_DOMAIN) && PAGE_HIT.test(path);
}

function decodeGemius(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const id = getParam(params, 'id');
  return [{ eventName: 'page_view', accountID: id !== undefined && id.length > 0 ? id : null, params }];
}

export const gemius = defineVendor({
  code: 'GEMIUS',
  name: 'Gemius',
  kind: 'analytics',
  badge: { short: 'Gm', color: 'oklch(52% 0.18 150)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['href'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [COLLECTOR_DOMAIN],
  match: isPageHit,
  decode: decodeGemius,
  params: {
    id: { label: 'Script identifier', group: 'most_used' },
    l: { label: 'Hit type (30 the page hit, 31 in the other mode)', group: 'other' },
    href: { label: 'Page URL', group: 'most_used' },
    ref: { label: 'Referrer', group: 'most_used' },
    fr: { label: 'Frame (1 top document, 2 frame, 3 frame of another origin)', group: 'other' },
    fv: { label: 'Flash version', group: 'user' },
    tz: { label: 'Time-zone offset (minutes)', group: 'user' },
    screen: { label: 'Screen size', group: 'user' },
    col: { label: 'Colour depth', group: 'user' },
    window: { label: 'Window size', group: 'user' },
  },
  volatile: [],
});
