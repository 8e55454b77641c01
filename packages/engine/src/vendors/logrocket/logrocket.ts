/**
 * LogRocket (session replay).
 *
 * Recognised: recording uploads `/i` on `*.lr-ingest.io` / `*.lr-ingest.com` / `*.lr-in.com` /
 * `*.lr-in-prod.com` (`recording`), their session setup `…/v1/session` (`session_start`) and the SDK
 * on `cdn.lr-ingest.io`, `cdn.lr-ingest.com`, `cdn.lr-in.com`, `cdn.logrocket.io`, `cdn.lgrckt-in.com`
 * (`library_load`).
 *
 * Account: the app id `a` (`<org>/<app>`) of the query. Relied on: the SDK's upload query (`a` app,
 * `r` recording id, `t` tab, `s` sequence); bodies are compressed recording data and not decoded.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const INGEST_DOMAINS = ['lr-ingest.io', 'lr-ingest.com', 'lr-in.com', 'lr-in-prod.com'];
const CDN_HOSTS: ReadonlySet<string> = new Set([
  'cdn.lr-ingest.io',
  'cdn.lr-ingest.com',
  'cdn.lr-in.com',
  'cdn.logrocket.io',
  'cdn.lgrckt-in.com',
]);

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (CDN_HOSTS.has(host)) return path.endsWith('.js') ? 'library_load' : null;
  if (!INGEST_DOMAINS.some((domain) => hostMatches(host, domain))) return null;
  if (path === '/i') return 'recording';
  return path.endsWith('/v1/session') ? 'session_start' : null;
}

function decodeLogRocket(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  return [{ eventName, accountID: getParam(request.query, 'a') ?? null, params: [...request.query] }];
}

export const logrocket = defineVendor({
  code: 'LOGROCKET',
  name: 'LogRocket',
  kind: 'session_recording',
  badge: { short: 'LR', color: 'oklch(45.7% 0.24 277.023)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [
    'lr-ingest.io',
    'lr-ingest.com',
    'lr-in.com',
    'lr-in-prod.com',
    'cdn.logrocket.io',
    'cdn.lgrckt-in.com',
  ],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeLogRocket,
  params: {
    a: { label: 'App ID', group: 'most_used' },
    r: { label: 'Recording ID', group: 'user' },
    t: { label: 'Tab ID', group: 'other' },
    s: { label: 'Upload sequence', group: 'other' },
  },
  volatile: ['s'],
});
