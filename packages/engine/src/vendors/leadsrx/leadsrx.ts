/**
 * LeadsRx, a marketing attribution service (its tracking beacon).
 *
 * Recognised on `app.leadsrx.com`: the beacon's call `/visitor.php` (`page_view`) and its script
 * `/visitor.js` (`library_load`). Account: `acctTag`; the script carries none.
 *
 * Sources: the "LEADSRX TRACKING BEACON" embed code published on sites (`_lab.push('<account tag>')`,
 * then `app.leadsrx.com/visitor.js`); LeadsRx's API reference, whose calls name the account by the same
 * `acctTag`; and a real capture (savethechildren.org, 2021, The Markup's nonprofit privacy
 * inspections): the script, then one `visitor.php` per page load. Read off that capture only: `u` is
 * the page's URL and `t` its title; `ref` was empty on both pages, loaded without a referrer; `tz` was
 * 0 where the other tags of that browser sent a time-zone offset of 0. `lc` (`null`, then a number on
 * the second page), `anon` and `vin` keep their wire names. The call carries no event of its own: one
 * per page, with the page's URL and title, it is the beacon's page view.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { LEADSRX_PARAMS } from './params.js';

const HOST = 'app.leadsrx.com';
const PATHS: ReadonlyMap<string, string> = new Map([
  ['/visitor.php', 'page_view'],
  ['/visitor.js', 'library_load'],
]);

function eventOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  return PATHS.get(request.url.path) ?? null;
}

function decodeLeadsRx(request: RequestView): VendorEvent[] {
  const eventName = eventOf(request) ?? 'unknown_event';
  const params = [...request.query];
  const tag = eventName === 'page_view' ? getParam(params, 'acctTag') : undefined;
  return [{ eventName, accountID: tag !== undefined && tag.length > 0 ? tag : null, params }];
}

export const leadsrx = defineVendor({
  code: 'LEADSRX',
  name: 'LeadsRx',
  kind: 'analytics',
  badge: { short: 'LRx', color: 'oklch(45% 0.13 240)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['u'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: [] },
  hosts: [HOST],
  matchHosts: [HOST],
  match: (request) => eventOf(request) !== null,
  decode: decodeLeadsRx,
  params: LEADSRX_PARAMS,
  volatile: [],
});
