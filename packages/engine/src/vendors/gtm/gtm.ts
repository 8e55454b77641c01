/**
 * Google Tag Manager and Google tag (gtag.js) library loads.
 *
 * Recognised: `gtm.js?id=GTM-…` (a GTM web container), `gtag/js?id=G-…|AW-…|DC-…|GT-…` (the Google
 * tag) and `gtag/destination?id=…` (a destination loaded by an already-loaded Google tag), on
 * googletagmanager.com only. A container served from a first-party or server-side tagging host is not
 * recognised (its path is the site's choice). `ns.html` (the noscript iframe) and other files are not
 * library loads.
 *
 * Undocumented behaviour relied on: `gtm_auth`, `gtm_preview` and `gtm_cookies_win` select a GTM
 * environment; `cx=c` and `gtm=<build>` are added when gtag.js loads a destination itself.
 *
 * Event name: `library_load` (these requests carry no event). Account: the `id` parameter (the
 * container or tag id), null when absent.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const LIBRARY_PATHS: ReadonlySet<string> = new Set(['/gtm.js', '/gtag/js', '/gtag/destination']);

export const gtm = defineVendor({
  code: 'GTM',
  name: 'Google Tag Manager',
  kind: 'tag_manager',
  badge: { short: 'GTM', color: 'oklch(50% 0.134 242.749)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) =>
    !request.isNavigation &&
    hostMatches(request.url.host, 'googletagmanager.com') &&
    LIBRARY_PATHS.has(request.url.path),
  decode: (request) => {
    const id = getParam(request.query, 'id');
    return [
      {
        eventName: 'library_load',
        accountID: id !== undefined && id.length > 0 ? id : null,
        params: request.query.slice(),
      },
    ];
  },
  params: {
    id: { label: 'Container or tag ID', group: 'most_used' },
    l: { label: 'Data layer name', group: 'most_used' },
    gtm_auth: { label: 'Environment authorisation', group: 'other' },
    gtm_preview: { label: 'Environment', group: 'other' },
    gtm_cookies_win: { label: 'Environment cookies', group: 'other' },
    gtm_debug: { label: 'Debug mode', group: 'other' },
    cx: { label: 'Load context', group: 'other' },
    gtm: { label: 'Tag build (GTM hash)', group: 'other' },
    tag_exp: { label: 'Tag experiments', group: 'other' },
  },
  volatile: [],
});
