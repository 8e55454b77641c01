/**
 * Merkle Merkury: the identity tag that syncs a site's visitor with Merkury's person-based id.
 *
 * Recognised on any host (the tag is served from the client's own or Merkle's domain): the loader
 * `/tpTracking/loader/load.js`. Event: `visitor_id_sync`.
 * Account: the client id `sv_cid`, a numeric account number Merkle issues; null without it.
 *
 * Relied on: the loader path and its `sv_cid` and `url` (page URL) query fields, as Omnibug's
 * provider reads them; the further names `sv_origin` (site domain), `uID` (client's user id), `em`
 * (email address), `eme` (MD5 email hash) and `emID` (client email id) are the data mappings of
 * Tealium's Merkury tag, assumed to be sent under those names. Not a published contract; anything
 * else is kept under its wire name.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const LOADER_PATH = '/tpTracking/loader/load.js';

function decodeMerkury(request: RequestView): VendorEvent[] {
  return [
    {
      eventName: 'visitor_id_sync',
      accountID: getParam(request.query, 'sv_cid') || null,
      params: [...request.query],
    },
  ];
}

export const merkleMerkury = defineVendor({
  code: 'MERKLEMERKURY',
  name: 'Merkle Merkury',
  kind: 'other',
  badge: { short: 'Mkr', color: 'oklch(37.9% 0.146 265.522)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  // Runs for every request (no matchHosts): one string comparison.
  match: (request) => !request.isNavigation && request.url.path === LOADER_PATH,
  decode: decodeMerkury,
  params: {
    sv_cid: { label: 'Client ID (Merkury account)', group: 'most_used' },
    url: { label: 'Page URL', group: 'most_used' },
    sv_origin: { label: 'Site domain', group: 'most_used' },
    uID: { label: 'Client user ID', group: 'user' },
    em: { label: 'Email address', group: 'user' },
    eme: { label: 'Email (MD5 hash)', group: 'user' },
    emID: { label: 'Client email ID', group: 'user' },
  },
  volatile: [],
  sessionIds: ['uID'],
});
