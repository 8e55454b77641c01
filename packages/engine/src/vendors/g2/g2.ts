/**
 * G2 (Track Your Prospects, and funnel pixels).
 *
 * Recognised on `tracking.g2crowd.com`: the Track Your Prospects tag, as a script
 * `/attribution_tracking/conversions/<product id>.js?p=<page URL>&e=<custom id>` or as a pixel
 * `…/conversions/<product id>.gif?e=<custom id>`, which G2 asks to fire on every page (`page_view`);
 * a funnel pixel `/funnels/<funnel id>.gif?stage=<stage>&stype=<type>` (`funnel_<stage>`, `funnel`
 * without a stage).
 * Account: the product id of the tag, the funnel id of a funnel pixel.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'tracking.g2crowd.com';
const TAG = /^\/attribution_tracking\/conversions\/([^/]+)\.(?:js|gif)$/;
const FUNNEL = /^\/funnels\/([^/]+)\.gif$/;

/** The account and the event of a G2 hit, or null. */
function hitOf(request: RequestView): { account: string; eventName: string } | null {
  if (request.url.host !== HOST) return null;
  const tag = TAG.exec(request.url.path)?.[1];
  if (tag !== undefined) return { account: tag, eventName: 'page_view' };
  const funnel = FUNNEL.exec(request.url.path)?.[1];
  if (funnel === undefined) return null;
  const stage = getParam(request.query, 'stage');
  return { account: funnel, eventName: stage ? `funnel_${stage}` : 'funnel' };
}

function decodeG2(request: RequestView): VendorEvent[] {
  const hit = hitOf(request);
  return [
    {
      eventName: hit?.eventName ?? 'unknown_event',
      accountID: hit?.account ?? null,
      params: [...request.query],
    },
  ];
}

export const g2 = defineVendor({
  code: 'G2',
  name: 'G2',
  kind: 'other',
  badge: { short: 'G2', color: '#ff492c', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['p'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [HOST],
  match: (request) => !request.isNavigation && hitOf(request) !== null,
  decode: decodeG2,
  params: {
    p: { label: 'Page URL', group: 'most_used' },
    e: { label: 'Custom ID', group: 'user' },
    stage: { label: 'Funnel stage', group: 'most_used' },
    stype: { label: 'Funnel type', group: 'most_used' },
  },
  volatile: [],
});
