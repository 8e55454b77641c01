/**
 * Outbrain Pixel (`obApi`, Amplify conversions).
 *
 * Recognised: `tr.outbrain.com/unifiedPixel` and the older `tr.outbrain.com/pixel` (GET image); the
 * older Amplify pixel `amplifypixel.outbrain.com/pixel` when it carries its marketer id `mid`; the
 * script `amplify.outbrain.com/cp/obtp.js` (`library_load`). Other outbrain.com hosts (widgets, `log`
 * and `odb` recommendation calls, `sync` user syncs) are not hits.
 *
 * Undocumented behaviour relied on: `marketerId` may list several marketers separated by commas (one
 * tag for several accounts); `name` is the event (`PAGE_VIEW` on page load, the conversion name
 * otherwise); a conversion carries `orderValue`, `currency` and `orderId`; `bust` is a cache buster.
 *
 * The Amplify pixel (`amplify_pixel`): sites placed it as a bare image, `<img src="//amplifypixel.
 * outbrain.com/pixel?mid=<marketer id>">` (public page sources, commented "Outbrain Remarketing"; a
 * public tag template calls the value the "Amplify pixel id"). obtp.js 1.1.8 still sent it beside each
 * `tr.outbrain.com/pixel` page view, with that hit's first `marketerId` as `mid` and its `dl`, within
 * milliseconds (everydayhealth.com, Blacklight 2020, four pages); obtp.js 1.3.1 sent
 * `unifiedPixel` alone (suntrust.com, Blacklight 2020), the two pixels in one, the name suggests. It
 * carries no event name, so it has its own, and it is a companion of the hit whose `dl` it shares
 * (`duplicateKeys.companions`): a page view fired twice is one duplicate, not one more for its
 * Amplify copy; a bare image sent twice still is one.
 *
 * Event name: `name`; `amplify_pixel` for the Amplify pixel. Account: the first id of `marketerId`;
 * `mid` for the Amplify pixel.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { OUTBRAIN_PARAMS } from './params.js';

type Endpoint = 'pixel' | 'amplify_pixel' | 'script';

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'amplify.outbrain.com') return path === '/cp/obtp.js' ? 'script' : null;
  if (host === 'amplifypixel.outbrain.com')
    return path === '/pixel' && getParam(request.query, 'mid') ? 'amplify_pixel' : null;
  if (host !== 'tr.outbrain.com') return null;
  return path === '/unifiedPixel' || path === '/pixel' ? 'pixel' : null;
}

function decodeOutbrain(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const endpoint = endpointOf(request);
  if (endpoint === 'amplify_pixel')
    return [{ eventName: 'amplify_pixel', accountID: getParam(params, 'mid') || null, params }];
  const marketer = getParam(params, 'marketerId')?.split(',')[0]?.trim();
  const eventName = endpoint === 'script' ? 'library_load' : getParam(params, 'name') || 'unknown_event';
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
    acceptedBy: ['orderValue'],
    value: ['orderValue'],
    currency: ['currency'],
    transactionId: ['orderId'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['orderId'],
    // The Amplify pixel obtp.js sends beside a hit carries that hit's `dl` (see the header).
    companions: { events: ['amplify_pixel'], hitParam: 'dl' },
  },
  matchHosts: ['outbrain.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeOutbrain,
  params: OUTBRAIN_PARAMS,
  volatile: ['bust'],
});
