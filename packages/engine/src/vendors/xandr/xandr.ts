/**
 * Microsoft Invest (Xandr, formerly AppNexus) conversion and segment pixels.
 *
 * Recognised: `/px` (conversion pixel) and `/seg` (segment pixel) on `secure.adnxs.com` and
 * `ib.adnxs.com`. User syncs (`/getuid`, `/setuid`, `/bounce`), ad calls (`/ut/…`, `/ttj`) and the
 * other adnxs.com hosts are not hits.
 *
 * Undocumented behaviour relied on: `id` is the conversion pixel id and `seg` an optional segment
 * added at the same time; a segment pixel lists segments in `add` (and `remove`); a conversion may carry
 * `value`, `order_id` and `other`; `t` is the response type (1 script, 2 image).
 *
 * Event name: `conversion` on `/px`, `segment` on `/seg`. Account: `id` on `/px`; on `/seg` the member
 * `member` when present, else the first of `add` (a segment id, for want of the account). Microsoft's
 * "Client side segment calls" (learn.microsoft.com/en-us/xandr/data-providers/client-side-segment-calls)
 * documents `seg?add=<segment ids>` and, for segments named by codes (`add_code`), `member=<the id of
 * the member who owns the segment>`. A member's pixel may also give codes with values in `add`, as
 * telegraaf.nl's did in 2012: `seg?add=tgm_gnd:2,tgm_prf:3,…&member=1058` (har-viewer's HAR). The
 * member owns the segments: it is the account.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { XANDR_PARAMS } from './params.js';

function endpointOf(request: RequestView): 'px' | 'seg' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host !== 'secure.adnxs.com' && host !== 'ib.adnxs.com') return null;
  if (path === '/px') return 'px';
  return path === '/seg' ? 'seg' : null;
}

function decodeXandr(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const isConversion = endpointOf(request) === 'px';
  const account = isConversion
    ? getParam(params, 'id')
    : getParam(params, 'member') || getParam(params, 'add')?.split(',')[0];
  return [
    {
      eventName: isConversion ? 'conversion' : 'segment',
      accountID: account !== undefined && account.length > 0 ? account : null,
      params,
    },
  ];
}

export const xandr = defineVendor({
  code: 'XANDR',
  name: 'Microsoft Invest (Xandr)',
  kind: 'advertising',
  badge: { short: 'Xa', color: '#3c3c41', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['order_id'] },
  matchHosts: ['adnxs.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeXandr,
  params: XANDR_PARAMS,
  volatile: [],
});
