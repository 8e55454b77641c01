/**
 * Salesforce Marketing Cloud Account Engagement (Pardot).
 *
 * Recognised: the tracking call `/analytics` on `pardot.com` hosts (`pi.pardot.com`,
 * `pi.demo.pardot.com`…), and on a first-party tracker domain when its query carries `account_id`,
 * `campaign_id` and `ver` (`page_view`; `conly=true` is a cookie-only call: `cookie_sync`); the
 * script `pd.js` on `pardot.com` hosts (`library_load`); form handler and form posts
 * `*.pardot.com/l/<account>/…` as POST (`form_submission`).
 *
 * Account: `account_id` of the tracking call, the number after `/l/` of a form post.
 * Undocumented behaviour relied on: the query of `/analytics` (`visitor_id`, `pi_opt_in`, `title`,
 * `url`, `referrer`) is pd.js's own wire format.
 */
import { getParam, mergeParams, parseParams } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const FORM_POST = /^\/l\/(\d+)\//;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  const own = hostMatches(host, 'pardot.com');
  if (path === '/analytics') {
    const has = (name: string) => getParam(request.query, name) !== undefined;
    if (own || (has('account_id') && has('campaign_id') && has('ver'))) {
      return getParam(request.query, 'conly') === 'true' ? 'cookie_sync' : 'page_view';
    }
    return null;
  }
  if (!own) return null;
  if (path.endsWith('/pd.js')) return 'library_load';
  return FORM_POST.test(path) && request.method.toUpperCase() === 'POST' ? 'form_submission' : null;
}

function decodePardot(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  const body = request.body?.trim() ?? '';
  const params = mergeParams(request.query, body.length > 0 ? parseParams(body) : []);
  const account = getParam(params, 'account_id') ?? FORM_POST.exec(request.url.path)?.[1] ?? null;
  return [{ eventName, accountID: account, params }];
}

export const pardot = defineVendor({
  code: 'PARDOT',
  name: 'Account Engagement (Pardot)',
  kind: 'other',
  badge: { short: 'Pd', color: 'oklch(58.8% 0.158 241.966)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodePardot,
  params: {
    account_id: { label: 'Account ID', group: 'most_used' },
    campaign_id: { label: 'Campaign ID', group: 'most_used' },
    visitor_id: { label: 'Visitor ID', group: 'user' },
    pi_opt_in: { label: 'Tracking opt-in', group: 'consent_mode' },
    title: { label: 'Page title', group: 'most_used' },
    url: { label: 'Page URL', group: 'most_used' },
    referrer: { label: 'Referrer', group: 'most_used' },
    ver: { label: 'Tracker version', group: 'other' },
    conly: { label: 'Cookie-only call', group: 'other' },
    pi_profile_id: { label: 'Profile ID', group: 'user' },
    email: { label: 'E-mail', group: 'user' },
    first_name: { label: 'First name', group: 'user' },
    last_name: { label: 'Last name', group: 'user' },
    company: { label: 'Company', group: 'user' },
  },
  volatile: [],
});
