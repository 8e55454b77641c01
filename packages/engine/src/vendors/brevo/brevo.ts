/**
 * Brevo (formerly Sendinblue) tracker: marketing automation events.
 *
 * Recognised on `in-automate.brevo.com` and the older `in-automate.sendinblue.com`: `/p`, where the
 * tracker script sends its calls as query fields (sa.js) or as a JSON body (integrations that post
 * the same fields); the REST tracker `/api/v2/identify`, `/api/v2/trackEvent`, `/api/v2/trackLink`,
 * `/api/v2/trackPage` (JSON bodies). The scripts `sibautomation.com/sa.js` and
 * `cdn.brevo.com/js/sdk-loader.js` are `library_load`.
 *
 * Event name of `/p`: by its call type `sib_type`, `page` for a page view, the event name `sib_name`
 * for a `track` call, else the call type (`identify`, `trackLink`). Of the REST calls: `identify`,
 * the body's `event` for `trackEvent`, `trackLink`, and `page` for `trackPage`.
 * Account: the tracker client key `key` (of the query, the body, or sa.js's `?key=`); the REST calls
 * authenticate with an `ma-key` header, which is not captured, so their account is null.
 *
 * Relied on, read off Brevo's documentation, its tracker snippet and public copies of sa.js (not a
 * published contract for `/p`): the fields `sib_type`, `sib_name`, `key`, `email_id`, `cuid` (the
 * `sib_cuid` cookie; older trackers `session_id`), `ma_url`, `ma_title`, `ma_referrer`, `ma_path`.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { BREVO_PARAMS, BREVO_PATTERNS } from './params.js';

const AUTOMATION_HOSTS: ReadonlySet<string> = new Set([
  'in-automate.brevo.com',
  'in-automate.sendinblue.com',
]);
/** The REST tracker's calls, by path, with the event name each gives when the body names none. */
const REST_CALLS: Readonly<Record<string, string>> = {
  '/api/v2/identify': 'identify',
  '/api/v2/trackEvent': 'trackEvent',
  '/api/v2/trackLink': 'trackLink',
  '/api/v2/trackPage': 'page',
};

type Call = 'pixel' | 'rest' | 'script';

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (AUTOMATION_HOSTS.has(host)) {
    if (path === '/p') return 'pixel';
    return Object.hasOwn(REST_CALLS, path) ? 'rest' : null;
  }
  if (host === 'sibautomation.com') return path === '/sa.js' ? 'script' : null;
  return host === 'cdn.brevo.com' && path === '/js/sdk-loader.js' ? 'script' : null;
}

function pixelEventName(params: readonly Param[]): string {
  const type = getParam(params, 'sib_type');
  if (type === 'track') return getParam(params, 'sib_name') || 'track';
  return type || 'unknown_event';
}

function decodeBrevo(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'script') {
    return [
      {
        eventName: 'library_load',
        accountID: getParam(request.query, 'key') || null,
        params: [...request.query],
      },
    ];
  }
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  if (call === 'rest') {
    const fallback = REST_CALLS[request.url.path] ?? 'unknown_event';
    const eventName = fallback === 'trackEvent' ? getParam(params, 'event') || fallback : fallback;
    return [{ eventName, accountID: null, params, findings: body.findings }];
  }
  return [
    {
      eventName: pixelEventName(params),
      accountID: getParam(params, 'key') || null,
      params,
      findings: body.findings,
    },
  ];
}

export const brevo = defineVendor({
  code: 'BREVO',
  aliases: ['SENDINBLUE'],
  name: 'Brevo (Sendinblue)',
  kind: 'other',
  badge: { short: 'Br', color: 'oklch(52.7% 0.154 150.069)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page'],
  pageUrlParams: ['ma_url', 'url'],
  // The tracker identifies a contact by e-mail address (`identify`), and sends it with its calls.
  contactFields: ['email', 'email_id', 'contact.email_id'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['in-automate.brevo.com', 'in-automate.sendinblue.com'],
  matchHosts: ['brevo.com', 'sendinblue.com', 'sibautomation.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeBrevo,
  params: BREVO_PARAMS,
  patterns: BREVO_PATTERNS,
  volatile: [],
  sessionIds: ['cuid', 'session_id'],
});
