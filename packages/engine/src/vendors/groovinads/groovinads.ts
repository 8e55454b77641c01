/**
 * Groovinads: retargeting. Its tracking calls are `/grv/track/<name>.os` on groovinads.com hosts
 * (`ads01`, `ssl01`); the tag's second call is written `//grv/track/…`, read the same.
 *
 * Recognised:
 * - `bhpx.os`, the behavioural pixel (`behavioral`): a site's public template names the tag "Groovinads
 *   Behavioral" and fills `sku` with the product's code and `idcategory` with its category. In the
 *   captures it is a script (`fgjs=1`) followed by the same call with `match=1&grvclid=<id>`; public
 *   copies of a Groovinads tag also send it as an image with `noredir=1` and `src` (the page's
 *   `utm_source`, or `fbk`/`googcl`/`dbl` with the click id in `fbclid`), and after a click on one of
 *   its ads as a script with `fgclk=1&URL=<page>`.
 * - `px.os`, the goal pixel (`goal`): that template names it "Groovinads Venta" (sale) and sends
 *   `fgimg=1&idpixel=<pixel>&goalvalue=<total>&idtransaction=<order id>`; the tag's copies add `v`, a
 *   count of the page's goal sends. Not seen in the captures.
 * - `idu.os`, a frame (`partner_tag`) with `Snip`, `acc` and `idc`: in the captures the frame then sends
 *   a Google Ads conversion to the `AW-<id>/<label>` its `Snip` names (with the frame as `url`); beside
 *   a hexadecimal `Snip`, `acc` is `Basis`. What `acc` is otherwise is not documented.
 * - `cm.os`, the cookie sync (`cookie_sync`): `p=<idc>_ga&iu=…&i=<idc>&u=<the _ga cookie>&v=1`, and
 *   `p=mgid`, where MGID's cookie match sends the browser back.
 *
 * Account: `idc`, one per site in every capture (each site's Groovinads tag is keyed by it); the goal
 * pixel's `idpixel`; the sync's `i`, equal to the page's `idc`. `grvclid` is Groovinads' user id: in
 * the captures it is the sync's `iu` and, base64-encoded, the `google_hm` of Groovinads' Google cookie
 * match, which Google's Cookie Matching guide (developers.google.com/authorized-buyers/rtb/cookie-guide)
 * defines as the partner's own user id.
 *
 * Unfilled values: sites fill `sku` and `idcategory` from their pages; the captures hold
 * `sku=undefined-undefined&idcategory=undefined&datainput=undefined|undefined` (almundo.com.ar) and
 * `sku={SKU}`, `uid={USERID}` (www.coppel.com.ar): VALUE_UNFILLED reports the first (its
 * `unfilledFields`), VALUE_PLACEHOLDER the template's placeholders. No purchase reader: the goal pixel
 * carries no currency.
 *
 * Real captures (August 2025, rashnakumar96/Crux_Sites_Scrapper `data/har_files/AR/`): almundo.com.ar,
 * www.cinemarkhoyts.com.ar, www.coppel.com.ar, www.dexter.com.ar, www.fravega.com, www.moov.com.ar,
 * www.motorola.com.ar, www.stockcenter.com.ar. Public code found by GitHub code search (repositories
 * not named by the index): a shop's PHP template with both tags, and copies of a Groovinads tag script.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { GROOVINADS_PARAMS } from './params.js';

const TRACK_PATH = /^\/+grv\/track\/(bhpx|px|idu|cm)\.os$/;

const EVENTS: ReadonlyMap<string, string> = new Map([
  ['bhpx', 'behavioral'],
  ['px', 'goal'],
  ['idu', 'partner_tag'],
  ['cm', 'cookie_sync'],
]);

/** The event of a tracking call, or null. */
function eventOf(request: RequestView): string | null {
  if (request.isNavigation || !hostMatches(request.url.host, 'groovinads.com')) return null;
  const call = TRACK_PATH.exec(request.url.path)?.[1];
  return call === undefined ? null : (EVENTS.get(call) ?? null);
}

function decodeGroovinads(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const eventName = eventOf(request) ?? 'unknown_event';
  const account = eventName === 'goal' ? 'idpixel' : eventName === 'cookie_sync' ? 'i' : 'idc';
  return [{ eventName, accountID: getParam(params, account) || null, params }];
}

export const groovinads = defineVendor({
  code: 'GROOVINADS',
  name: 'Groovinads',
  kind: 'advertising',
  badge: { short: 'Gv', color: 'oklch(52% 0.2 305)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['behavioral'],
  pageUrlParams: ['URL'],
  purchase: null,
  unfilledFields: {
    sku: 'product SKU',
    idcategory: 'category',
    category_name: 'category name',
    datainput: 'data input',
    goalvalue: 'goal value',
    idtransaction: 'transaction id',
  },
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['sku', 'idcategory', 'src', 'Snip', 'idpixel', 'idtransaction'],
  },
  hosts: ['groovinads.com/grv/track/'],
  matchHosts: ['groovinads.com'],
  match: (request) => eventOf(request) !== null,
  decode: decodeGroovinads,
  params: GROOVINADS_PARAMS,
  volatile: ['v'],
  sessionIds: ['grvclid', 'iu', 'u'],
});
