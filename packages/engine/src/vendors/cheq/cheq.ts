/**
 * CHEQ: its invalid-traffic and bot detection tag (its calls carry `ch=cheq4ppc`). No request of
 * ClickCease (CHEQ Essentials) was seen and no source found describes one: only this tag is recognised.
 *
 * CHEQ serves its tag from odd-named domains; only those a source ties to CHEQ are recognised:
 * `cheqzone.com` (CHEQ's own, owner "CHEQ AI Technologies Ltd." in DuckDuckGo's tracker-radar
 * domains/US/cheqzone.com.json), `fishrobotflower.com` (a real capture of www.crowdstrike.com: its
 * collector call carries `ch=cheq4ppc`, and a Bing event `ec=CHEQ` follows it; tracker-radar's
 * domains/US/fishrobotflower.com.json lists the same paths and CHEQ's `_cq_duid`/`_cq_suid` cookies) and
 * `greencolumnart.com` (named a CHEQ domain by ConsentTheater/playbill src/actors/fingerprinting.json;
 * tracker-radar sees its script set `_cq_duid`/`_cq_suid`). On those domains and their subdomains
 * (`ob.`, `obs.`, `obseu.`, `serve2.`), the paths tracker-radar lists for both:
 * - the tag script `/i/<32 hex>.js` (the hash shown as `tag_hash`) and `/clicktrue_invocation.js?id=…`
 *   (`library_load`);
 * - the collector call `/ct?id=…&url=…&ch=cheq4ppc…` (`page_view`): one per page the tag runs on,
 *   carrying the page URL, the referrer and the browser's signals, before the tag's other calls;
 * - the pixel `/tracker/tc_imp.gif?e=…` (`impression`, after the file name);
 * - the POSTs `/mon` (`monitor`, after the path), a form body sent again about every second in the
 *   capture.
 *
 * Account: `id` of the collector call, read as the tag's id (inferred: public site code loads
 * `clicktrue_invocation.js?id=<n>` with the same kind of number, taken as the account there too); the
 * other calls carry none.
 *
 * CHEQ documents none of this wire format; read off the capture and tracker-radar, and inferred where
 * said: `cri` is the same on the pixel and every `/mon` post of one page (a page-load id); `duid`, `suid`
 * have the form and length of the `_cq_duid`, `_cq_suid` cookies tracker-radar records; `gac` has the
 * form of a Google Analytics client id; `di` and `gtm` are base64 JSON (the browser's signals, the data
 * layer's event names); `np`, `nv` hold `navigator.platform` and `navigator.vendor` lower-cased; `cb`
 * is the send time in ms. Inferred from the names and values: `mm`, `md`, `mu`, `cl` count mouse moves,
 * downs, ups and clicks, each followed by their coordinates; on `/mon` `pn` is the send time and `spn`
 * the tag's start in ms after page load, `ti` their difference (so `pn` and `ti` change on every post).
 * `e` is an opaque hex payload. Other names stay unlabelled.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CHEQ_PARAMS } from './params.js';

const DOMAINS = ['cheqzone.com', 'fishrobotflower.com', 'greencolumnart.com'];
const TAG_SCRIPT = /^\/i\/([0-9a-f]{32})\.js$/;
const INVOCATION_SCRIPT = '/clicktrue_invocation.js';
const EVENT_OF_PATH: Readonly<Record<string, string>> = {
  '/ct': 'page_view',
  '/tracker/tc_imp.gif': 'impression',
  '/mon': 'monitor',
};

type Call = { kind: 'script'; tagHash: string | null } | { kind: 'hit'; eventName: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (!DOMAINS.some((domain) => hostMatches(host, domain))) return null;
  if (path === INVOCATION_SCRIPT) return { kind: 'script', tagHash: null };
  const tagHash = TAG_SCRIPT.exec(path)?.[1];
  if (tagHash !== undefined) return { kind: 'script', tagHash };
  const eventName = Object.hasOwn(EVENT_OF_PATH, path) ? EVENT_OF_PATH[path] : undefined;
  return eventName === undefined ? null : { kind: 'hit', eventName };
}

function decodeCheq(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const accountID = getParam(request.query, 'id') || null;
  if (call === null || call.kind === 'script') {
    const hash: Param[] = call?.tagHash ? [{ name: 'tag_hash', value: call.tagHash }] : [];
    return [{ eventName: 'library_load', accountID, params: [...hash, ...request.query] }];
  }
  if (call.eventName !== 'monitor') {
    return [{ eventName: call.eventName, accountID, params: [...request.query] }];
  }
  const body = readAnyBody(request.body);
  return [
    {
      eventName: call.eventName,
      accountID,
      params: mergeParams(request.query, body.params),
      ...(body.findings.length > 0 ? { findings: body.findings } : {}),
    },
  ];
}

export const cheq = defineVendor({
  code: 'CHEQ',
  name: 'CHEQ',
  kind: 'other',
  badge: { short: 'CQ', color: 'oklch(44.4% 0.177 26.899)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: DOMAINS,
  matchHosts: DOMAINS,
  match: (request) => callOf(request) !== null,
  decode: decodeCheq,
  params: CHEQ_PARAMS,
  volatile: ['cb', 'rand', 'pn', 'ti'],
  sessionIds: ['cri', 'duid', 'suid', 'gac'],
});
