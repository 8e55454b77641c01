/**
 * Kakao Pixel (Kakao Moment, `kakaoPixel`).
 *
 * Recognised: `bc.ad.daum.net/bc` (the pixel's beacon); the script `t1.daumcdn.net/kas/static/kp.js`
 * (`library_load`). Other daum.net and kakao.com URLs are not hits.
 *
 * Undocumented behaviour relied on: the beacon carries one JSON object in `d`, with `track_id` (the
 * pixel), `event_code` (`PageView`, `ViewContent`, `Purchase`, `Participation`…), `tag`, and event
 * data (`total_price`, `currency`, `total_quantity`, `products`…), decoded here into `d.track_id`…;
 * a `d` that does not parse gives VALUE_INVALID.
 *
 * Event name: `d.event_code`. Account: `d.track_id`.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { KAKAO_PARAMS, KAKAO_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

function endpointOf(request: RequestView): 'beacon' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 't1.daumcdn.net') return path === '/kas/static/kp.js' ? 'script' : null;
  return host === 'bc.ad.daum.net' && path === '/bc' ? 'beacon' : null;
}

function decodeKakao(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const params: Param[] = [];
  const findings: Finding[] = [];
  for (const param of request.query) {
    params.push(param);
    if (param.name !== 'd') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok) appendAll(params, flattenJson(parsed.value, 'd'));
    else
      findings.push(
        makeFinding('VALUE_INVALID', {
          fieldPath: 'd',
          parameter: 'd',
          message: `The Kakao Pixel parameter d should hold JSON but it does not parse (${parsed.error}), so its event is lost.`,
          expected: 'a JSON object',
          received: param.value.slice(0, 120),
        }),
      );
  }
  return [
    {
      eventName: getParam(params, 'd.event_code') || 'unknown_event',
      accountID: getParam(params, 'd.track_id') ?? null,
      params,
      findings,
    },
  ];
}

export const kakao = defineVendor({
  code: 'KAKAO',
  name: 'Kakao Pixel',
  kind: 'advertising',
  badge: { short: 'K', color: '#fee500', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['d.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['t1.daumcdn.net', 'bc.ad.daum.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeKakao,
  params: KAKAO_PARAMS,
  patterns: KAKAO_PATTERNS,
  volatile: [],
});
