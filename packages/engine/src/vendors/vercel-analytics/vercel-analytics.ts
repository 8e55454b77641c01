/**
 * Vercel Web Analytics and Speed Insights.
 *
 * Recognised on the site's own host: `/_vercel/insights/view` (`page_view`), `/_vercel/insights/event`
 * (named by `en`), `/_vercel/insights/script.js` and `va.vercel-scripts.com/v1/script.js`
 * (`library_load`), `/_vercel/speed-insights/vitals` (`web_vitals`) and its script. The `/_vercel/`
 * prefix may follow a base path (`/docs/_vercel/insights/view`).
 *
 * Body: JSON `{o: page URL, r: referrer, en: event name, ed: event data, sv, sdkn, sdkv, ts}`.
 * Account: the site's host (Vercel ties the data to the deployment's domain).
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const CALLS: ReadonlyArray<readonly [string, string]> = [
  ['/_vercel/insights/view', 'page_view'],
  ['/_vercel/insights/event', 'event'],
  ['/_vercel/insights/script.js', 'library_load'],
  ['/_vercel/speed-insights/vitals', 'web_vitals'],
  ['/_vercel/speed-insights/script.js', 'library_load'],
];

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'va.vercel-scripts.com') return path.endsWith('.js') ? 'library_load' : null;
  // Every call ends in a `/_vercel/…` path: others need no trimming.
  if (!path.includes('/_vercel/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  for (const [suffix, name] of CALLS) if (trimmed.endsWith(suffix)) return name;
  return null;
}

function decodeVercel(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  const account = request.url.host === 'va.vercel-scripts.com' ? null : request.url.host;
  if (call === 'library_load') return [{ eventName: call, accountID: account, params: [...request.query] }];
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  const name = call === 'event' ? getParam(params, 'en') || 'event' : call;
  return [{ eventName: name, accountID: account, params, findings: body.findings }];
}

export const vercelAnalytics = defineVendor({
  code: 'VERCELANALYTICS',
  name: 'Vercel Web Analytics',
  kind: 'analytics',
  badge: { short: '▲', color: '#000', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['o'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeVercel,
  params: {
    o: { label: 'Page URL', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    en: { label: 'Event name', group: 'most_used' },
    dp: { label: 'Dynamic path', group: 'most_used' },
    sv: { label: 'Script version', group: 'other' },
    sdkn: { label: 'SDK', group: 'other' },
    sdkv: { label: 'SDK version', group: 'other' },
    ts: { label: 'Timestamp', group: 'other' },
  },
  patterns: [{ prefix: 'ed.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` }],
  volatile: ['ts'],
});
