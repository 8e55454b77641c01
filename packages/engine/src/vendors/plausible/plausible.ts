/**
 * Plausible Analytics (cloud or self-hosted).
 *
 * Recognised: `POST /api/event` on `plausible.io`; on any other host (self-hosted or proxied) only
 * when the body is Plausible's JSON (it names the event `n`, the URL `u` and the domain `d`); the
 * script `plausible.io/js/….js` (`library_load`, account the `pa-<id>` of a site-specific script).
 *
 * Event name: `n` (`pageview`, a goal name). Account: `d`, the site's domain as registered in
 * Plausible. Custom properties `p` (an object, or JSON text from older scripts) are flattened to
 * `p.<name>`; revenue to `revenue.amount` / `revenue.currency`.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import type { PurchaseReader } from '../purchase-reader.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { appendAll } from '../../append-all.js';

const SITE_SCRIPT = /^\/js\/(pa-[A-Za-z0-9_-]+)\.js$/;

function isEvent(request: RequestView): boolean {
  if (request.url.path !== '/api/event') return false;
  if (request.url.host === 'plausible.io') return true;
  const body = request.body ?? '';
  return (
    body.trimStart().startsWith('{') && body.includes('"n"') && body.includes('"u"') && body.includes('"d"')
  );
}

function isScript(request: RequestView): boolean {
  return (
    request.url.host === 'plausible.io' &&
    request.url.path.startsWith('/js/') &&
    request.url.path.endsWith('.js')
  );
}

function expandProps(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    if (param.name !== 'p' && param.name !== 'props') continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object')
      appendAll(out, flattenJson(parsed.value, 'p'));
  }
  return out;
}

function decodePlausible(request: RequestView): VendorEvent[] {
  if (!isEvent(request)) {
    const id = SITE_SCRIPT.exec(request.url.path)?.[1] ?? null;
    return [{ eventName: 'library_load', accountID: id, params: [...request.query] }];
  }
  const body = readJsonBody(request.body);
  const params = expandProps([...request.query, ...body.params]);
  return [
    {
      eventName: getParam(params, 'n') || 'unknown_event',
      accountID: getParam(params, 'd') ?? null,
      params,
      findings: body.findings,
    },
  ];
}

const plausiblePurchase: PurchaseReader = {
  events: ['purchase'],
  acceptedBy: ['revenue.amount'],
  value: ['revenue.amount'],
  currency: ['revenue.currency'],
  transactionId: [],
  eventId: [],
  itemCount: () => null,
};

export const plausible = defineVendor({
  code: 'PLAUSIBLE',
  name: 'Plausible Analytics',
  kind: 'analytics',
  badge: { short: 'Pl', color: 'oklch(51.1% 0.262 276.966)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['u'],
  purchase: plausiblePurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isEvent(request) || isScript(request)),
  decode: decodePlausible,
  params: {
    n: { label: 'Event name', group: 'most_used' },
    u: { label: 'Page URL', group: 'most_used' },
    d: { label: 'Site domain', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    h: { label: 'Hash-based routing', group: 'other' },
    i: { label: 'Interactive event', group: 'other' },
    'revenue.amount': { label: 'Revenue amount', group: 'e_commerce' },
    'revenue.currency': { label: 'Revenue currency', group: 'e_commerce' },
    p: { label: 'Custom properties', group: 'custom_event_parameters' },
  },
  patterns: [{ prefix: 'p.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` }],
  volatile: [],
});
