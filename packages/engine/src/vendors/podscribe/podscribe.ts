/**
 * Podscribe (podcast advertising attribution) pixel.
 *
 * Recognised: `verifi.podscribe.com/tag` (the pixel image or fetch). The download-measurement prefix
 * `verifi.podscribe.com/rss/p/…` (an audio redirect) is not a hit.
 *
 * Undocumented behaviour relied on: `advertiser` names the advertiser and `action` the event (`view`,
 * `lead`, `signup`, `purchase`…); a purchase carries `order_value`, `currency`, `order_number`,
 * `num_items_purchased` and `discount_code`; `hashed_email` is a hashed e-mail.
 *
 * Event name: `action`. Account: `advertiser`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { countField } from '../purchase-reader.js';
import { PODSCRIBE_PARAMS } from './params.js';

function isTag(request: RequestView): boolean {
  return (
    !request.isNavigation &&
    request.url.host === 'verifi.podscribe.com' &&
    (request.url.path === '/tag' || request.url.path === '/tag/')
  );
}

function decodePodscribe(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const advertiser = getParam(params, 'advertiser');
  return [
    {
      eventName: getParam(params, 'action') || 'unknown_event',
      accountID: advertiser !== undefined && advertiser.length > 0 ? advertiser : null,
      params,
    },
  ];
}

export const podscribe = defineVendor({
  code: 'PODSCRIBE',
  name: 'Podscribe',
  kind: 'advertising',
  badge: { short: 'Ps', color: '#6c3bff', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['view'],
  pageUrlParams: ['url'],
  purchase: {
    events: ['purchase'],
    value: ['order_value'],
    currency: ['currency'],
    transactionId: ['order_number'],
    eventId: [],
    itemCount: (params) => countField(params, ['num_items_purchased']),
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['order_number'] },
  matchHosts: ['verifi.podscribe.com'],
  match: isTag,
  decode: decodePodscribe,
  params: PODSCRIBE_PARAMS,
  volatile: ['timestamp'],
});
