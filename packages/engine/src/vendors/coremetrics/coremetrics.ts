/**
 * IBM Digital Analytics (Coremetrics; later Acoustic Digital Analytics): image requests the eluminate
 * library sends for each data tag.
 *
 * Documented: the client data-tag libraries Coremetrics delivered (`cmdatatagutils.js`, public in many
 * site sources) build every tag with a type `tid` and send it to `cm_HOST`, which is
 * `data.coremetrics.com/cm?` or `…/eluminate?` (`testdata.coremetrics.com` for test data) or a
 * first-party host the client delegates (`www25.<site>/eluminate?`, `sofa.<bank>/eluminate?`), with
 * the client id `ci` and `vn2=e4.0`. Types: 1 page view, 2 registration, 3 order, 4 shop action (`at=5`
 * cart, `at=9` order line), 5 product view, 6 page view with the browser's technical properties, 7 a
 * custom data tag (`li` list id, `ps1`…), 9 manual impression, 14 conversion event (`cid`, `cat`
 * 1 initiated / 2 completed, `ccid`, `cpt`), 15 element (`eid`, `ecat`), 404 error. The libraries name
 * the fields (`pi` page id, `cg` category, `se`/`sr` search, `pr`/`pm` product id and name, `qt`/`bp`
 * quantity and base price, `on` order id, `tr` order total, `sg` shipping, `cd` customer id) and the
 * extra attributes `pv_a<n>`, `pr_a<n>`, `o_a<n>`, `s_a<n>`, `c_a<n>`, `e_a<n>`, `rg<n>`.
 *
 * Inferred from real requests (jcpenney.com 2016–2017 through `www88.jcpenney.com/cm`, and
 * `testdata.coremetrics.com`, in public NetStorm recordings; ibm.com on `data.coremetrics.com` in a
 * public test file): `tid=8` carries `hr` (the link's href) and `nm`, read as a link click; `st` is the
 * session start time, `rnd` a cache buster, `ul`/`rf` the page and referrer URLs, `vn1` the library
 * version. `ci` may hold several ids (`90026697;60010394`) or a suffix (`50200000|GLOBAL`).
 *
 * Recognised: `/cm` or `/eluminate` on `*.coremetrics.com` with `ci`; on any other host (a client's own
 * collection host) the same path only with an eight-digit `ci`, a `tid` and `vn1` or `vn2`. The
 * library and configuration scripts on `libs.`/`testlibs.coremetrics.com` are known, not decoded.
 * Account: `ci`.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { COREMETRICS_PARAMS, COREMETRICS_PATTERNS } from './params.js';
import { own } from '../../own.js';

const PATHS: ReadonlySet<string> = new Set(['/cm', '/eluminate']);
const CLIENT_ID = /^\d{8}(?:$|[;|,])/;
const TAG_TYPES: Readonly<Record<string, string>> = {
  '1': 'page_view',
  '2': 'registration',
  '3': 'order',
  '5': 'product_view',
  '6': 'technical_properties',
  '7': 'custom_data',
  '8': 'link_click',
  '9': 'impression',
  '14': 'conversion_event',
  '15': 'element',
  '404': 'error',
};

function isTag(request: RequestView): boolean {
  if (request.isNavigation || !PATHS.has(request.url.path)) return false;
  const { query } = request;
  const client = getParam(query, 'ci');
  if (client === undefined) return false;
  if (hostMatches(request.url.host, 'coremetrics.com')) return true;
  return (
    CLIENT_ID.test(client) &&
    getParam(query, 'tid') !== undefined &&
    (getParam(query, 'vn2') !== undefined || getParam(query, 'vn1') !== undefined)
  );
}

function decodeCoremetrics(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const type = getParam(params, 'tid') ?? '';
  const eventName =
    type === '4' ? `shop_action_${getParam(params, 'at') ?? ''}` : (own(TAG_TYPES, type) ?? `tag_${type}`);
  return [{ eventName, accountID: getParam(params, 'ci') || null, params }];
}

export const coremetrics = defineVendor({
  code: 'COREMETRICS',
  name: 'IBM Digital Analytics (Coremetrics)',
  kind: 'analytics',
  badge: { short: 'CM', color: '#1f70c1', textColor: '#fff' },
  supported: false,
  adPixel: false,
  // The library turns a session's first page view into a technical-properties tag (tid 6).
  pageViewEvents: ['page_view', 'technical_properties'],
  pageUrlParams: ['ul'],
  purchase: {
    events: ['order'],
    value: ['tr'],
    currency: ['cc'],
    transactionId: ['on'],
    eventId: [],
    itemCount: noItemCount,
  },
  // Another tag type, page, product, order, element or conversion is another tag.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['tid', 'at', 'pi', 'pr', 'on', 'eid', 'cid', 'cat', 'hr', 'li', 'sn'],
  },
  hosts: ['data.coremetrics.com', 'testdata.coremetrics.com'],
  knownNonHits: ({ url }) => url.path.endsWith('.js'),
  match: isTag,
  decode: decodeCoremetrics,
  params: COREMETRICS_PARAMS,
  patterns: COREMETRICS_PATTERNS,
  volatile: ['rnd', 'ti'],
  sessionIds: ['st', 'cjsid', 'cjuid'],
});
