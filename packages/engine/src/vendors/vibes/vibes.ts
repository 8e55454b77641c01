/**
 * Vibes (mobile marketing: SMS, push and wallet campaigns) — its e-commerce tag tracking, which ties
 * product and purchase actions to the Vibes campaign a person came from.
 *
 * Recognised: `tagtracking.vibescm.com/track` (US platform) and `tagtracking.eu.vibes.com/track`
 * (EU platform). The query field `d` is URL-encoded JSON, a list of actions
 * `[{action, personId, activityId, companyId, data}]`, where `data` is a product (`id`, `name`,
 * `price`, `brand`, `category`, `variant`, `quantity`, `coupon`, `position`) or a purchase (`id`,
 * `affiliation`, `revenue`, `tax`, `shipping`, `coupon`, `list`, `step`, `option`, `products`).
 *
 * One event per action, named by `action` (`click`, `detail`, `add`, `remove`, `checkout`,
 * `checkout_option`, `promo_click`, `purchase`, `refund`). Account: the company key `companyId`.
 * Relied on: the tracking URLs and this payload as Vibes' Android push SDK builds it (its tracking
 * tests); the web tag is assumed to send the same. Not a published contract.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const HOSTS: readonly string[] = ['tagtracking.vibescm.com', 'tagtracking.eu.vibes.com'];

function isTrack(request: RequestView): boolean {
  const { host, path } = request.url;
  return (path === '/track' || path === '/track/') && HOSTS.includes(host);
}

/** The actions of `d`: a list of objects (a single object is read as a list of one), or null. */
function actionsOf(text: string): unknown[] | null {
  const parsed = tryParseJson(text);
  if (!parsed.ok) return null;
  const value = parsed.value;
  if (Array.isArray(value)) return value;
  return value !== null && typeof value === 'object' ? [value] : null;
}

function unreadable(text: string): Finding {
  return makeFinding('VALUE_INVALID', {
    fieldPath: 'd',
    parameter: 'd',
    message: 'The Vibes tracking field d should be a JSON list of actions but does not parse.',
    expected: 'a JSON list of actions',
    received: text.length > 120 ? `${text.slice(0, 120)}…` : text,
  });
}

function decodeVibes(request: RequestView): VendorEvent[] {
  const data = getParam(request.query, 'd');
  const actions = data === undefined ? null : actionsOf(data);
  if (data === undefined || actions === null || actions.length === 0) {
    const findings = data !== undefined && actions === null ? [unreadable(data)] : [];
    return [{ eventName: 'unknown_event', accountID: null, params: [...request.query], findings }];
  }
  const shared: Param[] = request.query.filter((param) => param.name !== 'd');
  return actions.map((action) => {
    const own = flattenJson(action);
    return {
      eventName: getParam(own, 'action') || 'unknown_event',
      accountID: getParam(own, 'companyId') || null,
      params: [...shared, ...own],
    };
  });
}

export const vibes = defineVendor({
  code: 'VIBES',
  name: 'Vibes',
  kind: 'other',
  badge: { short: 'Vb', color: 'oklch(52.5% 0.223 3.958)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another product or order, or another quantity of it, is another action.
    distinctKeys: ['data.id', 'data.quantity'],
  },
  hosts: HOSTS,
  matchHosts: HOSTS,
  match: (request) => !request.isNavigation && isTrack(request),
  decode: decodeVibes,
  params: {
    action: { label: 'Action', group: 'most_used' },
    personId: { label: 'Person ID', group: 'user' },
    activityId: { label: 'Campaign activity ID', group: 'most_used' },
    companyId: { label: 'Company key', group: 'most_used' },
    'data.id': { label: 'Product or order ID', group: 'e_commerce' },
    'data.name': { label: 'Product name', group: 'e_commerce' },
    'data.price': { label: 'Price', group: 'e_commerce' },
    'data.brand': { label: 'Brand', group: 'e_commerce' },
    'data.category': { label: 'Category', group: 'e_commerce' },
    'data.variant': { label: 'Variant', group: 'e_commerce' },
    'data.quantity': { label: 'Quantity', group: 'e_commerce' },
    'data.coupon': { label: 'Coupon', group: 'e_commerce' },
    'data.position': { label: 'Position in list', group: 'e_commerce' },
    'data.affiliation': { label: 'Affiliation (store)', group: 'e_commerce' },
    'data.revenue': { label: 'Revenue', group: 'e_commerce' },
    'data.tax': { label: 'Tax', group: 'e_commerce' },
    'data.shipping': { label: 'Shipping', group: 'e_commerce' },
    'data.list': { label: 'Product list', group: 'e_commerce' },
    'data.step': { label: 'Checkout step', group: 'e_commerce' },
    'data.option': { label: 'Checkout option', group: 'e_commerce' },
    d: { label: 'Tracked actions (JSON)', group: 'other' },
  },
  patterns: [{ prefix: 'data.products[', group: 'e_commerce', label: (rest) => `Product [${rest}` }],
  volatile: [],
  sessionIds: ['personId'],
});
