/**
 * Google Tag Manager and Google tag (gtag.js) library loads.
 *
 * Recognised: `gtm.js?id=GTM-…` (a GTM web container), `gtag/js?id=G-…|AW-…|DC-…|GT-…` (the Google
 * tag) and `gtag/destination?id=…` (a destination loaded by an already-loaded Google tag), on
 * googletagmanager.com. A container or tag served from a first-party, server-side tagging or tag
 * gateway host is recognised when it keeps the file name and the id: a path ending in `/gtm.js` with
 * `id=GTM-…`, or in `/gtag/js` with `id=G-…`, `AW-…`, `DC-…` or `GT-…` (a loader renamed by the site,
 * `/abc.js?id=…`, is not). The container's diagnostics ping `googletagmanager.com/td?id=GTM-…` and the
 * sampled tag-firing ping `googletagmanager.com/a?id=GTM-…` (`cv` container version, `tc` tags fired,
 * `tr`/`ti` their firing states and times, read off captured pings) are the side ping
 * `tag_diagnostics`. `ns.html` (the noscript iframe) and other files are not library loads.
 *
 * Undocumented behaviour relied on: `gtm_auth`, `gtm_preview` and `gtm_cookies_win` select a GTM
 * environment; `cx=c` and `gtm=<build>` are added when gtag.js loads a destination itself.
 *
 * The `/a` ping, read off public copies of gtm.js (its builder) and captured pings: gtm.js samples
 * one page load in 200 (0.5 %) and sends, for each data-layer event whose tags run, one or more pings
 * (500 ms after the event, or sooner when the URL grows long): `id`, `cv`, then `v=3&t=t`, `pid` (a
 * random number drawn once per page load: a page-load id), `rv` (the gtm.js build), `es=1` on the first
 * ping of an event, `e` (the event name when it starts with `gtm.`, else `*`), `eid` (the event's
 * number in the data layer), `u`/`ut` (feature-usage bits), `tc`, `tr`/`ti` (the tags run since the
 * last ping, each a status digit then the tag type), and `z=0`. Two pings of two events (`eid`) are
 * two reports, never duplicates; pings of one event that report other tags (`tr`) neither. The `/td`
 * ping (current gtag.js) carries `v`, `t`, `pid` as well, with `dl` (page host and path), `tdp`, `frm`
 * and further flags.
 *
 * Event name: `library_load` (these requests carry no event), `tag_diagnostics` for `/td` and `/a`.
 * An `id` with its prefix typed twice (`AW-AW-945251409`) is a TAG_ID_PREFIX_DOUBLED warning
 * (google-ads/doubled-prefix.ts); a library load with an id that is no tag's (`undefined`, `%s`,
 * empty) a TAG_ID_INVALID warning, an info for gtag.js (invalid-tag-id.ts).
 * Account: the `id` parameter (the
 * container or tag id), null when absent.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { doubledTagId } from '../google-ads/doubled-prefix.js';
import { invalidTagId, type TagFile } from './invalid-tag-id.js';

const LIBRARY_PATHS: ReadonlySet<string> = new Set(['/gtm.js', '/gtag/js', '/gtag/destination']);
const DIAGNOSTICS_PATHS: ReadonlySet<string> = new Set(['/td', '/a']);
const TAG_ID_PREFIXES = ['G-', 'AW-', 'DC-', 'GT-'];

/** `…/gtm.js?id=GTM-…` or `…/gtag/js?id=G-…` on a host that is not Google's. */
function isFirstPartyLoad(request: RequestView): boolean {
  const { path } = request.url;
  const isGtmJs = path.endsWith('/gtm.js');
  if (!isGtmJs && !path.endsWith('/gtag/js')) return false;
  const id = getParam(request.query, 'id') ?? '';
  if (isGtmJs) return id.startsWith('GTM-') && id.length > 4;
  return TAG_ID_PREFIXES.some((prefix) => id.startsWith(prefix) && id.length > prefix.length);
}

/** What a library load brings (invalid-tag-id.ts): a container, the Google tag's library, a destination. */
function fileOf(path: string): TagFile {
  if (path.endsWith('/gtm.js')) return 'gtm.js';
  return path.endsWith('/gtag/destination') ? 'destination' : 'gtag.js';
}

function matchGtm(request: RequestView): boolean {
  if (request.isNavigation) return false;
  if (hostMatches(request.url.host, 'googletagmanager.com'))
    return LIBRARY_PATHS.has(request.url.path) || DIAGNOSTICS_PATHS.has(request.url.path);
  return isFirstPartyLoad(request);
}

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
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['eid', 'tr'] },
  match: matchGtm,
  decode: (request) => {
    const id = getParam(request.query, 'id');
    const diagnostics = DIAGNOSTICS_PATHS.has(request.url.path);
    // A diagnostics ping comes from a container that runs: its id is one.
    const finding =
      (id === undefined ? null : doubledTagId(id)) ??
      (diagnostics ? null : invalidTagId(id, fileOf(request.url.path)));
    return [
      {
        eventName: diagnostics ? 'tag_diagnostics' : 'library_load',
        accountID: id !== undefined && id.length > 0 ? id : null,
        params: request.query.slice(),
        ...(finding === null ? {} : { findings: [finding] }),
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
    cv: { label: 'Container version', group: 'other' },
    tc: { label: 'Tags fired', group: 'other' },
    // The diagnostics pings (`/a`, `/td`), see above.
    v: { label: 'Ping version', group: 'other' },
    t: { label: 'Ping type', group: 'other' },
    pid: { label: 'Page load ID', group: 'other' },
    rv: { label: 'GTM build', group: 'other' },
    es: { label: 'First ping of the event', group: 'other' },
    e: { label: 'Data layer event', group: 'most_used' },
    eid: { label: 'Data layer event number', group: 'most_used' },
    u: { label: 'GTM feature usage', group: 'other' },
    ut: { label: 'Tagging feature usage', group: 'other' },
    tr: { label: 'Tags run (status and type)', group: 'other' },
    ti: { label: 'Tags run (built-in or template, and type)', group: 'other' },
    dl: { label: 'Page (host and path)', group: 'most_used' },
  },
  // `pid` names the page load: equal across one page's pings, another on the next page.
  sessionIds: ['pid'],
  volatile: [],
});
