/**
 * Demandbase (account identification and personalisation).
 *
 * Recognised: the tag `tag.demandbase.com/<tag id>.min.js` (`library_load`), the company lookup
 * `api.company-target.com/api/v<n>/ip.json` (`company_lookup`), engagement events
 * `et.company-target.com/events` (named by the body's `type`, else `engagement`).
 * Account: the tag id (from the script); the lookup's `auth` key in the query or body.
 */
import { getParam } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG = /^\/([A-Za-z0-9]+)\.min\.js$/;
const LOOKUP = /^\/api\/v\d+\/ip\.json$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'tag.demandbase.com') return TAG.test(path) ? 'library_load' : null;
  if (host === 'api.company-target.com') return LOOKUP.test(path) ? 'company_lookup' : null;
  if (host === 'et.company-target.com') return path.replace(/\/+$/, '') === '/events' ? 'engagement' : null;
  return null;
}

function decodeDemandbase(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  if (call === 'library_load') {
    return [
      { eventName: call, accountID: TAG.exec(request.url.path)?.[1] ?? null, params: [...request.query] },
    ];
  }
  const body = readAnyBody(request.body);
  const params = [...request.query, ...body.params];
  const eventName = call === 'engagement' ? getParam(params, 'type') || call : call;
  return [{ eventName, accountID: getParam(params, 'auth') ?? null, params, findings: body.findings }];
}

export const demandbase = defineVendor({
  code: 'DEMANDBASE',
  name: 'Demandbase',
  kind: 'other',
  badge: { short: 'Db', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['page'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['tag.demandbase.com', 'company-target.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeDemandbase,
  params: {
    auth: { label: 'API key', group: 'most_used' },
    src: { label: 'Source', group: 'other' },
    page: { label: 'Page URL', group: 'most_used' },
    referrer: { label: 'Referrer', group: 'most_used' },
    page_title: { label: 'Page title', group: 'most_used' },
    type: { label: 'Event type', group: 'most_used' },
  },
  volatile: [],
});
