/**
 * Snoobi Analytics.
 *
 * Recognised on `*.snoobi.com`: the tag's script `snoop.php?tili=<account>` (`library_load`) and the
 * page hit `snoop2.php?tili=<account>&…` (`page_view`; the event type `etype` instead when it is set).
 * Account: `tili`.
 *
 * Sources: the embed code published in sites' and plugins' public source (`<script
 * src="//eu1.snoobi.com/snoop.php?tili=<account>">`, "Snoobi v1.4"; the WordPress plugins fill `tili`
 * with the "Snoobi account ID" their settings ask for). Read off lansstyrelsen.se (2016-01-22, three
 * loads of one page in coach-core's test HAR): each load fetched `eu1.snoobi.com/snoop.php?tili=…`
 * and then sent one `snoop2.php` with the same `tili`, whose fields hold the page's title (`dt`), host
 * (`hn`), path (`pn`), query (`qr`) and referrer (`rf`), the browser's `navigator.appName` (`an`),
 * `appVersion` (`av`), `platform` (`pf`) and language (`la`), the page's character set (`cs`), the
 * screen (`rs`, `1440 x 900`) and colour depth (`cd`); `page_name` and `section` are empty there (the
 * tag's own names for them), and so are the event fields `etype`, `eval`, `emsg`…, whose use was not
 * seen.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SNOOBI_DOMAIN = 'snoobi.com';
const CALLS: ReadonlyMap<string, 'script' | 'hit'> = new Map([
  ['/snoop.php', 'script'],
  ['/snoop2.php', 'hit'],
]);

function callOf(request: RequestView): 'script' | 'hit' | null {
  if (request.isNavigation || !hostMatches(request.url.host, SNOOBI_DOMAIN)) return null;
  const call = CALLS.get(request.url.path);
  return call !== undefined && getParam(request.query, 'tili') !== undefined ? call : null;
}

function decodeSnoobi(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const account = getParam(params, 'tili') || null;
  if (callOf(request) === 'script') return [{ eventName: 'library_load', accountID: account, params }];
  return [{ eventName: getParam(params, 'etype') || 'page_view', accountID: account, params }];
}

export const snoobi = defineVendor({
  code: 'SNOOBI',
  name: 'Snoobi Analytics',
  kind: 'analytics',
  badge: { short: 'Sn', color: 'oklch(60% 0.16 230)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [SNOOBI_DOMAIN],
  match: (request) => callOf(request) !== null,
  decode: decodeSnoobi,
  params: {
    tili: { label: 'Account ID', group: 'most_used' },
    page_name: { label: 'Page name', group: 'most_used' },
    section: { label: 'Section', group: 'most_used' },
    dt: { label: 'Page title', group: 'most_used' },
    hn: { label: 'Page host', group: 'most_used' },
    pn: { label: 'Page path', group: 'most_used' },
    qr: { label: 'Page query', group: 'most_used' },
    rf: { label: 'Referrer', group: 'most_used' },
    an: { label: 'Browser name (navigator.appName)', group: 'user' },
    av: { label: 'Browser version (navigator.appVersion)', group: 'user' },
    pf: { label: 'Platform (navigator.platform)', group: 'user' },
    la: { label: 'Browser language', group: 'user' },
    cs: { label: 'Page character set', group: 'other' },
    rs: { label: 'Screen resolution', group: 'user' },
    cd: { label: 'Colour depth', group: 'user' },
    etype: { label: 'Event type', group: 'most_used' },
  },
  volatile: ['ti', 'lstest'],
});
