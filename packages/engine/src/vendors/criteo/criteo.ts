/**
 * Criteo OneTag (`criteo_q`).
 *
 * Recognised: `/event` on `sslwidget.criteo.com` and `widget.criteo.com` (the event hit), and the
 * loader `ld.js` on `dynamic.criteo.com` / `static.criteo.net` (`library_load`, account from `a`).
 * Cookie syncs (`gum.criteo.com`, `dis.criteo.com`) carry no event and are not matched.
 *
 * Two requests the loader makes for the browser's privacy APIs, beside the event hit (read off a 2024
 * ebay.com capture): `measurement-api.criteo.com/register-trigger` (`partner_id` = the hit's `a`,
 * `event_name`, `uid`, `amount_euro`, `islcc`, `client_side_event_id` = the hit's `ceid`), sent with
 * `Attribution-Reporting-Eligible: trigger`: an Attribution Reporting trigger registration, named
 * `attribution_trigger` as Google Ads' and Meta's are (its `event_name` stays a parameter), account
 * `partner_id`; and the iframe `fledge.<region>.criteo.com/interest-group?data=<opaque>`, a Protected
 * Audience join, `interest_group`, no account (its `data` names none readably). Each copies the hit it
 * accompanies for a browser API and is never a second event: the trigger is the hit's companion (its
 * `client_side_event_id` is the hit's `ceid`), and two joins with other `data` are two joins (`distinctKeys`).
 *
 * Undocumented behaviour relied on: one hit carries every event pushed on the page as `p0`, `p1`, …,
 * each a form-encoded string (`e=vp&item=SKU`) decoded here into `p0.e`, `p0.item`…; the product list
 * of a basket or sale (`p=[i=A&pr=1&q=2,i=B…]`, each product encoded once more) into `p0.p[0].i`…
 * The event codes are `vh` viewHome, `vl` viewList, `vp` viewItem, `vb` viewBasket, `vc`
 * trackTransaction, `vs` viewSearch, `vpg` viewPage (any other page), `ac` addToCart, `al`
 * appLaunched; `exd` (site type, data), `ce` (e-mail), `id` (identity) and `dis` are set-up entries.
 *
 * The page and referrer (`fu`, `pu`) arrive encoded twice (`https%253A%252F%252F…`, real captures):
 * decoded once more here so that they read, and group, as the page's address.
 *
 * Event name: the first page event's OneTag name (`viewHome`…; `viewPage`, the generic one, only when
 * the hit has no other), else the first other code's (`addToCart`, or the code as sent when it has no
 * known name), else the first set-up entry's. Account: `a`.
 *
 * Sources: Omnibug's Criteo OneTag provider (the `vh`/`vl`/`vp`/`vb`/`vc` codes); Criteo's OneTag
 * event list (help.criteo.com, `all-criteo-onetag-events-and-parameters`); a public browser-extension
 * script that lists the codes of OneTag's loader (`viewpage:"vpg"`, `addtocart:"ac"`,
 * `applaunched:"al"`, `setidentity:"id"`, `setdata:"exd"`, `setemail:"ce"`, `calldising:"dis"`); a
 * real capture (marchofdimes.org, 2021) of a `vpg` hit beside `ce`, `exd` and `dis`.
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CRITEO_PARAMS, CRITEO_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';
import { own } from '../../own.js';

const PAGE_EVENTS: Readonly<Record<string, string>> = {
  vh: 'viewHome',
  vl: 'viewList',
  vp: 'viewItem',
  vb: 'viewBasket',
  vc: 'trackTransaction',
  vs: 'viewSearch',
};
/** The generic page event, for a page of no other kind: a hit's name only when it has no other. */
const VIEW_PAGE = 'vpg';
/** Events that are neither page views nor set-up entries. */
const OTHER_EVENTS: Readonly<Record<string, string>> = { ac: 'addToCart', al: 'appLaunched' };
const SETUP_EVENTS: Readonly<Record<string, string>> = {
  exd: 'setSiteType',
  ce: 'setEmail',
  id: 'setIdentity',
  dis: 'dis',
};

const TRIGGER_HOST = 'measurement-api.criteo.com';
const INTEREST_GROUP_HOST = /^fledge\.[a-z]{2,}\.criteo\.com$/;

type Endpoint = 'event' | 'script' | 'trigger' | 'interest_group';

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === TRIGGER_HOST && path === '/register-trigger') return 'trigger';
  if (path === '/interest-group' && INTEREST_GROUP_HOST.test(host)) return 'interest_group';
  if ((host === 'sslwidget.criteo.com' || host === 'widget.criteo.com') && path === '/event') return 'event';
  if ((host === 'dynamic.criteo.com' || host === 'static.criteo.net') && path === '/js/ld/ld.js')
    return 'script';
  return null;
}

/** `[i=A&pr=1,i=B]` (each product encoded once more) → `<prefix>[0].i`… */
function productParams(prefix: string, value: string): Param[] {
  const list = value.trim();
  if (!list.startsWith('[') || !list.endsWith(']')) return [];
  return list
    .slice(1, -1)
    .split(',')
    .flatMap((product, index) =>
      parseParams(product.replace(/%26/gi, '&').replace(/%3D/gi, '=')).map((field) => ({
        name: `${prefix}[${index}].${field.name}`,
        value: field.value,
      })),
    );
}

/** `fu` and `pu` still encoded after one decoding (`https%3A%2F%2F…`), decoded once more. */
function twiceEncodedAddress(param: Param): Param {
  if ((param.name !== 'fu' && param.name !== 'pu') || !/^https?%3a/i.test(param.value)) return param;
  return { name: param.name, value: decodeComponent(param.value, false) };
}

/** The trigger registration, with its own fields. */
function decodeTrigger(request: RequestView): VendorEvent[] {
  const params = request.query.slice();
  return [{ eventName: 'attribution_trigger', accountID: getParam(params, 'partner_id') || null, params }];
}

function decodeCriteo(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  if (endpoint === 'trigger') return decodeTrigger(request);
  if (endpoint === 'interest_group')
    return [{ eventName: 'interest_group', accountID: null, params: request.query.slice() }];
  const params: Param[] = [];
  const codes: string[] = [];
  for (const param of request.query) {
    params.push(twiceEncodedAddress(param));
    if (!/^p\d+$/.test(param.name)) continue;
    for (const field of parseParams(param.value)) {
      const name = `${param.name}.${field.name}`;
      params.push({ name, value: field.value });
      if (field.name === 'e') codes.push(field.value);
      if (field.name === 'p') appendAll(params, productParams(name, field.value));
    }
  }
  const eventName = endpoint === 'script' ? 'library_load' : hitName(codes);
  return [{ eventName, accountID: getParam(params, 'a') ?? null, params }];
}

/**
 * The hit's name: its first page event's OneTag name (`viewPage` only when it has no other page
 * event), else its first other non-setup code's name (as sent when it has none), else its first set-up
 * entry's name.
 */
function hitName(codes: readonly string[]): string {
  const page = codes.find((code) => own(PAGE_EVENTS, code) !== undefined);
  if (page !== undefined) return own(PAGE_EVENTS, page) ?? page;
  if (codes.includes(VIEW_PAGE)) return 'viewPage';
  const other = codes.find((code) => own(SETUP_EVENTS, code) === undefined);
  if (other !== undefined) return own(OTHER_EVENTS, other) ?? other;
  const first = codes[0];
  return first === undefined ? 'unknown_event' : (own(SETUP_EVENTS, first) ?? first);
}

export const criteo = defineVendor({
  code: 'CRITEO',
  name: 'Criteo OneTag',
  kind: 'advertising',
  badge: { short: 'Cr', color: '#f26a21', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['viewhome', 'viewlist', 'viewitem', 'viewbasket', 'viewpage'],
  pageUrlParams: ['fu'],
  purchase: null,
  // The trigger follows the hit of its `ceid`; two interest-group joins with other `data` are two.
  duplicateKeys: {
    ...NO_DUPLICATE_KEYS,
    distinctKeys: ['data'],
    companions: { events: ['attribution_trigger'], hitParam: 'ceid', companionParam: 'client_side_event_id' },
  },
  matchHosts: ['criteo.com', 'criteo.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeCriteo,
  params: CRITEO_PARAMS,
  patterns: CRITEO_PATTERNS,
  // `ceid` is drawn anew for every request (ld.js): two sends of one event differ only there.
  // The trigger's `client_side_event_id` is that id again.
  volatile: ['dtycbr', 'ceid', 'client_side_event_id'],
});
