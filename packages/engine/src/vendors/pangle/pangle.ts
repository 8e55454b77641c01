/**
 * Pangle (ByteDance's ad network): the cookie-matching report the TikTok Pixel sends to it.
 *
 * Recognised: `analytics.pangle-ads.com/api/v2/pangle_pixel`, a POST with a JSON body (sent as
 * `text/plain`). Not a tag a site installs: the TikTok Pixel's `PangleCookieMatching` plugin sends it,
 * switched on per pixel in the pixel's configuration (`_plugins` of `events.js`, true for some pixels,
 * false for others in public copies of it). TikTok's help article "About using cookies with TikTok
 * Pixel" says Pangle cookies work only in the regions Pangle supports and are read, not set, by the
 * pixel.
 *
 * What the plugin sends, from the pixel's code (`main.<id>.js`, a public copy in
 * Ekultek/TikTok-Pixel-Code): once per page, beside the first pixel hit that carries a `message_id`,
 * and only while the pixel's page index for the tab (`tt_pixel_session_index` in session storage,
 * counting URL changes) is 0, the body `{event, message_id, context: {library}, timestamp}`: the
 * event name and `message_id` of that TikTok hit, its `context.library` (`name`, `version`) and the
 * time sent (ISO 8601). It names no pixel code, so the account is null. When the site calls
 * `ttq.disableCookie()`, the plugin loads `/api/v2/pangle_disable_cookie` as a script: known, not a
 * hit (as a hit it would count as an ad hit, though it turns the cookie off).
 *
 * Event name: `event`; `unknown_event` when the body is missing (BODY_NOT_CAPTURED) or does not parse
 * (BODY_NOT_JSON). Not expected after every navigation (no page-view event): it is sent on the first
 * page only. `message_id` is the TikTok hit's per-fire id: the same one twice is one report sent twice.
 *
 * Real captures (August 2025, rashnakumar96/Crux_Sites_Scrapper data/har_files/AR): cinemarkhoyts.com.ar,
 * parfumerie.com.ar, solodeportes.com.ar, comofaria.com.br and yiv.com, 5 of the 31 sites whose TikTok
 * Pixel sent a hit, each one POST of 193 bytes in the millisecond of its `analytics.tiktok.com/api/v2/
 * pixel` hit; the HAR files kept none of the bodies.
 */
import { getParam } from '../../url/params.js';
import { bodyNotCaptured, isBodilessPost, readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const HOST = 'analytics.pangle-ads.com';
const REPORT_PATH = '/api/v2/pangle_pixel';
const DISABLE_COOKIE_PATH = '/api/v2/pangle_disable_cookie';

function isReport(request: RequestView): boolean {
  return !request.isNavigation && request.url.host === HOST && request.url.path === REPORT_PATH;
}

function decodePangle(request: RequestView): VendorEvent[] {
  if (request.body === null || request.body.trim().length === 0) {
    const findings = isBodilessPost(request)
      ? [
          bodyNotCaptured(
            'This POST to Pangle holds no body in the capture, where the TikTok Pixel sends the event it reports',
          ),
        ]
      : [];
    return [{ eventName: 'unknown_event', accountID: null, params: [...request.query], findings }];
  }
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  return [
    {
      eventName: getParam(params, 'event') || 'unknown_event',
      accountID: null,
      params,
      findings: body.findings,
    },
  ];
}

export const pangle = defineVendor({
  code: 'PANGLE',
  name: 'Pangle (TikTok Pixel cookie matching)',
  kind: 'advertising',
  badge: { short: 'Pg', color: 'oklch(55% 0.2 25)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: ['message_id'], dedupKeys: [], distinctKeys: [] },
  hosts: [HOST],
  knownNonHits: (request) => request.url.path === DISABLE_COOKIE_PATH,
  matchHosts: [HOST],
  match: isReport,
  decode: decodePangle,
  params: {
    event: { label: 'Event (of the TikTok Pixel hit)', group: 'most_used' },
    message_id: { label: 'Message ID (of the TikTok Pixel hit)', group: 'other' },
    'context.library.name': { label: 'Pixel library', group: 'other' },
    'context.library.version': { label: 'Pixel library version', group: 'other' },
    timestamp: { label: 'Time sent', group: 'other' },
  },
  patterns: [{ prefix: 'context.', group: 'other', label: (rest) => `Context: ${rest}` }],
  volatile: ['timestamp'],
});
