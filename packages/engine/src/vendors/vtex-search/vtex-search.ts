/**
 * VTEX Intelligent Search events: what a VTEX store's pages tell VTEX's search of the shopper's
 * searches, so that it ranks results by behaviour and fills the search reports of VTEX Admin.
 *
 * Recognised: `POST sp.vtex.com/event-api/v1/<account>/event`. The body is JSON: `type` (the event:
 * `search.query`, `search.autocomplete.query`, `search.click`, `search.add_to_cart`, `page.cart`,
 * `session.ping`…), the search `text`, whether it was `misspelled`, the number of products that
 * `match`, the `operator` (`and`, `or`), the `locale`, the page `url`, the shopper's `anonymous` (a
 * year) and `session` (30 minutes) ids, the `agent` or `userAgent`; a click's `productId` and
 * `position`; the `products` shown or in the cart (`productId`, `position`, `quantity`).
 * Event name: `type`. Account: the store's account name in the path.
 *
 * Sources: the stores' own code that sends them (VTEX's FastStore API `SP` client and its search
 * analytics hook, the deco.cx VTEX app, public repositories), all posting that JSON to that address.
 * Real requests: carrefour.com.ar (`carrefourar`), coppel.com.ar, farmacity.com, masonline.com.ar and
 * motorola.com.ar, August 2025 (Crux captures), captured without their bodies.
 */
import { getParam } from '../../url/params.js';
import { bodyNotCaptured, isBodilessPost, readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'sp.vtex.com';
const EVENT_PATH = /^\/event-api\/v1\/([^/]+)\/event\/?$/;

/** The store's account name in the path, or null when the request is not an event. */
function accountOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  const account = EVENT_PATH.exec(request.url.path)?.[1] ?? '';
  return account.length > 0 ? account : null;
}

/** `products[0].productId` as `Product 1: productId`. */
function productLabel(rest: string): string {
  const match = /^(\d+)\]\.(.+)$/.exec(rest);
  return match ? `Product ${Number(match[1]) + 1}: ${match[2]}` : `Products ${rest}`;
}

function decodeVtexSearch(request: RequestView): VendorEvent[] {
  const account = accountOf(request);
  if (isBodilessPost(request)) {
    const finding = bodyNotCaptured(
      'This POST to VTEX Intelligent Search holds no body in the capture, where the store sends the event (its type, search text and products)',
      'the event',
    );
    return [
      { eventName: 'unknown_event', accountID: account, params: [...request.query], findings: [finding] },
    ];
  }
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  return [
    {
      eventName: getParam(params, 'type') || 'event',
      accountID: account,
      params,
      findings: body.findings,
    },
  ];
}

export const vtexSearch = defineVendor({
  code: 'VTEXSEARCH',
  name: 'VTEX Intelligent Search events',
  kind: 'analytics',
  badge: { short: 'VX', color: 'oklch(58% 0.22 355)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['url'],
  purchase: null,
  // Two searches (another text), two clicks (another product) or two carts are two events.
  duplicateKeys: {
    ...NO_DUPLICATE_KEYS,
    distinctKeys: ['text', 'productId', 'products[*].productId', 'products[*].quantity'],
  },
  matchHosts: [HOST],
  match: (request) => accountOf(request) !== null,
  decode: decodeVtexSearch,
  params: {
    type: { label: 'Event type', group: 'most_used' },
    text: { label: 'Search text', group: 'most_used' },
    misspelled: { label: 'Misspelled', group: 'most_used' },
    match: { label: 'Products matching', group: 'most_used' },
    operator: { label: 'Search operator', group: 'most_used' },
    locale: { label: 'Locale', group: 'most_used' },
    url: { label: 'Page URL', group: 'most_used' },
    anonymous: { label: 'Anonymous shopper ID', group: 'user' },
    session: { label: 'Session ID', group: 'user' },
    agent: { label: 'Agent', group: 'other' },
    userAgent: { label: 'User agent', group: 'user' },
    productId: { label: 'Product clicked', group: 'e_commerce' },
    position: { label: 'Position clicked', group: 'e_commerce' },
  },
  patterns: [{ prefix: 'products[', group: 'e_commerce', label: productLabel }],
  volatile: [],
});
