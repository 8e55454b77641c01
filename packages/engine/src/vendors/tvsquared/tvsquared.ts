/**
 * TVSquared (InnovidXP since Innovid bought it): the TV attribution web tag (`_tvq`).
 *
 * Recognised on `*.tvsquared.com`: the tracker script `/tv2track.js` (`library_load`) and its hits
 * `/tv2track.php`; the older snippet served both from `/piwik/` and sent its hits to
 * `/piwik/piwik.php`, also recognised there (Matomo leaves tvsquared.com alone). The snippet's host is
 * `collector-<client id>.tvsquared.com` (also with a region, `collector-<id>.us.tvsquared.com`); the
 * client id is shown as `collector_id`. Only collector hosts get the drift alarm.
 *
 * The tracker is Piwik's (the snippet drives it with Piwik calls: `setSiteId`, `setTrackerUrl`,
 * `setCustomVariable`, `trackPageView`), so hits carry Piwik's tracking fields and are read with
 * Matomo's reader: `idsite` is the brand (site) id `TV-<digits>-1`, `url` the page, `action_name` the
 * page title. The action tag adds a page-scope custom variable in slot 5 named after the action
 * (`purchase`, `donation`…) whose value is JSON with `rev`, `prod`, `id` (the order id), `promo` and
 * optional custom metrics, and a visit-scope one named `session` with `user` (shown as `action.*`
 * and `session.*`). Sources: TVSquared's snippets as published in public code, RudderStack's and
 * Segment's TVSquared integrations, Tealium's InnovidXP connector documentation (field lists),
 * Innovid's help centre (the visit tag on every page, action tags for sales, sign-ups…).
 *
 * Event name: a page view carrying an action is `action` (the tag's own word; the hit is also the
 * page's view, so both count as page views); otherwise as Matomo (`page_view`, `event`, `goal`…).
 * Account: `idsite`. Inferred, not documented by TVSquared: that the brand id, the collector id and
 * the action fields mean what the integrations' setting names say; no real hit of tv2track.php was
 * available (the fixtures' hits are built from the snippets and the integrations' tests).
 */
import { hostMatches } from '../../url/parse-url.js';
import type { Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { MATOMO_PARAMS, MATOMO_PATTERNS } from '../matomo/params.js';
import { decodeTrackingHit } from '../matomo/tracking-hit.js';
import { readTvSquaredVariables } from './custom-variables.js';

const DOMAIN = 'tvsquared.com';
const COLLECTOR_LABEL = /^collector-([a-z0-9]+)$/;
const SCRIPT_FILE = '/tv2track.js';
const HIT_FILES = ['/tv2track.php', '/piwik.php'];
const ACTION_EVENT = 'action';

/** The client id of a collector host (`collector-20290.tvsquared.com` → `20290`), or null. */
function collectorIdOf(host: string): string | null {
  if (!hostMatches(host, DOMAIN)) return null;
  const dot = host.indexOf('.');
  return COLLECTOR_LABEL.exec(host.slice(0, dot))?.[1] ?? null;
}

function callOf(request: RequestView): 'hit' | 'script' | null {
  const { host, path } = request.url;
  if (!hostMatches(host, DOMAIN)) return null;
  if (path.endsWith(SCRIPT_FILE)) return 'script';
  for (const file of HIT_FILES) if (path.endsWith(file)) return 'hit';
  return null;
}

function collectorParams(request: RequestView): Param[] {
  const id = collectorIdOf(request.url.host);
  return id === null ? [] : [{ name: 'collector_id', value: id }];
}

function decodeHit(request: RequestView): VendorEvent[] {
  return decodeTrackingHit(request).map((event) => {
    const variables = readTvSquaredVariables(event.params);
    const findings = [...(event.findings ?? []), ...variables.findings];
    const isAction = variables.actionName !== null && event.eventName === 'page_view';
    return {
      eventName: isAction ? ACTION_EVENT : event.eventName,
      accountID: event.accountID || null,
      params: [...collectorParams(request), ...event.params, ...variables.params],
      ...(findings.length > 0 ? { findings } : {}),
    };
  });
}

function decodeTvSquared(request: RequestView): VendorEvent[] {
  if (callOf(request) === 'hit') return decodeHit(request);
  return [
    { eventName: 'library_load', accountID: null, params: [...collectorParams(request), ...request.query] },
  ];
}

export const tvsquared = defineVendor({
  code: 'TVSQUARED',
  name: 'TVSquared (InnovidXP)',
  kind: 'advertising',
  badge: { short: 'TV²', color: 'oklch(44.6% 0.2 292)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view', ACTION_EVENT],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['action.name', 'action.id'] },
  hosts: [DOMAIN],
  knownNonHits: (request) => collectorIdOf(request.url.host) === null,
  matchHosts: [DOMAIN],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeTvSquared,
  params: {
    ...MATOMO_PARAMS,
    idsite: { label: 'Brand ID (site ID, TV-…)', group: 'most_used' },
    collector_id: { label: 'Client ID (collector host)', group: 'most_used' },
    'action.name': { label: 'Action name', group: 'most_used' },
    'action.rev': { label: 'Action revenue', group: 'e_commerce' },
    'action.prod': { label: 'Action product (type)', group: 'e_commerce' },
    'action.id': { label: 'Action ID (order ID)', group: 'e_commerce' },
    'action.promo': { label: 'Promo code', group: 'e_commerce' },
    'action.currency': { label: 'Currency', group: 'e_commerce' },
    'session.user': { label: 'User reference (session)', group: 'user' },
  },
  patterns: [
    { prefix: 'action.', group: 'custom_event_parameters', label: (rest) => `Action field: ${rest}` },
    { prefix: 'session.', group: 'user', label: (rest) => `Session field: ${rest}` },
    ...MATOMO_PATTERNS,
  ],
  volatile: ['r', 'h', 'm', 's', '_viewts', 'gt_ms', '_refts'],
  sessionIds: ['_id', 'session.user'],
});
