/**
 * Webgains transaction tracking.
 *
 * Recognised: `track.webgains.com/transaction.html` (the script, or its noscript image). Click
 * redirects (`track.webgains.com/click.html`) and other files are not hits.
 *
 * Undocumented behaviour relied on: `wgprogramid` is the programme, `wgeventid` the commission event,
 * `wgorderreference` the order, `wgvalue` its value and `wgCurrency` its currency; `wgitems` lists the
 * items separated by `|`, each `event id::price::name::code::voucher`, decoded here into
 * `wgitems[0].price`…
 *
 * Event name: `sale`. Account: `wgprogramid`.
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { WEBGAINS_PARAMS, WEBGAINS_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const ITEM_FIELDS = ['event_id', 'price', 'name', 'code', 'voucher'];

function isTransaction(request: RequestView): boolean {
  return (
    !request.isNavigation &&
    request.url.host === 'track.webgains.com' &&
    request.url.path === '/transaction.html'
  );
}

function itemParams(items: string): Param[] {
  if (items.trim().length === 0) return [];
  return items.split('|').flatMap((item, index) =>
    item.split('::').map((value, position) => ({
      name: `wgitems[${index}].${ITEM_FIELDS[position] ?? `field_${position + 1}`}`,
      value,
    })),
  );
}

function decodeWebgains(request: RequestView): VendorEvent[] {
  const params: Param[] = [];
  for (const param of request.query) {
    params.push(param);
    if (param.name === 'wgitems') appendAll(params, itemParams(param.value));
  }
  const programme = getParam(params, 'wgprogramid');
  return [
    {
      eventName: 'sale',
      accountID: programme !== undefined && programme.length > 0 ? programme : null,
      params,
    },
  ];
}

export const webgains = defineVendor({
  code: 'WEBGAINS',
  name: 'Webgains',
  kind: 'advertising',
  badge: { short: 'Wg', color: '#e6007e', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: {
    events: ['sale'],
    value: ['wgvalue'],
    currency: ['wgCurrency'],
    transactionId: ['wgorderreference'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['wgorderreference'] },
  matchHosts: ['track.webgains.com'],
  match: isTransaction,
  decode: decodeWebgains,
  params: WEBGAINS_PARAMS,
  patterns: WEBGAINS_PATTERNS,
  volatile: [],
});
