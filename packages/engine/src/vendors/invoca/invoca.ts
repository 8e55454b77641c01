/**
 * Invoca, call tracking: its tag, the per-network configuration script the Invoca loader fetches, and
 * the tag's request for the phone numbers to show.
 *
 * Recognised: `solutions.invocacdn.com/js/networks/<network id>/<tag id>/tag-live.js` (the tag's live
 * revision) and `…/tag-draft.js` (its draft revision, loaded while testing): `library_load`, account
 * `<network id>/<tag id>`, as Invoca writes the tag id in its install snippet (`'1234/5678901234'`).
 * The generic loaders on the same host (`invoca-latest.min.js`, `pnapi_integration-latest.min.js`)
 * are not matched, so one tag counts one library load.
 *
 * `pnapi.invoca.net/<network id>/na.jsonp` (and `na.json`): `number_request`. Invoca's web integration
 * swaps the phone number on the page for a tracking ("promo") number of the campaign that brought the
 * visitor, and its RingPool API allocates such numbers on `pnapi.invoca.net` (Invoca's developer docs);
 * this is the tag asking for them on each page load: suntrust.com's real capture (Blacklight, 2020)
 * shows one per page, sent from the site's script bundle after Ensighten had loaded
 * `pnapi_integration-latest.min.js`, and
 * a public write-up of att.com's tags has `pnapi.invoca.net/1593/na.json` on every page load beside its
 * tag `1593/2673476745`. Network and tag ids are numbers (Tealium's Invoca tag guide), so the path's
 * first segment must be one. Account: `<network id>/<tag_id>` when the request names a tag (then the
 * same as its tag's library load), else the network id (the capture's integration sent `tag_id=null`).
 *
 * Relied on, read off that capture (the fields are not published): `client_info` is JSON of the page
 * (`url`, `referrer`) and the browser (`language`, `platform`, `cores`, `screenWidth`…),
 * `request_data_shared_params` JSON of the marketing data the site shares (there the Adobe visitor
 * cookie `s_vi`, and `invoca_id` from the second page on: Invoca's visitor id, kept in localStorage per
 * the att.com write-up), `client_messages` JSON, `jsoncallback` the JSONP callback; the JSON ones are
 * flattened here into `client_info.url`…, a value that does not parse gives VALUE_INVALID.
 *
 * Relied on: the tag URL's shape, read off real page loads and Omnibug's recogniser, not a published
 * contract; live and draft revisions are Invoca's (its Tag API's `live_revision`, `draft_revision`).
 */
import { getParam } from '../../url/params.js';
import { withJsonFields } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { INVOCA_PARAMS, INVOCA_PATTERNS } from './params.js';

const TAG = /^\/js\/networks\/([^/]+)\/([^/]+)\/tag-(live|draft)\.js$/;
/** `/<network id>/na.json` or `…/na.jsonp`; group 1 is the network id. */
const NUMBER_REQUEST = /^\/(\d+)\/na\.jsonp?$/;
const NUMERIC_ID = /^\d+$/;
/** The number request's parameters that hold JSON. */
const JSON_PARAMS: ReadonlySet<string> = new Set([
  'client_info',
  'request_data_shared_params',
  'client_messages',
]);

type Call = { kind: 'tag'; match: RegExpExecArray } | { kind: 'number_request'; network: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'solutions.invocacdn.com') {
    const match = TAG.exec(path);
    return match === null ? null : { kind: 'tag', match };
  }
  if (host !== 'pnapi.invoca.net') return null;
  const network = NUMBER_REQUEST.exec(path)?.[1];
  return network === undefined ? null : { kind: 'number_request', network };
}

function decodeTag(match: RegExpExecArray, request: RequestView): VendorEvent {
  const [, network = '', tag = '', revision = ''] = match;
  const params = [
    { name: 'network_id', value: network },
    { name: 'tag_id', value: tag },
    { name: 'revision', value: revision },
    ...request.query,
  ];
  return { eventName: 'library_load', accountID: `${network}/${tag}`, params };
}

function decodeNumberRequest(network: string, request: RequestView): VendorEvent {
  const { params, findings } = withJsonFields(request.query, JSON_PARAMS, 'Invoca');
  if (getParam(request.query, 'network_id') === undefined)
    params.unshift({ name: 'network_id', value: network });
  const tag = getParam(request.query, 'tag_id');
  const account = tag !== undefined && NUMERIC_ID.test(tag) ? `${network}/${tag}` : network;
  return { eventName: 'number_request', accountID: account, params, findings };
}

function decodeInvoca(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null) return [];
  return [call.kind === 'tag' ? decodeTag(call.match, request) : decodeNumberRequest(call.network, request)];
}

export const invoca = defineVendor({
  code: 'INVOCA',
  name: 'Invoca',
  kind: 'analytics',
  badge: { short: 'Iv', color: 'oklch(55% 0.2 300)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['client_info.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['solutions.invocacdn.com', 'pnapi.invoca.net'],
  match: (request) => callOf(request) !== null,
  decode: decodeInvoca,
  params: INVOCA_PARAMS,
  patterns: INVOCA_PATTERNS,
  volatile: [],
  sessionIds: ['request_data_shared_params.invoca_id'],
});
