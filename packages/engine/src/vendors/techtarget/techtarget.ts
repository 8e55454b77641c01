/**
 * TechTarget (Priority Engine's activity tracking tag).
 *
 * The snippet sets `window.techtargetic.client` to the client id and loads
 * `trk.techtarget.com/tracking.js` (`library_load`), which fires an image pixel once the page has
 * loaded: `ibc-flow.techtarget.com/a/gif.gif?actTypeId=31&cid=…&r=…&ref=…&version=2.4` in the
 * current version, `go.techtarget.com/activity/activity.gif?activityTypeId=31&cid=…` in version 1.x
 * (and on TechTarget's own sites, with other activity types).
 *
 * Event name: the activity type; 31, the one the tag sends on every page load, is `page_view`, any
 * other is `activity_<type>`. Account: `cid`, the client id of the snippet.
 *
 * Relied on, read off the tag's own script (version 1.5, as vendored in public code) and a real
 * capture of version 2.4 (not a published contract): `ref` is the page URL (scheme, host, path and
 * query, no fragment), `r` the send time in milliseconds (a cache buster), `version` the tag version.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const PIXELS: Readonly<Record<string, string>> = {
  'ibc-flow.techtarget.com': '/a/gif.gif',
  'go.techtarget.com': '/activity/activity.gif',
};
const SCRIPT = { host: 'trk.techtarget.com', path: '/tracking.js' };
/** The activity type the tag sends on every page load. */
const PAGE_VISIT_ACTIVITY = '31';

function callOf(request: RequestView): 'pixel' | 'script' | null {
  const { host, path } = request.url;
  if (host === SCRIPT.host) return path === SCRIPT.path ? 'script' : null;
  return Object.hasOwn(PIXELS, host) && PIXELS[host] === path ? 'pixel' : null;
}

function eventNameOf(request: RequestView): string {
  const activity = getParam(request.query, 'actTypeId') ?? getParam(request.query, 'activityTypeId');
  if (!activity) return 'activity';
  return activity === PAGE_VISIT_ACTIVITY ? 'page_view' : `activity_${activity}`;
}

function decodeTechTarget(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  if (callOf(request) !== 'pixel') return [{ eventName: 'library_load', accountID: null, params }];
  return [{ eventName: eventNameOf(request), accountID: getParam(params, 'cid') || null, params }];
}

export const techtarget = defineVendor({
  code: 'TECHTARGET',
  name: 'TechTarget (Priority Engine)',
  kind: 'other',
  badge: { short: 'TT', color: 'oklch(42.4% 0.199 265.638)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['ref'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['ibc-flow.techtarget.com', 'go.techtarget.com/activity/'],
  matchHosts: [SCRIPT.host, ...Object.keys(PIXELS)],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeTechTarget,
  params: {
    cid: { label: 'Client ID', group: 'most_used' },
    actTypeId: { label: 'Activity type (31: page visit)', group: 'most_used' },
    activityTypeId: { label: 'Activity type (31: page visit)', group: 'most_used' },
    ref: { label: 'Page URL', group: 'most_used' },
    r: { label: 'Cache buster (send time, ms)', group: 'other' },
    version: { label: 'Tag version', group: 'other' },
  },
  volatile: ['r'],
});
