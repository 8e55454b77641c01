/**
 * Top.Mail.Ru (formerly Rating@Mail.ru): the counter of VK's Mail.ru.
 *
 * Recognised on `top-fwz1.mail.ru` and the older `*.top.mail.ru` hosts: the counter `/counter` and the
 * address it redirects to, `/counter2` (`page_view`); the tracker `/tracker` (its event `e`, else
 * `event`); the scripts under `/js/` (`code.js`, `dyn-goal-config.js`: `library_load`).
 *
 * The query's fields are separated by `;`, not `&` (`counter?id=2579437;pid=0;r=…`): they are read
 * split on both. Account: the counter id `id` (`ids` of the goal configuration script).
 *
 * Sources: the install code sites publish (public pages and gists, 2016–2020): `_tmr.push({id:
 * "<counter id>", type: "pageView", start: …, pid: "USER_ID"})`, the script `//top-fwz1.mail.ru/js/
 * code.js`, and for browsers without JavaScript `<img src="//top-fwz1.mail.ru/counter?id=<counter
 * id>;js=na">`; an older inline code (`…top.mail.ru/counter?id=<id>;t=68;js=<10–13>;r=<referrer>;
 * j=<Java enabled>;s=<width>*<height>;d=<colour depth>;rand=…`); a public copy of code.js, which
 * sends `/counter` (or `/tracker` with an event) with `js=13`, `id`, `u` (the page URL), `r` (the
 * referrer), `st` (the start time), `gender`, `age`, `pid`, `title`, `s` (the screen) and `vp` (the
 * viewport), and takes `pageView`, `reachGoal` and `sendEvent` pushes. Real requests: m.vk.com in 2017
 * (Lighthouse's site-with-redirect log) sent `/counter?id=2579437;pid=0;r=…`, answered 302 to
 * `/counter2?…` with the same fields (a redirect hop, joined to its hit on import); in 2024
 * (Lighthouse's redirect artifact) `/counter?…` and `/tracker?…;e=RT/load;et=…` with the fields above
 * and `sid`, `tz`, `ver`, `lvid`, `nt`, `ct`, `ni`.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'top-fwz1.mail.ru';
const OLDER_HOSTS = 'top.mail.ru';
const COUNTERS: ReadonlySet<string> = new Set(['/counter', '/counter2']);
const SCRIPT = /^\/js\/[a-z-]+\.js$/;

type Call = 'counter' | 'tracker' | 'script';

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host !== HOST && !hostMatches(host, OLDER_HOSTS)) return null;
  if (COUNTERS.has(path)) return 'counter';
  if (path === '/tracker') return 'tracker';
  return SCRIPT.test(path) ? 'script' : null;
}

/** The query's fields, split on `;` as well as `&` (see the header). */
function fieldsOf(request: RequestView): Param[] {
  const { query } = request.url;
  return query.includes(';') ? parseParams(query.replaceAll(';', '&')) : [...request.query];
}

function decodeTopMailRu(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = fieldsOf(request);
  if (call === 'script') {
    return [{ eventName: 'library_load', accountID: getParam(params, 'ids') || null, params }];
  }
  const eventName = call === 'tracker' ? getParam(params, 'e') || 'event' : 'page_view';
  return [{ eventName, accountID: getParam(params, 'id') || null, params }];
}

export const topMailRu = defineVendor({
  code: 'TOPMAILRU',
  name: 'Top.Mail.Ru',
  kind: 'analytics',
  badge: { short: 'TM', color: 'oklch(62% 0.2 45)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['u'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [HOST, OLDER_HOSTS],
  match: (request) => callOf(request) !== null,
  decode: decodeTopMailRu,
  params: {
    id: { label: 'Counter ID', group: 'most_used' },
    ids: { label: 'Counter IDs', group: 'most_used' },
    u: { label: 'Page URL', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    title: { label: 'Page title', group: 'most_used' },
    e: { label: 'Event', group: 'most_used' },
    pid: { label: "User ID (the site's)", group: 'user' },
    gender: { label: 'Gender', group: 'user' },
    age: { label: 'Age', group: 'user' },
    s: { label: 'Screen (width*height)', group: 'user' },
    vp: { label: 'Viewport (width*height)', group: 'user' },
    js: { label: 'Script level (na: no JavaScript)', group: 'other' },
    st: { label: 'Start time (ms)', group: 'other' },
    _: { label: 'Cache buster', group: 'other' },
    rand: { label: 'Cache buster', group: 'other' },
  },
  volatile: ['_', 'rand', 'st', 'et', 'lvid', 'nt', 'ct', 'ni'],
});
