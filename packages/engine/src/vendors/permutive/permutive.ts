/**
 * Permutive: a publisher's audience platform (DMP). Its web SDK sends the page's events and the
 * visitor's identities to Permutive's API, which builds the cohorts the publisher's ads are targeted on.
 *
 * Recognised:
 * - the event batch `POST /v2.0/batch/events?enrich=…&sdkp=…&k=<API key>` on `api.permutive.com` (and
 *   `api.permutive.app`, the base URL Permutive's API reference now gives): a JSON list, one event per
 *   entry, each `{user_id, name, segments, properties, session_id, view_id}`. One decoded event per
 *   entry, named by its `name` (`Pageview`, `SegmentEntry`…); a body that is one object is read as one
 *   event (the shape of the API's single-event `/v2.0/events`);
 * - the identify call `POST /v2.0/identify?k=…` (`identify`): Permutive's API reference gives its body as
 *   `{user_id, aliases: [{tag, id, priority}]}`, the identities (`email_sha256`, a partner's id…) to join
 *   to the Permutive user, priority 0 first;
 * - the SDK `<organization id>.edge.permutive.app/<workspace id>-web.js`, as the SDK guide's loader has
 *   it, and `cdn.permutive.com/<project id>-web.js`, as the older developer hub's snippet has it
 *   (`library_load`).
 *
 * Account: `k`, the workspace's public API key (Permutive's API reference: keys are UUIDs, sent in the
 * `X-API-Key` header or the `k` parameter; the SDK's loader is given the key and the workspace id). The
 * calls carry no other id of the workspace, so the key is their account; the script's account is the
 * workspace id of its file name, another UUID than the key (`353b4747-…-web.js` with `k=9c50d46d-…` on
 * clarin.com).
 *
 * Sources: Permutive's API reference (docs.permutive.com/api: authentication, the events API's `enrich`
 * (enrich with geo, ISP and language data) and `sdkp` (sent by an SDK, `true` by default) parameters and
 * its event fields `name`, `user_id`, `session_id`, `view_id`, `segments`, `cohorts`, `properties`,
 * `aliases`; the identify call) and its web SDK guide (docs.permutive.com/sdks/web: the loader, the
 * `Pageview` the web addon sends on each page load, `PageviewEngagement`, `PageviewComplete`,
 * `FormSubmission`, `LinkClick`; the properties the SDK adds to every event: `time`, `session_id`,
 * `view_id` the page view, `client.url`, `client.referrer`, `client.user_agent`, `client.viewport`,
 * `geo_info`). A real capture of a batch: www.waz.de on 2021-03-08 (Firefox 86), published in a public
 * "HAR Research" notes file: `POST api.permutive.com/v2.0/batch/events?enrich=false&sdkp=true&k=…`,
 * `Content-Type: text/plain`, four events (`Pageview`, then `SegmentEntry` three times, each with one
 * `properties.segment_number` of the three in `segments`); the answer lists, per event, `code` 200
 * and the event's `id` and `time`. Read off that capture
 * only: the Pageview's `properties.client` also holds `type`, `domain` and `title`, and its
 * `isp_info`, `geo_info` and `classifications_watson` (categories, concepts, entities, keywords,
 * sentiment) are in the body the browser sends.
 *
 * Not recognised, on purpose (known, no drift alarm): the SDK's other calls to the API, seen beside the
 * batches in Playwright captures of news sites (clarin.com, tn.com.ar, ole.com.ar, eldoce.tv…; August
 * 2025, rashnakumar96/Crux_Sites_Scrapper data/har_files): `/v1.0/state`, `/ctx/v1/state?url=…`,
 * `/v2.0/geoip?include=geo&include=isp&include=ip_hash`, `/v2.0/watson`, `/adv/v4/segment` and
 * `/v2.0/internal/metrics`. They name no event and the captures
 * hold none of their bodies or answers; as events they would fill each page with calls the site cannot
 * act on. Nor the models file `cdn.permutive.com/models/v2/<id>-models.bin`. Those captures kept no
 * request body: their batches and identify calls are POSTs whose events cannot be read (the info
 * finding BODY_NOT_CAPTURED when given without a body).
 */
import type { Finding } from '../../findings/finding.js';
import { isRecord } from '../../json-value.js';
import { appendAll } from '../../append-all.js';
import { flattenJson } from '../../url/flatten-json.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { bodyNotCaptured, isBodilessPost, readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { PERMUTIVE_PARAMS, PERMUTIVE_PATTERNS } from './params.js';

const API_HOSTS: readonly string[] = ['api.permutive.com', 'api.permutive.app'];
const SCRIPT_HOST = 'cdn.permutive.com';
/** Under it, one host per organization: `<organization id>.edge.permutive.app`. */
const EDGE_DOMAIN = 'edge.permutive.app';
const BATCH_PATH = '/v2.0/batch/events';
const IDENTIFY_PATH = '/v2.0/identify';
/** `/<workspace id>-web.js`; group 1 is the workspace (or project) id. */
const SDK_SCRIPT = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-web\.js$/i;
/** The SDK's data calls on each page: known, not hits (see above). */
const DATA_CALLS: ReadonlySet<string> = new Set([
  '/v1.0/state',
  '/ctx/v1/state',
  '/v2.0/geoip',
  '/v2.0/watson',
  '/adv/v4/segment',
  '/v2.0/internal/metrics',
]);

type Call = { kind: 'batch' } | { kind: 'identify' } | { kind: 'script'; workspace: string };

const BATCH: Call = { kind: 'batch' };
const IDENTIFY: Call = { kind: 'identify' };

function isScriptHost(host: string): boolean {
  return host === SCRIPT_HOST || (host !== EDGE_DOMAIN && hostMatches(host, EDGE_DOMAIN));
}

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (API_HOSTS.includes(host)) {
    if (path === BATCH_PATH) return BATCH;
    return path === IDENTIFY_PATH ? IDENTIFY : null;
  }
  if (!isScriptHost(host)) return null;
  const workspace = SDK_SCRIPT.exec(path)?.[1];
  return workspace === undefined ? null : { kind: 'script', workspace };
}

function accountOf(query: readonly Param[]): string | null {
  return getParam(query, 'k') || null;
}

function bodyLeftOutFinding(what: string): Finding {
  return bodyNotCaptured(
    `This POST to Permutive's API holds no body in the capture, where the SDK sends ${what}`,
  );
}

/** The events of a batch body: the objects of its list, or the body itself when it is one object. */
function eventsOf(json: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(json)) return json.filter(isRecord);
  return isRecord(json) ? [json] : [];
}

function decodeBatch(request: RequestView): VendorEvent[] {
  const query = [...request.query];
  const accountID = accountOf(query);
  if (isBodilessPost(request)) {
    const findings = [bodyLeftOutFinding('the events of the batch')];
    return [{ eventName: 'unknown_event', accountID, params: query, findings }];
  }
  const body = readJsonBody(request.body);
  const events = eventsOf(body.json);
  if (events.length === 0) {
    const params = [...query];
    appendAll(params, body.params);
    return [{ eventName: 'unknown_event', accountID, params, findings: body.findings }];
  }
  return events.map((entry) => {
    const params = [...query];
    appendAll(params, flattenJson(entry));
    const name = entry.name;
    const eventName = typeof name === 'string' && name.trim().length > 0 ? name : 'unknown_event';
    return { eventName, accountID, params };
  });
}

function decodeIdentify(request: RequestView): VendorEvent {
  const params = [...request.query];
  const accountID = accountOf(params);
  if (isBodilessPost(request)) {
    return {
      eventName: 'identify',
      accountID,
      params,
      findings: [bodyLeftOutFinding("the visitor's identities")],
    };
  }
  const body = readJsonBody(request.body);
  appendAll(params, body.params);
  return { eventName: 'identify', accountID, params, findings: body.findings };
}

function decodePermutive(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: [...request.query] }];
  if (call.kind === 'batch') return decodeBatch(request);
  if (call.kind === 'identify') return [decodeIdentify(request)];
  return [{ eventName: 'library_load', accountID: call.workspace, params: [...request.query] }];
}

export const permutive = defineVendor({
  code: 'PERMUTIVE',
  name: 'Permutive',
  kind: 'other',
  badge: { short: 'Pm', color: 'oklch(42% 0.19 285)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['properties.client.url'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // The segment a SegmentEntry names; the identities an identify call joins.
    distinctKeys: ['properties.segment_number', 'aliases*.id'],
    pageLoad: { id: 'view_id', referrer: 'properties.client.referrer' },
  },
  hosts: [...API_HOSTS],
  knownNonHits: ({ url }) => API_HOSTS.includes(url.host) && DATA_CALLS.has(url.path),
  matchHosts: ['permutive.com', 'permutive.app'],
  match: (request) => callOf(request) !== null,
  decode: decodePermutive,
  params: PERMUTIVE_PARAMS,
  patterns: PERMUTIVE_PATTERNS,
  volatile: ['time'],
  sessionIds: ['user_id', 'session_id', 'view_id'],
});
