/**
 * Marketo (Munchkin tracking and Forms 2.0).
 *
 * Recognised: Munchkin hits `<munchkin id>.mktoresp.com/webevents/visitWebPage` (`visit_web_page`)
 * and `/webevents/clickLink` (`click_link`), GET or POST (a form body merged over the query); the
 * Munchkin script on `munchkin.marketo.net` (`library_load`); Forms 2.0's script
 * `*.marketo.com/js/forms2/…` (`library_load`) and submission `*.marketo.com/index.php/leadCapture/
 * save2` (`form_submission`).
 *
 * Account: the Munchkin id (`AAA-BBB-123`) — `_mchId` of a hit, else the hit's host in upper case;
 * `munchkinId` of a form submission. Undocumented behaviour relied on: the `_mch…` query fields are
 * Munchkin's own wire format (`_mchTk` the `_mkto_trk` cookie, `_mchHo` host, `_mchRu` path,
 * `_mchHr` clicked link).
 */
import { getParam, mergeParams, parseParams } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MARKETO_PARAMS } from './params.js';

const WEB_EVENTS: Readonly<Record<string, string>> = {
  '/webevents/visitWebPage': 'visit_web_page',
  '/webevents/clickLink': 'click_link',
};

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (hostMatches(host, 'mktoresp.com'))
    return Object.hasOwn(WEB_EVENTS, path) ? (WEB_EVENTS[path] ?? null) : null;
  if (host === 'munchkin.marketo.net') return path.endsWith('.js') ? 'library_load' : null;
  if (!hostMatches(host, 'marketo.com')) return null;
  if (path.startsWith('/js/forms2/') && path.endsWith('.js')) return 'library_load';
  return path === '/index.php/leadCapture/save2' ? 'form_submission' : null;
}

function decodeMarketo(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  const body = request.body?.trim() ?? '';
  const params = mergeParams(
    request.query,
    body.length > 0 && !body.startsWith('{') ? parseParams(body) : [],
  );
  const host = request.url.host;
  const fromHost = hostMatches(host, 'mktoresp.com') ? (host.split('.')[0]?.toUpperCase() ?? null) : null;
  const account = getParam(params, '_mchId') ?? getParam(params, 'munchkinId') ?? fromHost;
  return [{ eventName, accountID: account, params }];
}

export const marketo = defineVendor({
  code: 'MARKETO',
  name: 'Marketo',
  kind: 'other',
  badge: { short: 'Mk', color: 'oklch(43.8% 0.218 303.724)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['visit_web_page'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['mktoresp.com', 'munchkin.marketo.net', 'marketo.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeMarketo,
  params: MARKETO_PARAMS,
  volatile: ['_mchNc'],
});
