/**
 * SmarterHQ, a behavioural marketing platform (its `_smtr` tag).
 *
 * Recognised: the tracker's hit `/<app>/SmarterHandler.ashx` on a host under smarterhq.io
 * (`tr2.smarterhq.io/app1/…`: `page_view`), the onsite content call `/api/v<n>/onsite/` on
 * `onsiteshq.smarterhq.io` (`onsite_request`), and the tag's script
 * `d1n00d49gkbray.cloudfront.net/js/<client>.js` (`library_load`).
 * Account: the instance id (`i` on hits, `instanceId` on onsite calls); the script's from its file
 * name (the client name the embed code passes).
 *
 * Sources: the "SmarterHQ Pixel" embed code published on a customer's site (it loads
 * `d1n00d49gkbray.cloudfront.net/js/<client>.js` into the `_smtr` queue); sites' public `_smtr.push(
 * ['pageView', {pageType, catId, catName, productId…}])` calls; a public copy of the earlier Smarter
 * Remarketer tracker, whose page view request carries the same wire names: `r` a random number,
 * `modalc` the tracker's visitor cookie, `utc` the browser's time-zone offset in minutes
 * (getTimezoneOffset), `pt` the page type (0 product, 1 search, 2 cart, 3 category, 4 purchase,
 * 5 other), `href`, `hostn` and `pathn` the page's location, `t` its title, `cid`, `cn`, `scn` and
 * `brand` a category page's id, name, sub-category and brand, `pid` and `sku` a product page's, `sp`
 * a search page's phrase; a public SmarterHQ QA browser extension, which reads the visitor's LOI id
 * as the second `^`-separated field of the `smtrrmkr` cookie and calls the numeric account id an
 * account number; and a real capture (savethechildren.org, 2021, The Markup's nonprofit privacy
 * inspections): four hits and five onsite calls. Read off that capture only: `modalc` has the
 * `smtrrmkr` cookie's form (`<number>^<LOI id>^<session id>^0^<IP address>`, its ids those of the
 * onsite call's `loiId` and `sessionId`); `i` equals the onsite call's `instanceId`; `bv` is a
 * version (`2.7.17`); `cb` and `callback` name the JSONP callback (`_smtr.postprocess`). The first hit
 * of a new visitor carries `cu=true` and no `modalc`; `cu` is left unexplained, and so is the onsite
 * call's `ref` (the page's own URL there, not its referrer).
 *
 * The script itself repeats its calls on one page: two `pt=5` hits on the home page, two or three
 * identical onsite calls per page, each with a fresh random `r`; so two requests with other `r`s are
 * never reported as duplicates.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { SMARTERHQ_PARAMS } from './params.js';

const DOMAIN = 'smarterhq.io';
const ONSITE_HOST = 'onsiteshq.smarterhq.io';
/** SmarterHQ's own CloudFront distribution, named in its published embed code. */
const SCRIPT_HOST = 'd1n00d49gkbray.cloudfront.net';
const HIT_PATH = /^\/[A-Za-z0-9_-]+\/SmarterHandler\.ashx$/;
const ONSITE_PATH = /^\/api\/v\d+\/onsite\/?$/;
/** `/js/<client>.js`; group 1 is the client name. */
const SCRIPT_PATH = /^\/js\/([A-Za-z0-9_-]+)\.js$/;

type Call = { kind: 'hit' } | { kind: 'onsite' } | { kind: 'script'; client: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) {
    const client = SCRIPT_PATH.exec(path)?.[1];
    return client === undefined ? null : { kind: 'script', client };
  }
  if (host === ONSITE_HOST && ONSITE_PATH.test(path)) return { kind: 'onsite' };
  if (host !== DOMAIN && hostMatches(host, DOMAIN) && HIT_PATH.test(path)) return { kind: 'hit' };
  return null;
}

function decodeSmarterHq(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = [...request.query];
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params }];
  if (call.kind === 'script') {
    return [
      {
        eventName: 'library_load',
        accountID: call.client,
        params: [{ name: 'client', value: call.client }, ...params],
      },
    ];
  }
  const instance = getParam(params, call.kind === 'hit' ? 'i' : 'instanceId');
  const accountID = instance !== undefined && instance.length > 0 ? instance : null;
  return [{ eventName: call.kind === 'hit' ? 'page_view' : 'onsite_request', accountID, params }];
}

export const smarterhq = defineVendor({
  code: 'SMARTERHQ',
  name: 'SmarterHQ',
  kind: 'other',
  badge: { short: 'SHQ', color: 'oklch(42% 0.16 300)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['href', 'url'],
  purchase: null,
  // Another page type is another page view; a fresh random `r` marks the script's own repeats
  // (see above), which are not the site's tagging firing twice.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['pt', 'r'] },
  hosts: ['tr2.smarterhq.io', ONSITE_HOST],
  matchHosts: [DOMAIN, SCRIPT_HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeSmarterHq,
  params: SMARTERHQ_PARAMS,
  volatile: [],
  sessionIds: ['modalc', 'loiId', 'sessionId'],
});
