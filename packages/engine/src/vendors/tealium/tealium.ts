/**
 * Tealium iQ (tag management) and Tealium Collect / EventStream.
 *
 * Recognised: the iQ loader `tags.tiqcdn.com/utag/<account>/<profile>/<environment>/utag.js` (also
 * `utag.sync.js`): `library_load`; the per-tag files `utag.<n>.js` are not matched, so one container
 * counts one library load. Collect hits on `tealiumiq.com` collect hosts (`collect.tealiumiq.com`,
 * `collect-<region>.tealiumiq.com`, `datacloud.tealiumiq.com`): `/event` with a JSON or form body,
 * and `/<account>/<profile>/2/i.gif` with the data in the query or, from utag.js's Collect tag, in a
 * multipart body.
 *
 * Undocumented behaviour relied on (real captures): the Collect tag posts to i.gif one multipart part
 * `data`, a JSON envelope `{"data": <the UDO>, "browser": {…}, "event": "view", "post_time": …,
 * "loader.cfg": {…}}`. The UDO's fields are decoded under their own names, as in the query and JSON
 * forms, and the envelope's other fields under their paths (`browser.height`); the envelope's `event`
 * (utag's event type, also in the UDO as `ut.event`) gives way to a UDO field of that name.
 *
 * Event name of a hit: `tealium_event` (`view`, `link`, custom names), else `event`.
 * Account: `<account>/<profile>` — from the loader's path, the i.gif path (the profile the data is
 * sent to), or a hit's `tealium_account` and `tealium_profile`; a hit without them has the account
 * alone, or none.
 *
 * Sources: Tealium's Collect tag guide (docs.tealium.com/client-side-tags/tealium-collect-tag: the tag
 * sends all of utag.data, by POST); Omnibug's Tealium EventStream provider (field names).
 */
import { isRecord } from '../../json-value.js';
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readAnyBody, readJsonBody, type BodyParams } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { TEALIUM_PARAMS, TEALIUM_PATTERNS } from './params.js';

const LOADER = /^\/utag\/([^/]+)\/([^/]+)\/([^/]+)\/utag(?:\.sync)?\.js$/;
const PIXEL = /^\/([^/]+)\/([^/]+)\/\d+\/i\.gif\/?$/;

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

function accountOf(request: RequestView, params: readonly Param[]): string | null {
  const pixel = PIXEL.exec(request.url.path);
  if (pixel !== null) return `${pixel[1] ?? ''}/${pixel[2] ?? ''}`;
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
  const body = readCollectBody(request.body);
  const params = mergeParams(request.query, body.params);
  const name = getParam(params, 'tealium_event') || 'event';
  return [{ eventName: name, accountID: accountOf(request, params), params, findings: body.findings }];
}

/**
 * A hit's body: JSON, form or multipart; a multipart part `data` holding the Collect tag's envelope
 * is opened: the UDO's fields under their own names, the envelope's others under their paths.
 */
function readCollectBody(body: string | null): BodyParams {
  const read = readAnyBody(body);
  if (read.json !== undefined) return read;
  const part = read.params.find((param) => param.name === 'data' && param.value.trimStart().startsWith('{'));
  if (part === undefined) return read;
  const envelope = readJsonBody(part.value);
  if (envelope.json === undefined) return { params: read.params, findings: envelope.findings };
  const others = read.params.filter((param) => param !== part);
  if (!isRecord(envelope.json) || !isRecord(envelope.json.data)) {
    return { params: mergeParams(others, envelope.params), findings: [] };
  }
  const { data, ...rest } = envelope.json;
  return { params: mergeParams(others, flattenJson(rest), flattenJson(data)), findings: [] };
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
    'tealium_session_event_number',
    'post_time',
    'cb',
  ],
});
