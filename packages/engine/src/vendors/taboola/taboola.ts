/**
 * Taboola Pixel (`_tfa`) and its conversion postback.
 *
 * Recognised: `/<account>/log/3/unip` on `trc.taboola.com` and `trc-events.taboola.com` (the pixel's
 * events, the noscript image included); `/actions-handler/log/3/s2s-action` (the click-id postback,
 * which some sites call from the browser); the script `cdn.taboola.com/libtrc/unip/<account>/tfa.js`
 * (`library_load`). Recommendation widgets (`/…/trc/3/json`), redirects and syncs (`/sg/…`) are not hits.
 *
 * Undocumented behaviour relied on: the account is the path's first segment; `en` the event
 * (`page_view`, `make_purchase`, `lead`, the engagement heartbeat `pre_d_eng_tb`…); purchases carry
 * `revenue`, `currency` and `orderid`. The postback names its event `name` and has no account.
 * The heartbeat repeats while the page stays open, each send with a larger `invt` (the elapsed
 * schedule in ms: 1500, 3000, 4500… in real captures) and `tos` (time in ms since `est`, a
 * timestamp): two heartbeats of other `invt` are two events, one `invt` sent twice a duplicate.
 *
 * Event name: `en`, else `name`. Account: the path's account id (null on the postback).
 *
 * Sources: real captures (marchofdimes.org 2021, marylandhealthconnection.gov 2025) for the heartbeat.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { countField } from '../purchase-reader.js';
import { TABOOLA_PARAMS } from './params.js';

const PIXEL_PATH = /^\/(\d+)\/log\/3\/unip\/?$/;
const SCRIPT_PATH = /^\/libtrc\/unip\/(\d+)\/tfa\.js$/;
const POSTBACK_PATH = '/actions-handler/log/3/s2s-action';

interface Endpoint {
  kind: 'pixel' | 'postback' | 'script';
  account: string | null;
}

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation || !hostMatches(request.url.host, 'taboola.com')) return null;
  const { host, path } = request.url;
  if (host === 'cdn.taboola.com') {
    const script = SCRIPT_PATH.exec(path);
    return script === null ? null : { kind: 'script', account: script[1] ?? null };
  }
  if (host !== 'trc.taboola.com' && host !== 'trc-events.taboola.com') return null;
  if (path === POSTBACK_PATH) return { kind: 'postback', account: null };
  const pixel = PIXEL_PATH.exec(path);
  return pixel === null ? null : { kind: 'pixel', account: pixel[1] ?? null };
}

function decodeTaboola(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  const body = readAnyBody(request.body);
  const params = mergeParams(request.query, body.params);
  const eventName =
    endpoint?.kind === 'script'
      ? 'library_load'
      : getParam(params, 'en') || getParam(params, 'name') || 'unknown_event';
  return [{ eventName, accountID: endpoint?.account ?? null, params, findings: body.findings }];
}

export const taboola = defineVendor({
  code: 'TABOOLA',
  name: 'Taboola Pixel',
  kind: 'advertising',
  badge: { short: 'Tb', color: '#1a3f8f', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['item-url'],
  purchase: {
    events: ['make_purchase'],
    value: ['revenue'],
    currency: ['currency'],
    transactionId: ['orderid'],
    eventId: [],
    itemCount: (params) => countField(params, ['quantity']),
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderid', 'invt'] },
  matchHosts: ['taboola.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeTaboola,
  params: TABOOLA_PARAMS,
  volatile: ['tim', 'ri', 'tos'],
});
