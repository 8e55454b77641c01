/**
 * Reddit Pixel (`rdt`).
 *
 * Recognised: `/rp.gif` and `/rp` on reddit.com and its subdomains (`alb.reddit.com`,
 * `www.reddit.com`), GET or POST (a body, form-encoded or JSON, is merged over the query): current
 * pixel.js builds POST to `/rp` with the pixel id and event in the query and the metadata in the body.
 * The script `www.redditstatic.com/ads/pixel.js` is `library_load` (account: its `pixel_id`, which some
 * installations add to the URL, else null), and so is the configuration the script fetches next from
 * the same host, `/ads/conversions-config/v1/pixel/config/<pixel id>_telemetry` (account: that pixel
 * id; real 2025 captures of four sites, linktr.ee among them, each after pixel.js, before the hits).
 *
 * Undocumented behaviour relied on: event metadata is sent as `m.<field>` (`m.value`, `m.currency`,
 * `m.itemCount`, `m.conversionId`, `m.customEventName`); `m.products` is JSON text, decoded into
 * `m.products[0].id`… after the raw parameter (a value that does not parse gives VALUE_INVALID);
 * `ts` is the send time and `uuid` a per-send id.
 *
 * Event name: the `event` parameter (`PageVisit`, `Purchase`, `Custom`…; a custom event's own name
 * is in `m.customEventName`). Account: the `id` parameter (the pixel / advertiser id, `a2_…` or `t2_…`).
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { redditPurchase } from './purchase.js';
import { REDDIT_PARAMS, REDDIT_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const JSON_PARAMS: ReadonlySet<string> = new Set(['m.products']);
const SCRIPT_HOST = 'www.redditstatic.com';
const SCRIPT_PATH = '/ads/pixel.js';

/** The pixel's configuration (see above); group 1 is the pixel id. */
const CONFIG_PATH = /^\/ads\/conversions-config\/v1\/pixel\/config\/([at]2_[a-z0-9]+)_telemetry$/;

function isScript(request: RequestView): boolean {
  const { host, path } = request.url;
  return host === SCRIPT_HOST && (path === SCRIPT_PATH || CONFIG_PATH.test(path));
}

function expandJson(param: Param): { params: Param[]; findings: Finding[] } {
  const text = param.value.trim();
  if (text.length === 0) return { params: [], findings: [] };
  const parsed = tryParseJson(text);
  if (parsed.ok) return { params: flattenJson(parsed.value, param.name), findings: [] };
  return {
    params: [],
    findings: [
      makeFinding('VALUE_INVALID', {
        fieldPath: param.name,
        parameter: param.name,
        message: `The Reddit parameter ${param.name} should hold JSON but it does not parse (${parsed.error}), so its products are lost.`,
        expected: 'a JSON array of products',
        received: text.length > 120 ? `${text.slice(0, 120)}…` : text,
      }),
    ],
  };
}

function decodeReddit(request: RequestView): VendorEvent[] {
  if (isScript(request)) {
    const pixel = CONFIG_PATH.exec(request.url.path)?.[1] ?? getParam(request.query, 'pixel_id');
    return [{ eventName: 'library_load', accountID: pixel || null, params: [...request.query] }];
  }
  const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
  const params: Param[] = [];
  const findings: Finding[] = [...body.findings];
  for (const param of mergeParams(request.query, body.params)) {
    params.push(param);
    if (!JSON_PARAMS.has(param.name)) continue;
    const expanded = expandJson(param);
    appendAll(params, expanded.params);
    appendAll(findings, expanded.findings);
  }
  return [
    {
      eventName: getParam(params, 'event') ?? 'unknown_event',
      accountID: getParam(params, 'id') ?? null,
      params,
      findings,
    },
  ];
}

export const reddit = defineVendor({
  code: 'REDDIT',
  name: 'Reddit Pixel',
  kind: 'advertising',
  badge: { short: 'R', color: 'oklch(55.3% 0.195 38.402)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pagevisit'],
  pageUrlParams: ['m.url'],
  purchase: redditPurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['alb.reddit.com'],
  matchHosts: ['reddit.com', SCRIPT_HOST],
  match: (request) =>
    !request.isNavigation &&
    (isScript(request) ||
      (hostMatches(request.url.host, 'reddit.com') &&
        (request.url.path === '/rp.gif' || request.url.path === '/rp'))),
  decode: decodeReddit,
  params: REDDIT_PARAMS,
  patterns: REDDIT_PATTERNS,
  volatile: ['ts', 'uuid'],
});
