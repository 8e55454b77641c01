/**
 * Criteo OneTag (`criteo_q`).
 *
 * Recognised: `/event` on `sslwidget.criteo.com` and `widget.criteo.com` (the event hit), and the
 * loader `ld.js` on `dynamic.criteo.com` / `static.criteo.net` (`library_load`, account from `a`).
 * Cookie syncs (`gum.criteo.com`, `dis.criteo.com`) carry no event and are not matched.
 *
 * Undocumented behaviour relied on: one hit carries every event pushed on the page as `p0`, `p1`, …,
 * each a form-encoded string (`e=vp&item=SKU`) decoded here into `p0.e`, `p0.item`…; the product list
 * of a basket or sale (`p=[i=A&pr=1&q=2,i=B…]`, each product encoded once more) into `p0.p[0].i`…
 * The event codes are `vh` viewHome, `vl` viewList, `vp` viewItem, `vb` viewBasket, `vc`
 * trackTransaction, `vs` viewSearch; `exd` (site type), `ce` (e-mail) and `dis` are set-up entries.
 *
 * The page and referrer (`fu`, `pu`) arrive encoded twice (`https%253A%252F%252F…`, real captures):
 * decoded once more here so that they read, and group, as the page's address.
 *
 * Event name: the first page event's OneTag name (`viewHome`…), else the first code that is not a
 * set-up entry, as sent (`vpg`, seen beside `exd`, `ce` and `dis` on a page with no other event: no
 * public source gives its OneTag name), else the first set-up entry's. Account: `a`.
 *
 * Sources: Omnibug's Criteo OneTag provider (the `vh`/`vl`/`vp`/`vb`/`vc` codes); Criteo's OneTag
 * event list (help.criteo.com, `all-criteo-onetag-events-and-parameters`).
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CRITEO_PARAMS, CRITEO_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const PAGE_EVENTS: Readonly<Record<string, string>> = {
  vh: 'viewHome',
  vl: 'viewList',
  vp: 'viewItem',
  vb: 'viewBasket',
  vc: 'trackTransaction',
  vs: 'viewSearch',
};
const SETUP_EVENTS: Readonly<Record<string, string>> = { exd: 'setSiteType', ce: 'setEmail', dis: 'dis' };

function endpointOf(request: RequestView): 'event' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
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

function decodeCriteo(request: RequestView): VendorEvent[] {
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
  const eventName = endpointOf(request) === 'script' ? 'library_load' : hitName(codes);
  return [{ eventName, accountID: getParam(params, 'a') ?? null, params }];
}

/**
 * The hit's name: its first page event's OneTag name, else its first other non-setup code as sent
 * (`vpg`, which has no documented name), else its first set-up entry's name.
 */
function hitName(codes: readonly string[]): string {
  const page = codes.find((code) => code in PAGE_EVENTS);
  if (page !== undefined) return PAGE_EVENTS[page] ?? page;
  const other = codes.find((code) => !(code in SETUP_EVENTS));
  if (other !== undefined) return other;
  const first = codes[0];
  return first === undefined ? 'unknown_event' : (SETUP_EVENTS[first] ?? first);
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
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['criteo.com', 'criteo.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeCriteo,
  params: CRITEO_PARAMS,
  patterns: CRITEO_PATTERNS,
  // `ceid` is drawn anew for every request (ld.js): two sends of one event differ only there.
  volatile: ['dtycbr', 'ceid'],
});
