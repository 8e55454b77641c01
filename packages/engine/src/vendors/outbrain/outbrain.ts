/**
 * Outbrain Pixel (`obApi`, Amplify conversions).
 *
 * Recognised: `tr.outbrain.com/unifiedPixel` and the older `tr.outbrain.com/pixel` (GET image); the
 * script `amplify.outbrain.com/cp/obtp.js` (`library_load`). Other outbrain.com hosts (widgets, `log`
 * and `odb` recommendation calls) are not hits.
 *
 * Undocumented behaviour relied on: `marketerId` may list several marketers separated by commas (one
 * tag for several accounts); `name` is the event (`PAGE_VIEW` on page load, the conversion name
 * otherwise); a conversion carries `orderValue`, `currency` and `orderId`; `bust` is a cache buster.
 *
 * Event name: `name`. Account: the first id of `marketerId`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { OUTBRAIN_PARAMS } from './params.js';

function endpointOf(request: RequestView): 'pixel' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'amplify.outbrain.com') return path === '/cp/obtp.js' ? 'script' : null;
  if (host !== 'tr.outbrain.com') return null;
  return path === '/unifiedPixel' || path === '/pixel' ? 'pixel' : null;
}

function decodeOutbrain(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const marketer = getParam(params, 'marketerId')?.split(',')[0]?.trim();
  const eventName =
    endpointOf(request) === 'script' ? 'library_load' : getParam(params, 'name') || 'unknown_event';
  return [{ eventName, accountID: marketer !== undefined && marketer.length > 0 ? marketer : null, params }];
}

export const outbrain = defineVendor({
  code: 'OUTBRAIN',
  name: 'Outbrain Pixel',
  kind: 'advertising',
  badge: { short: 'Ob', color: '#ed7b23', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['dl'],
  purchase: {
    events: ['purchase', 'conversion'],
    accept: (params) => (params.get('orderValue')?.[0] ?? '').length > 0,
    value: ['orderValue'],
    currency: ['currency'],
    transactionId: ['orderId'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderId'] },
  matchHosts: ['outbrain.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeOutbrain,
  params: OUTBRAIN_PARAMS,
  volatile: ['bust'],
});
