/**
 * Seznam Sklik (retargeting and conversion code, `rc.js`).
 *
 * Recognised: `c.seznam.cz/retargeting` and `c.seznam.cz/conv`; the script `c.seznam.cz/js/rc.js`
 * (`library_load`). Other seznam.cz hosts are not hits.
 *
 * Undocumented behaviour relied on: `id` is the retargeting or conversion id; `consent` says whether
 * the visitor consented; `ids` is JSON of hashed identities (`eid` an e-mail, `aid.a1`… address parts,
 * `tid.t1`… phone parts), decoded here into `ids.eid`…; a conversion carries `value` and `orderId`.
 *
 * Event name: `retargeting` or `conversion`. Account: `id`.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { SEZNAM_SKLIK_PARAMS, SEZNAM_SKLIK_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const ENDPOINTS: Readonly<Record<string, string>> = {
  '/retargeting': 'retargeting',
  '/conv': 'conversion',
  '/js/rc.js': 'library_load',
};

function eventOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== 'c.seznam.cz') return null;
  return ENDPOINTS[request.url.path] ?? null;
}

function decodeSklik(request: RequestView): VendorEvent[] {
  const params: Param[] = [];
  for (const param of request.query) {
    params.push(param);
    if (param.name !== 'ids') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      appendAll(params, flattenJson(parsed.value, 'ids'));
    }
  }
  const id = getParam(params, 'id');
  return [
    {
      eventName: eventOf(request) ?? 'unknown_event',
      accountID: id !== undefined && id.length > 0 ? id : null,
      params,
    },
  ];
}

export const seznamSklik = defineVendor({
  code: 'SEZNAMSKLIK',
  name: 'Seznam Sklik',
  kind: 'advertising',
  badge: { short: 'Sk', color: '#cc0000', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['retargeting'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderId'] },
  matchHosts: ['c.seznam.cz'],
  match: (request) => eventOf(request) !== null,
  decode: decodeSklik,
  params: SEZNAM_SKLIK_PARAMS,
  patterns: SEZNAM_SKLIK_PATTERNS,
  volatile: ['conversionHitId'],
});
