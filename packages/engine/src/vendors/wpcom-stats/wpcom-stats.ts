/**
 * WordPress.com Stats: Jetpack Stats on self-hosted WordPress, the stats of WordPress.com sites, and
 * WooCommerce Analytics (Jetpack's store events, sent through Automattic's Tracks).
 *
 * Recognised on `pixel.wp.com`: `GET /g.gif` with the site's `blog` id, the stats hit (`page_view`;
 * a hit with `v=wpcom-no-pv` counts no view: `stats_event`); `GET /t.gif` with an event name `_en`, a
 * Tracks event (`woocommerceanalytics_product_view`, `woocommerceanalytics_add_to_cart`…). The weekly
 * versioned stats scripts `stats.wp.com/e-<yyyyww>.js` and `s-<yyyyww>.js` are `library_load`.
 *
 * Account: the site's WordPress.com id, `blog` of a stats hit, `blog_id` of a store event.
 * Relied on: the query fields these pixels carry (`v`, `blog`, `post`, `srv`, `j`, `ref`, `fcp`; the
 * Tracks fields `_en`, `_ui`, `_ut`, `_ts`, `_dl`, `_dr`; WooCommerce's `pi`, `pn`, `pc`, `pp`, `pq`),
 * read off real captures, not a published contract.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { WPCOM_STATS_PARAMS, WPCOM_STATS_PATTERNS } from './params.js';

const SCRIPT = /^\/[es]-\d{6}\.js$/;

type Call = 'stats' | 'tracks' | 'script';

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (host === 'stats.wp.com') return SCRIPT.test(path) ? 'script' : null;
  if (host !== 'pixel.wp.com') return null;
  if (path === '/g.gif') return getParam(request.query, 'blog') !== undefined ? 'stats' : null;
  if (path === '/t.gif') return getParam(request.query, '_en') ? 'tracks' : null;
  return null;
}

function decodeWpcomStats(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const call = callOf(request);
  if (call === 'stats') {
    const noView = getParam(params, 'v') === 'wpcom-no-pv';
    return [
      {
        eventName: noView ? 'stats_event' : 'page_view',
        accountID: getParam(params, 'blog') || null,
        params,
      },
    ];
  }
  if (call === 'tracks') {
    return [
      {
        eventName: getParam(params, '_en') ?? 'tracks_event',
        accountID: getParam(params, 'blog_id') || null,
        params,
      },
    ];
  }
  return [{ eventName: 'library_load', accountID: null, params }];
}

export const wpcomStats = defineVendor({
  code: 'WPCOMSTATS',
  name: 'WordPress.com Stats (Jetpack)',
  kind: 'analytics',
  badge: { short: 'WP', color: 'oklch(48.8% 0.217 264.376)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['_dl'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another post or product, or another quantity of it: another view or another cart change.
    distinctKeys: ['post', 'pi', 'pq'],
  },
  hosts: ['pixel.wp.com'],
  matchHosts: ['pixel.wp.com', 'stats.wp.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeWpcomStats,
  params: WPCOM_STATS_PARAMS,
  patterns: WPCOM_STATS_PATTERNS,
  // First contentful paint is measured anew on every load.
  volatile: ['rand', 'fcp', '_ts', '_rt', '_'],
  sessionIds: ['_ui'],
});
