/**
 * Rakuten Advertising (LinkShare) conversion pixel and tag.
 *
 * Recognised: `track.linksynergy.com/ep` and `/eventnvppixel` (the conversion image); the Rakuten
 * Advertising tag `tag.rmp.rakuten.com/<id>.ct.js` (`library_load`). Click redirects
 * (`click.linksynergy.com`) are not hits.
 *
 * Undocumented behaviour relied on: `mid` is the advertiser, `ord` the order id, `cur` the currency;
 * the lines are parallel `|`-separated lists `skulist`, `qlist`, `amtlist` (line totals in cents) and
 * `namelist`, decoded here into `item[0].sku`, `item[0].quantity`, `item[0].amount`, `item[0].name`…;
 * `tr` is the publisher's site id and `land` the click's landing time.
 *
 * Event name: `conversion` or `library_load`. Account: `mid` (or the tag's id).
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { RAKUTEN_PARAMS, RAKUTEN_PATTERNS } from './params.js';

const LISTS: ReadonlyArray<readonly [string, string]> = [
  ['skulist', 'sku'],
  ['qlist', 'quantity'],
  ['amtlist', 'amount'],
  ['namelist', 'name'],
];
const TAG_PATH = /^\/(\d+)\.ct\.js$/;
/** Orders `item[2].sku` before `item[10].amount` (made once: a collator is costly to make). */
const BY_ITEM = new Intl.Collator('en', { numeric: true });

function endpointOf(request: RequestView): 'conversion' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'tag.rmp.rakuten.com') return TAG_PATH.test(path) ? 'script' : null;
  return host === 'track.linksynergy.com' && (path === '/ep' || path === '/eventnvppixel')
    ? 'conversion'
    : null;
}

function itemParams(query: readonly Param[]): Param[] {
  const items: Param[] = [];
  for (const [list, field] of LISTS) {
    const values = getParam(query, list)?.split('|') ?? [];
    values.forEach((value, index) => items.push({ name: `item[${index}].${field}`, value }));
  }
  return items.sort((a, b) => BY_ITEM.compare(a.name, b.name));
}

function decodeRakuten(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script') {
    const id = TAG_PATH.exec(request.url.path)?.[1] ?? null;
    return [{ eventName: 'library_load', accountID: id, params: [...request.query] }];
  }
  const params = [...request.query, ...itemParams(request.query)];
  return [{ eventName: 'conversion', accountID: getParam(params, 'mid') ?? null, params }];
}

export const rakuten = defineVendor({
  code: 'RAKUTEN',
  name: 'Rakuten Advertising',
  kind: 'advertising',
  badge: { short: 'Rk', color: '#bf0000', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['ord'] },
  matchHosts: ['tag.rmp.rakuten.com', 'track.linksynergy.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeRakuten,
  params: RAKUTEN_PARAMS,
  patterns: RAKUTEN_PATTERNS,
  volatile: [],
});
