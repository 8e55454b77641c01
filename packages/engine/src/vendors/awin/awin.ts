/**
 * Awin (affiliate conversion tag and MasterTag).
 *
 * Recognised on `www.awin1.com`: `/sread.img` (image, long names), `/sread.php` and `/sread.js` (short
 * names) — one sale each; `/basket.php` (product-level tracking, event `product_level_tracking`);
 * `/alt.php` (the landing relay, event `landing`). The MasterTag `www.dwin1.com/<advertiser>.js` is a
 * `library_load`. Click redirects (`cread.php`) and other files are not hits.
 *
 * Undocumented behaviour relied on: the long and short names mean the same fields — `merchant`/`a`
 * advertiser, `amount`/`b` sale amount, `ref`/`c` order reference, `parts`/`d` commission groups
 * (`GROUP:amount|…`), `testmode`/`t`; `cr` currency, `vc` voucher, `ch` channel, `cks` the click
 * checksum, `l` the page. A product line is `AW:P|advertiser|order|id|name|price|quantity|sku|group|category`,
 * one per line of `product_line`, decoded here into `product_line[0].name`…
 *
 * Event name: `sale`, `product_level_tracking`, `landing` or `library_load`. Account: the advertiser id.
 */
import { type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { firstValue, noItemCount } from '../purchase-reader.js';
import { AWIN_PARAMS, AWIN_PATTERNS, AWIN_PRODUCT_FIELDS } from './params.js';
import { appendAll } from '../../append-all.js';

const ENDPOINTS: Readonly<Record<string, string>> = {
  '/sread.img': 'sale',
  '/sread.php': 'sale',
  '/sread.js': 'sale',
  '/basket.php': 'product_level_tracking',
  '/alt.php': 'landing',
};
const MASTER_TAG = /^\/(\d+)\.js$/;

function eventOf(request: RequestView): string | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'www.dwin1.com') return MASTER_TAG.test(path) ? 'library_load' : null;
  return host === 'www.awin1.com' ? (ENDPOINTS[path] ?? null) : null;
}

function productLines(value: string): Param[] {
  return value
    .split(/\r?\n/)
    .filter((line) => line.startsWith('AW:P|'))
    .flatMap((line, index) =>
      line
        .split('|')
        .slice(1)
        .map((field, position) => ({
          name: `product_line[${index}].${AWIN_PRODUCT_FIELDS[position + 1] ?? `field_${position + 1}`}`,
          value: field,
        })),
    );
}

function decodeAwin(request: RequestView): VendorEvent[] {
  const params: Param[] = [];
  for (const param of request.query) {
    params.push(param);
    if (param.name === 'product_line') appendAll(params, productLines(param.value));
  }
  const eventName = eventOf(request) ?? 'unknown_event';
  const byName = new Map(params.map((param) => [param.name, [param.value]]));
  const account =
    firstValue(byName, ['merchant', 'a', 'mid', 'product_line[0].advertiser_id']) ??
    MASTER_TAG.exec(request.url.path)?.[1] ??
    null;
  return [{ eventName, accountID: account, params }];
}

export const awin = defineVendor({
  code: 'AWIN',
  name: 'Awin',
  kind: 'advertising',
  badge: { short: 'Aw', color: '#ff5a1f', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: ['l'],
  purchase: {
    events: ['sale'],
    value: ['amount', 'b'],
    currency: ['cr'],
    transactionId: ['ref', 'c'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['ref', 'c'] },
  matchHosts: ['dwin1.com', 'awin1.com'],
  match: (request) => eventOf(request) !== null,
  decode: decodeAwin,
  params: AWIN_PARAMS,
  patterns: AWIN_PATTERNS,
  volatile: [],
});
