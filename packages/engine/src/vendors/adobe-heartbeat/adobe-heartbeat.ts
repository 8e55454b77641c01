/**
 * Adobe Heartbeat: the video and audio tracking of Adobe Analytics for Streaming Media (Media
 * Analytics), in its two wire formats.
 *
 * Recognised:
 * - legacy heartbeats (Media SDK 1.x and 2.x, the Video Heartbeat Library): requests to
 *   `<namespace>.hb.omtrdc.net` carrying the event in the query's `s:event:type`. Adobe documents that
 *   this server always has that form, so no other host is tried.
 * - the Media Collection API (Media SDK 3.x, the mobile and Chromecast SDKs, server-side players):
 *   `POST /api/v1/sessions` opens a session (its body is a `sessionStart` event; Adobe answers with the
 *   session id in `Location`), then `POST /api/v1/sessions/<session id>/events` sends each event. Adobe
 *   provisions `<namespace>.hb-api.omtrdc.net`, but the SDK posts to whatever tracking server it is
 *   configured with and the API is meant to be called from a customer's own servers too: on any other
 *   host a request is recognised only when its path ends in one of those two and its JSON body carries
 *   `eventType` and `playerTime` (both required by Adobe's schema), so that an unrelated REST API with
 *   a `/api/v1/sessions` route is not taken for it.
 *
 * Event name: `s:event:type` (`start`, `play`, `pause`, `buffer`, `bitrate_change`, `chapter_start`,
 * `complete`, `aa_start`, `end`…; an ad's events carry `s:asset:type=ad`) or the body's `eventType`
 * (`sessionStart`, `play`, `ping`, `pauseStart`, `adBreakStart`, `adStart`, `chapterStart`,
 * `sessionComplete`, `sessionEnd`…). A sessions call captured without its body is `sessionStart`, the
 * only type that endpoint accepts; an events call without a body is `unknown_event`.
 * Account: the report suite(s), `s:sc:rsid` (comma-separated when the hit goes to several) or
 * `params.analytics.reportSuite`. Media Collection events after `sessionStart` carry none (null): the
 * session id from their path, given as `session_id`, ties them to their session. The JSON body is
 * flattened (`playerTime.playhead`, `params.media.id`, `customMetadata.<name>`); a body that is not JSON
 * gives BODY_NOT_JSON. The API's schema endpoint (`GET /api/v1/schemas/<event type>`) is not a hit.
 *
 * Relied on: Adobe's published heartbeat parameter list and Media Collection API reference (paths,
 * body fields, event types). The Web SDK's media events (`/ee/va/v1/…` on the Edge Network) are not
 * this vendor's.
 */
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { ADOBE_HEARTBEAT_PARAMS, ADOBE_HEARTBEAT_PATTERNS } from './params.js';

const LEGACY_HOST = 'hb.omtrdc.net';
const COLLECTION_HOST = 'hb-api.omtrdc.net';
const SESSIONS = '/api/v1/sessions';
/** `…/api/v1/sessions` or `…/api/v1/sessions/<session id>/events`, a trailing slash allowed. */
const COLLECTION_PATH = /\/api\/v1\/sessions(?:\/([^/]+)\/events)?\/?$/;

type Call = { kind: 'heartbeat' } | { kind: 'session' } | { kind: 'events'; sessionId: string };

/** The Media Collection call of a path, or null. */
function collectionCall(path: string): Call | null {
  const found = COLLECTION_PATH.exec(path);
  if (found === null) return null;
  const sessionId = found[1];
  return sessionId === undefined ? { kind: 'session' } : { kind: 'events', sessionId };
}

/** A body that is a media event: cheap text checks, the body is parsed only when decoding. */
function isMediaEventBody(body: string | null): boolean {
  if (body === null || !body.trimStart().startsWith('{')) return false;
  return body.includes('"eventType"') && body.includes('"playerTime"');
}

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  // Every Media Collection call has this in its path: other paths need no further test.
  if (path.includes(SESSIONS)) {
    const call = collectionCall(path);
    if (call === null) return null;
    if (hostMatches(host, COLLECTION_HOST)) return call;
    return request.method.toUpperCase() === 'POST' && isMediaEventBody(request.body) ? call : null;
  }
  if (!hostMatches(host, LEGACY_HOST)) return null;
  return getParam(request.query, 's:event:type') !== undefined ? { kind: 'heartbeat' } : null;
}

function decodeHeartbeat(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? { kind: 'heartbeat' };
  if (call.kind === 'heartbeat') {
    const params = [...request.query];
    return [
      {
        eventName: getParam(params, 's:event:type') || 'unknown_event',
        accountID: getParam(params, 's:sc:rsid') || null,
        params,
      },
    ];
  }
  const body = readJsonBody(request.body);
  const sessionParams: Param[] =
    call.kind === 'events' ? [{ name: 'session_id', value: call.sessionId }] : [];
  const params = [...sessionParams, ...request.query, ...body.params];
  const fallback = call.kind === 'session' ? 'sessionStart' : 'unknown_event';
  return [
    {
      eventName: getParam(params, 'eventType') || fallback,
      accountID: getParam(params, 'params.analytics.reportSuite') || null,
      params,
      findings: body.findings,
    },
  ];
}

export const adobeHeartbeat = defineVendor({
  code: 'ADOBEHEARTBEAT',
  name: 'Adobe Heartbeat (Media Analytics)',
  kind: 'analytics',
  badge: { short: 'HB', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another session, asset, ad, chapter or playhead position: another event, however alike the rest.
    distinctKeys: [
      's:event:sid',
      'session_id',
      's:asset:type',
      's:asset:video_id',
      's:asset:ad_id',
      's:stream:chapter_id',
      'l:event:playhead',
      'playerTime.playhead',
      'params.media.id',
      'params.media.ad.id',
      'params.media.chapter.index',
    ],
  },
  hosts: [LEGACY_HOST, COLLECTION_HOST],
  knownNonHits: ({ url }) => url.path.startsWith('/api/v1/schemas/'),
  // No matchHosts: the Media Collection API may be sent to a first-party tracking server.
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeHeartbeat,
  params: ADOBE_HEARTBEAT_PARAMS,
  patterns: ADOBE_HEARTBEAT_PATTERNS,
  volatile: ['l:event:ts', 'l:event:prev_ts', 'playerTime.ts'],
  sessionIds: [
    's:event:sid',
    'session_id',
    's:user:id',
    's:user:aid',
    's:user:mid',
    's:aam:blob',
    'params.analytics.visitorId',
    'params.analytics.aid',
    'params.visitor.marketingCloudUserId',
    'params.appInstallationId',
  ],
});
