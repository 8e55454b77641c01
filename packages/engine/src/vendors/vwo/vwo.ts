/**
 * VWO (Visual Website Optimizer).
 *
 * Recognised on `dev.visualwebsiteoptimizer.com`: the SmartCode's settings call `/j.php?a=<account>`,
 * the library `/lib/<account>.js` and other scripts under `/lib/` or `/cdn/` (`library_load`); event
 * tracking `/events/t` (named by `en`: `vwo_pageView`, `vwo_goalVisit`…); the visitor-id ping
 * `/v.gif` (`visitor_id`); the session beacon `/s.gif` (`s.gif`, named after its endpoint: it carries
 * no event name).
 * Account: the account id `a` (the file name of `/lib/<account>.js`; `account_id` on `/s.gif`).
 *
 * `/v.gif` is not documented. What is known is read off the code VWO's `j.php` serves (public copies
 * of it, and a real capture of a staging site in LamhotJM/har test.har): an image request
 * `v.gif?a=<account>&d=<cookie domain>&u=<…>&h=<…>&t=<…>&r=<random>` (newer code puts
 * `cd=<_vis_opt_cookieDays>` first), sent unless the visitor opted out (`_vis_opt_out` cookie or
 * `vwo_opt_out=1` in the URL), after which the page sets the first-party cookie `_vwo_uuid_v2` to
 * `<u>|<h>` for 366 days. So `u` is the visitor's UUID (VWO's visitor id); inferred: `h` a hash that
 * comes with it, `t` the SmartCode's `finished()` flag (whether its settings timer had already run
 * out), `cd` the cookie lifetime in days set by `_vis_opt_cookieDays`. On `j.php` `u` is the page URL
 * and `r` a random cache buster.
 *
 * `/s.gif` is not documented either. A 2025 motorola.com.ar capture POSTs it (empty body) after the
 * settings and track scripts: `s.gif?account_id=<account>&u=<visitor UUID, as on v.gif>&s=…&p=…&ed=<JSON>
 * &cu=…&r=0&cq=1&ttl=60&eTime=…&v=…&random=…`, `ed` a JSON object of the browser (`sr` screen, `sc`
 * colour depth, `de` encoding, `ul` language, `r` referrer, `lt` time, `tz` time zone). VWO's track
 * library (its `startSession`, public copies of it) builds the URL: `s` the session id, `p` the page
 * id within the session, `cu` the page URL, `r` 1 when the session is not the visitor's first, and,
 * for a session already known, `update=1` without `ed`; its error messages call it "the call for
 * 's.gif'". One per page load of a session.
 */
import { getParam } from '../../url/params.js';
import { readAnyBody, withJsonFields } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'dev.visualwebsiteoptimizer.com';
const LIBRARY = /^\/lib\/(\d+)\.js$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host !== HOST) return null;
  if (path === '/events/t' || path === '/events/t/') return 'event';
  if (path === '/v.gif') return 'visitor_id';
  if (path === '/s.gif') return 's.gif';
  if (path === '/j.php' || LIBRARY.test(path)) return 'library_load';
  return (path.startsWith('/lib/') || path.startsWith('/cdn/')) && path.endsWith('.js')
    ? 'library_load'
    : null;
}

/** The JSON parameters of `/s.gif` (see above). */
const JSON_PARAMS: ReadonlySet<string> = new Set(['ed']);

function decodeSessionBeacon(request: RequestView): VendorEvent[] {
  const { params, findings } = withJsonFields(request.query, JSON_PARAMS, 'VWO');
  return [{ eventName: 's.gif', accountID: getParam(params, 'account_id') || null, params, findings }];
}

function decodeVwo(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  if (call === 's.gif') return decodeSessionBeacon(request);
  const body = call === 'event' ? readAnyBody(request.body) : { params: [], findings: [] };
  const params = [...request.query, ...body.params];
  const account = getParam(params, 'a') ?? LIBRARY.exec(request.url.path)?.[1] ?? null;
  const eventName = call === 'event' ? getParam(params, 'en') || 'event' : call;
  return [{ eventName, accountID: account, params, findings: body.findings }];
}

export const vwo = defineVendor({
  code: 'VWO',
  name: 'VWO',
  kind: 'other',
  badge: { short: 'VWO', color: 'oklch(55.8% 0.288 302.321)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['vwo_pageview'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['dev.visualwebsiteoptimizer.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeVwo,
  params: {
    a: { label: 'Account ID', group: 'most_used' },
    en: { label: 'Event name', group: 'most_used' },
    account_id: { label: 'Account ID', group: 'most_used' },
    u: { label: 'Page URL (j.php) / visitor UUID (v.gif)', group: 'most_used' },
    s: { label: 'Session ID', group: 'user' },
    p: { label: 'Page ID within the session', group: 'other' },
    cu: { label: 'Page URL (cu)', group: 'most_used' },
    ed: { label: 'Browser data (JSON)', group: 'other' },
    update: { label: 'Session already known (update)', group: 'other' },
    url: { label: 'Page URL', group: 'most_used' },
    r: { label: 'Cache buster (random); on s.gif: not the first session', group: 'other' },
    d: { label: 'Cookie domain', group: 'other' },
    h: { label: 'Visitor UUID hash (inferred)', group: 'user' },
    t: { label: 'SmartCode settings timer already run out (inferred)', group: 'other' },
    cd: { label: 'Cookie lifetime in days (inferred)', group: 'other' },
    vn: { label: 'Library version', group: 'other' },
    eTime: { label: 'Event time', group: 'other' },
    random: { label: 'Cache buster', group: 'other' },
  },
  patterns: [
    {
      prefix: 'd.event.props.',
      group: 'custom_event_parameters',
      label: (rest) => `Event property: ${rest}`,
    },
    { prefix: 'd.visitor.', group: 'user', label: (rest) => `Visitor: ${rest}` },
  ],
  // s.gif's `ed` holds the send time `lt`: compared by its other fields.
  volatile: ['random', 'eTime', 'r', 'ed', 'ed.lt'],
});
