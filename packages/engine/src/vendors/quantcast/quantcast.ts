/**
 * Quantcast Measure and Advertise (`quant.js`, `_qevents`).
 *
 * Recognised: `pixel.quantserve.com/pixel;…` (fields as `;`-separated `name=value` pairs in the path)
 * and `pixel.quantserve.com/pixel/<p-code>.gif?…` (the noscript image); the scripts
 * `secure.quantserve.com/quant.js` / `aquant.js` and `rules.quantcount.com/rules-<p-code>.js`
 * (`library_load`). Other quantserve.com hosts (syncs) are not hits.
 *
 * Undocumented behaviour relied on: `a` is the account p-code; `labels` is a comma-separated list in
 * which `_fp.event.<Name>` names the event of an Advertise tag (`_fp.event.Homepage`,
 * `_fp.event.Purchase Confirmation`…); a sale carries `orderid` and `revenue`; `r` and `et` change on
 * every send.
 *
 * Event name: the `_fp.event.` label, else `event`, else `page_view`. Account: `a` (or the p-code of
 * the path).
 */
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { QUANTCAST_PARAMS } from './params.js';

const EVENT_LABEL = '_fp.event.';
const IMAGE_PATH = /^\/pixel\/(p-[\w-]+)\.gif$/;
const RULES_PATH = /^\/rules-(p-[\w-]+)\.js$/;

function endpointOf(request: RequestView): 'pixel' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'pixel.quantserve.com') {
    return path.startsWith('/pixel;') || IMAGE_PATH.test(path) ? 'pixel' : null;
  }
  if (host === 'secure.quantserve.com' || host === 'edge.quantserve.com') {
    return path === '/quant.js' || path === '/aquant.js' ? 'script' : null;
  }
  return host === 'rules.quantcount.com' && RULES_PATH.test(path) ? 'script' : null;
}

function eventOf(params: readonly Param[]): string {
  const labels = (getParam(params, 'labels') ?? '').split(',');
  const label = labels.find((entry) => entry.startsWith(EVENT_LABEL));
  if (label !== undefined && label.length > EVENT_LABEL.length) return label.slice(EVENT_LABEL.length);
  return getParam(params, 'event') || 'page_view';
}

function decodeQuantcast(request: RequestView): VendorEvent[] {
  const { path } = request.url;
  const semicolon = path.indexOf(';');
  const matrix = semicolon === -1 ? [] : parseParams(path.slice(semicolon + 1).replaceAll(';', '&'));
  const params = [...matrix, ...request.query];
  const pathCode = IMAGE_PATH.exec(path)?.[1] ?? RULES_PATH.exec(path)?.[1] ?? null;
  const account = getParam(params, 'a') ?? pathCode;
  const eventName = endpointOf(request) === 'script' ? 'library_load' : eventOf(params);
  return [{ eventName, accountID: account, params }];
}

export const quantcast = defineVendor({
  code: 'QUANTCAST',
  name: 'Quantcast',
  kind: 'advertising',
  badge: { short: 'Q', color: '#1c1c1c', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderid'] },
  matchHosts: ['quantserve.com', 'quantcount.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeQuantcast,
  params: QUANTCAST_PARAMS,
  volatile: ['r', 'et', 'd'],
});
