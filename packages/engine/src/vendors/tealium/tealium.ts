/**
 * Tealium iQ (tag management) and Tealium Collect / EventStream.
 *
 * Recognised: the iQ loader `tags.tiqcdn.com/utag/<account>/<profile>/<environment>/utag.js` (also
 * `utag.sync.js`): `library_load`; the per-tag files `utag.<n>.js` are not matched, so one container
 * counts one library load. Collect hits on `tealiumiq.com` collect hosts (`collect.tealiumiq.com`,
 * `collect-<region>.tealiumiq.com`, `datacloud.tealiumiq.com`): `/event` with a JSON or form body,
 * and `…/i.gif` with the data in the query.
 *
 * Event name of a hit: `tealium_event` (`view`, `link`, custom names), else `event`.
 * Account: `<account>/<profile>` — from the loader's path, or a hit's `tealium_account` and
 * `tealium_profile`; a hit without them has the account alone, or none.
 */
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { TEALIUM_PARAMS, TEALIUM_PATTERNS } from './params.js';

const LOADER = /^\/utag\/([^/]+)\/([^/]+)\/([^/]+)\/utag(?:\.sync)?\.js$/;

function loaderOf(request: RequestView): RegExpExecArray | null {
  return request.url.host === 'tags.tiqcdn.com' ? LOADER.exec(request.url.path) : null;
}

function isCollect(request: RequestView): boolean {
  const { host } = request.url;
  if (!hostMatches(host, 'tealiumiq.com')) return false;
  if (!host.startsWith('collect') && host !== 'datacloud.tealiumiq.com') return false;
  const path = request.url.path.replace(/\/+$/, '');
  return path === '/event' || path.endsWith('/i.gif');
}

function accountOf(params: readonly Param[]): string | null {
  const account = getParam(params, 'tealium_account');
  if (account === undefined || account.length === 0) return null;
  const profile = getParam(params, 'tealium_profile');
  return profile ? `${account}/${profile}` : account;
}

function decodeTealium(request: RequestView): VendorEvent[] {
  const loader = loaderOf(request);
  if (loader !== null) {
    const [, account = '', profile = '', environment = ''] = loader;
    const params = [
      { name: 'tealium_account', value: account },
      { name: 'tealium_profile', value: profile },
      { name: 'tealium_environment', value: environment },
      ...request.query,
    ];
    return [{ eventName: 'library_load', accountID: `${account}/${profile}`, params }];
  }
  const body = readAnyBody(request.body);
  const params = mergeParams(request.query, body.params);
  const name = getParam(params, 'tealium_event') || 'event';
  return [{ eventName: name, accountID: accountOf(params), params, findings: body.findings }];
}

export const tealium = defineVendor({
  code: 'TEALIUM',
  name: 'Tealium',
  kind: 'tag_manager',
  badge: { short: 'Tl', color: 'oklch(55.8% 0.288 302.321)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['view'],
  pageUrlParams: ['dom.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['tags.tiqcdn.com', 'tealiumiq.com'],
  match: (request) => !request.isNavigation && (loaderOf(request) !== null || isCollect(request)),
  decode: decodeTealium,
  params: TEALIUM_PARAMS,
  patterns: TEALIUM_PATTERNS,
  volatile: [
    'tealium_timestamp_epoch',
    'tealium_timestamp_utc',
    'tealium_timestamp_local',
    'tealium_random',
    'cb',
  ],
});
