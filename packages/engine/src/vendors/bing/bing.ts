/**
 * Microsoft Advertising Universal Event Tracking (UET, `bat.js`).
 *
 * Recognised on `bat.bing.com` and its sibling `bat.bing.net` (current bat.js builds send there):
 * `/action` and `/action/0` (GET image or POST beacon), and the
 * `/actionp/0` pings bat.js sends with `sendBeacon` (POST: `evt=pageHide` when the page is
 * left, `evt=consent` with `src=default` / `src=update` when consent is set or changed), and the
 * conversions ping `/p/conversions/c/<letter>` (POST; event `conversions_ping`, its wire format not
 * read). The scripts are `library_load` (account: the `ti` in their path or query, else null): the UET
 * library `/bat.js`, the per-tag script `/p/action/<ti>.js` and the conversions script
 * `/p/conversions/t/<ti>` that bat.js loads, and the two scripts of UET Insights (the Clarity-based
 * session insights of Microsoft Advertising), `/p/insights/t/<ti>` and `/p/insights/s/<version>`
 * (read off a 2025 fravega.com capture: both `Sec-Fetch-Dest: script`, answered with JavaScript, the
 * version `0.8.26` the same as that capture's Clarity script `scripts.clarity.ms/0.8.26/clarity.js`).
 *
 * Undocumented behaviour relied on: `evt=pageLoad` is the automatic page hit and `evt=custom` an
 * `uetq.push('event', action, {...})` call, whose action is `ea`, category `ec`, label `el`, value
 * `ev`, revenue `gv` and currency `gc`; `mid` is a per-send message id and `rn` a cache buster.
 *
 * Event name: `ea` (the event action) on a `custom` hit that has one; `consent_update` /
 * `consent_default` for a consent ping (`evt=consent`, from its `src`); otherwise `evt` (`pageLoad`,
 * `pageHide`, `custom`, …). Account: the `ti` parameter (the UET tag id).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { bingPurchase } from './purchase.js';
import { BING_PARAMS } from './params.js';

const CONVERSIONS_PING = '/p/conversions/c/';

/** `/p/conversions/c/<one path segment>`. */
function isConversionsPing(path: string): boolean {
  const rest = path.startsWith(CONVERSIONS_PING) ? path.slice(CONVERSIONS_PING.length) : '';
  return rest.length > 0 && !rest.includes('/');
}

const TAG_SCRIPT = /^\/p\/action\/(\d+)\.js$/;
const CONVERSIONS_SCRIPT = /^\/p\/conversions\/t\/(\d+)\/?$/;
const INSIGHTS_TAG_SCRIPT = /^\/p\/insights\/t\/(\d+)\/?$/;
/** `/p/insights/s/<version>`: the Insights library, numbered like Clarity's script (`0.8.26`). */
const INSIGHTS_LIBRARY = /^\/p\/insights\/s\/\d+(?:\.\d+)*\/?$/;

/** A UET script: the tag id its path names (else its `ti`, else null); undefined for any other path. */
function scriptOf(request: RequestView): { account: string | null } | undefined {
  const { path } = request.url;
  const tagId =
    TAG_SCRIPT.exec(path)?.[1] ?? CONVERSIONS_SCRIPT.exec(path)?.[1] ?? INSIGHTS_TAG_SCRIPT.exec(path)?.[1];
  if (tagId !== undefined) return { account: tagId };
  if (INSIGHTS_LIBRARY.test(path)) return { account: null };
  return path === '/bat.js' ? { account: getParam(request.query, 'ti') || null } : undefined;
}

function matchBing(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    (hostMatches(host, 'bat.bing.com') || hostMatches(host, 'bat.bing.net')) &&
    (scriptOf(request) !== undefined ||
      path === '/action' ||
      path.startsWith('/action/') ||
      path === '/actionp' ||
      path.startsWith('/actionp/') ||
      isConversionsPing(path))
  );
}

function eventNameOf(evt: string | undefined, action: string | undefined, src: string | undefined): string {
  if (evt === 'consent') return src === 'default' ? 'consent_default' : 'consent_update';
  if (evt === 'custom' && action !== undefined && action.length > 0) return action;
  if (evt !== undefined && evt.length > 0) return evt;
  return action !== undefined && action.length > 0 ? action : 'unknown_event';
}

export const bing = defineVendor({
  code: 'BING',
  name: 'Microsoft Advertising (UET)',
  kind: 'advertising',
  badge: { short: 'B', color: 'oklch(51.1% 0.096 186.391)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pageload', 'page_view'],
  pageUrlParams: ['p'],
  purchase: bingPurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['bat.bing.com', 'bat.bing.net'],
  // Other paths under the scripts' folders (never seen: a tag id or version that is not a number).
  knownNonHits: ({ url }) =>
    url.path.startsWith('/p/conversions/t/') ||
    url.path.startsWith('/p/insights/t/') ||
    url.path.startsWith('/p/insights/s/') ||
    (url.path.startsWith('/p/action/') && url.path.endsWith('.js')),
  matchHosts: ['bat.bing.com', 'bat.bing.net'],
  match: matchBing,
  decode: (request) => {
    const script = scriptOf(request);
    if (script !== undefined)
      return [{ eventName: 'library_load', accountID: script.account, params: request.query.slice() }];
    if (isConversionsPing(request.url.path))
      return [
        {
          eventName: 'conversions_ping',
          accountID: getParam(request.query, 'ti') ?? null,
          params: request.query.slice(),
        },
      ];
    const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
    const params = mergeParams(request.query, body.params);
    return [
      {
        eventName: eventNameOf(getParam(params, 'evt'), getParam(params, 'ea'), getParam(params, 'src')),
        accountID: getParam(params, 'ti') ?? null,
        params,
        findings: body.findings,
      },
    ];
  },
  params: BING_PARAMS,
  sessionIds: ['sid', 'vid'],
  volatile: ['rn', 'mid', 'lt', 'bo', 'cdb'],
});
