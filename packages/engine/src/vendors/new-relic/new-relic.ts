/**
 * New Relic Browser: the browser (RUM) agent.
 *
 * Recognised on the beacon hosts (`bam.nr-data.net`, `bam-cell.nr-data.net`, the EU
 * `bam.eu01.nr-data.net`, the FedRAMP `gov-bam.nr-data.net`, and their staging twins), each harvest
 * named by its path:
 * - `/1/<license key>`: the page-view (RUM) call, `page_view`, sent once per page load: a GET with
 *   `jsonp=NREUM.setToken` from older agents, a POST whose JSON body holds the custom attributes
 *   (`{"ja": {…}}`, shown as `ja.<name>`) from current ones. It carries the server timings (`be`, `fe`,
 *   `dc`), the paint timings (`fp`, `fcp`) and the Navigation Timing marks as JSON in `perf`, shown
 *   after it flattened (`perf.timing.<mark>`, `perf.navigation.<field>`);
 * - `/ins/1/<key>`: generic events, a JSON body `{"ins": [...]}`; one event per entry, named by its
 *   `eventType` (`page_action`, `user_action`, `browser_performance`…, a custom event type as sent);
 *   `generic_events` when the body holds no entry (not captured, not JSON);
 * - `/jserrors/1/<key>`: JavaScript errors (`js_errors`), else the aggregated ajax timings
 *   (`ajax_timings`) or the agent's own metrics (`agent_metrics`), one event per request, the JSON body
 *   `{"err": […], "ierr": […], "xhr": […], "sm": […], "cm": […]}` flattened (`err[0].params.message`…).
 *   Older agents (v1071 in a real 2020 capture of nike.com) send these buckets as JSON in the query
 *   string (`xhr=[…]`), read the same way; `errors_harvest` when neither holds one;
 * - `/events/1/<key>`: page view timings (`page_view_timing`), ajax requests (`ajax`) or SPA
 *   interactions (`browser_interaction`), by the start of the body, a compact `bel.6;…`/`bel.7;…`
 *   serialisation that is not decoded; `events_harvest` for another or a missing body;
 * - `/browser/blobs?type=SessionReplay|BrowserSessionChunk`: `session_replay` / `session_trace` (`blob`
 *   for another type), the URL-encoded `attributes` shown as `attributes.<name>`; the body (recording
 *   or trace nodes, often gzipped) is left out. Older agents sent session traces to `/resources/1/<key>`
 *   (`session_trace`);
 * - `/browser/logs?browser_monitoring_key=…`: one `log` per entry of the JSON body, with the attributes
 *   shared by all entries (`common.attributes.*`).
 * The Event API (formerly Insights' insert API, documented by New Relic): `POST
 * insights-collector.newrelic.com/v1/accounts/<account id>/events` (EU:
 * `insights-collector.eu01.nr-data.net`), a JSON array of custom events (or one event) sent with an
 * insert key in a header; one event per entry named by its `eventType` as sent, `custom_events` when
 * the body cannot be read (browsers' HAR exports often leave it out), account: the path's account id
 * (`account_id`). Sites call it from the page with their own code, so nothing else is sent with it.
 * The agent's scripts on `js-agent.newrelic.com` (`nr-1153.min.js`, `nr-loader-spa-<version>.min.js`,
 * the lazy-loaded `nr-spa-…` bundles) are `library_load`.
 *
 * Account: the application ID (`a`, or `app_id` on blobs, `common.attributes.appId` on logs). The
 * query of the path-addressed harvests (`a`, `v`, `t`/`to`, `rst`, `ck`, `s`, `ref`, `ptid`…) is built
 * by the agent's harvester for every send. None of this is a published contract: the endpoints, fields
 * and body formats are read off the agent's open-source code (newrelic/newrelic-browser-agent,
 * src/common/harvest/send.js and each feature's aggregate), and may change with any agent release.
 * Requests through a proxy beacon (`init.proxy.beacon`) are not recognised.
 */
import { isRecord } from '../../json-value.js';
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { BEACON_HOSTS, callOf, EVENT_API_HOSTS, SCRIPT_HOST } from './beacon.js';
import { NEW_RELIC_PARAMS, NEW_RELIC_PATTERNS } from './params.js';

/** Most entries (generic events, log entries) decoded from one body; the agent's buffers are bounded by size. */
export const MAX_ENTRIES = 200;

/** Generic event types of the agent, by the event name they are shown under; others are custom types. */
const EVENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  PageAction: 'page_action',
  UserAction: 'user_action',
  BrowserPerformance: 'browser_performance',
  WebSocket: 'web_socket',
  SecurityPolicyViolation: 'security_policy_violation',
};

/** The blob types of `/browser/blobs`, by event name. */
const BLOB_TYPE_NAMES: Readonly<Record<string, string>> = {
  SessionReplay: 'session_replay',
  BrowserSessionChunk: 'session_trace',
};

/**
 * The parameters that are JSON text, shown flattened after the raw parameter: the RUM call's `perf`,
 * and the errors harvest's buckets, which older agents (v1071 and before) send in the query string.
 */
const JSON_PARAMS: ReadonlySet<string> = new Set(['perf', 'err', 'ierr', 'xhr', 'sm', 'cm']);

/** The flattened fields of a JSON parameter, under its name; none when it is not a JSON object or array. */
function expandJson(param: Param): Param[] {
  const parsed = tryParseJson(param.value);
  if (!parsed.ok || !(isRecord(parsed.value) || Array.isArray(parsed.value))) return [];
  return flattenJson(parsed.value, param.name).filter((entry) => entry.name !== param.name);
}

/** The query in wire order, with the license key of the path first, JSON and URL-encoded values expanded. */
function queryParams(request: RequestView, licenseKey: string | null): Param[] {
  const params: Param[] = licenseKey === null ? [] : [{ name: 'license_key', value: licenseKey }];
  for (const param of request.query) {
    params.push(param);
    if (JSON_PARAMS.has(param.name)) {
      for (const field of expandJson(param)) params.push(field);
    } else if (param.name === 'attributes') {
      for (const field of parseParams(param.value)) {
        params.push({ name: `attributes.${field.name}`, value: field.value });
      }
    }
  }
  return params;
}

function tooManyEntries(): Finding {
  return makeFinding('EXCEEDED_MAX_ENTITIES', {
    severity: 'info',
    fieldPath: 'postData',
    parameter: 'request body',
    message: `The body has more than ${MAX_ENTRIES} entries; only the first ${MAX_ENTRIES} are decoded.`,
    expected: `at most ${MAX_ENTRIES} entries`,
  });
}

/** One event per entry of a list, at most MAX_ENTRIES, with an info finding on the last when cut. */
function perEntry(entries: readonly unknown[], toEvent: (entry: unknown) => VendorEvent): VendorEvent[] {
  const events = entries.slice(0, MAX_ENTRIES).map(toEvent);
  const last = events[events.length - 1];
  if (entries.length > MAX_ENTRIES && last !== undefined)
    last.findings = [...(last.findings ?? []), tooManyEntries()];
  return events;
}

const accountOf = (params: readonly Param[], name: string) => getParam(params, name) || null;

function decodePageView(request: RequestView, shared: Param[]): VendorEvent[] {
  const body = readJsonBody(request.body);
  const params = [...shared, ...body.params];
  return [{ eventName: 'page_view', accountID: accountOf(params, 'a'), params, findings: body.findings }];
}

/**
 * The one event of a body holding none of the entries its harvest sends (empty, not captured, not
 * JSON), named after the harvest: the body's fields as read.
 */
function bodyWithoutEntries(
  eventName: string,
  account: string | null,
  shared: Param[],
  body: { params: Param[]; findings: Finding[] },
): VendorEvent {
  return {
    eventName,
    accountID: account,
    params: [...shared, ...body.params],
    findings: body.findings,
  };
}

function decodeGenericEvents(request: RequestView, shared: Param[]): VendorEvent[] {
  const account = accountOf(shared, 'a');
  const body = readJsonBody(request.body);
  const entries = isRecord(body.json) && Array.isArray(body.json.ins) ? body.json.ins : [];
  if (entries.length === 0) return [bodyWithoutEntries('generic_events', account, shared, body)];
  return perEntry(entries, (entry) => {
    const fields = isRecord(entry) ? flattenJson(entry) : [];
    const type = getParam(fields, 'eventType');
    const eventName =
      type === undefined || type === ''
        ? 'unknown_event'
        : Object.hasOwn(EVENT_TYPE_NAMES, type)
          ? (EVENT_TYPE_NAMES[type] as string)
          : type;
    return { eventName, accountID: account, params: [...shared, ...fields] };
  });
}

/**
 * The errors harvest, named by the buckets it carries, in the JSON body (current agents) or as JSON in
 * the query (older agents): errors first, then ajax timings, then the agent's own metrics.
 */
function decodeErrors(request: RequestView, shared: Param[]): VendorEvent[] {
  const body = readJsonBody(request.body);
  const json = isRecord(body.json) ? body.json : {};
  const has = (key: string) =>
    (Array.isArray(json[key]) && (json[key] as unknown[]).length > 0) ||
    shared.some((param) => param.name.startsWith(`${key}[`));
  const eventName =
    has('err') || has('ierr')
      ? 'js_errors'
      : has('xhr')
        ? 'ajax_timings'
        : has('sm') || has('cm')
          ? 'agent_metrics'
          : 'errors_harvest';
  const params = [...shared, ...body.params];
  return [{ eventName, accountID: accountOf(shared, 'a'), params, findings: body.findings }];
}

/**
 * The `events` harvest, named by the start of its `bel.<n>;` body: `bel.6;e,…` timings, `bel.7;1,…`
 * interactions, `bel.7;2,…` ajax; `events_harvest` when the body is missing or otherwise.
 */
function eventsHarvestName(body: string | null): string {
  if (body === null) return 'events_harvest';
  const text = body.trimStart();
  if (text.startsWith('bel.6;')) return 'page_view_timing';
  if (text.startsWith('bel.7;1,')) return 'browser_interaction';
  if (text.startsWith('bel.7;2,')) return 'ajax';
  return 'events_harvest';
}

function decodeLogs(request: RequestView, shared: Param[]): VendorEvent[] {
  const body = readJsonBody(request.body);
  const batches = Array.isArray(body.json) ? body.json : isRecord(body.json) ? [body.json] : [];
  const entries: Array<{ common: Param[]; log: unknown }> = [];
  for (const batch of batches) {
    if (!isRecord(batch)) continue;
    const common = isRecord(batch.common) ? flattenJson(batch.common, 'common') : [];
    const logs = Array.isArray(batch.logs) ? batch.logs : [];
    for (const log of logs) {
      entries.push({ common, log });
      if (entries.length > MAX_ENTRIES) break;
    }
    if (entries.length > MAX_ENTRIES) break;
  }
  if (entries.length === 0) return [bodyWithoutEntries('log', null, shared, body)];
  return perEntry(entries, (entry) => {
    const { common, log } = entry as { common: Param[]; log: unknown };
    const params = [...shared, ...common, ...(isRecord(log) ? flattenJson(log) : [])];
    return { eventName: 'log', accountID: accountOf(common, 'common.attributes.appId'), params };
  });
}

/**
 * An Event API insert: a JSON array of events (or one event), each named by its `eventType` as sent;
 * `custom_events` when the body holds none (not captured, gzipped, not JSON). Account: the path's.
 */
function decodeEventApi(request: RequestView, accountId: string): VendorEvent[] {
  const shared: Param[] = [{ name: 'account_id', value: accountId }, ...request.query];
  const body = readJsonBody(request.body);
  const entries = Array.isArray(body.json) ? body.json : isRecord(body.json) ? [body.json] : [];
  if (entries.length === 0) return [bodyWithoutEntries('custom_events', accountId, shared, body)];
  return perEntry(entries, (entry) => {
    const fields = isRecord(entry) ? flattenJson(entry) : [];
    const eventName = getParam(fields, 'eventType') || 'custom_events';
    return { eventName, accountID: accountId, params: [...shared, ...fields] };
  });
}

function decodeNewRelic(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null || call.harvest === 'script') {
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  }
  if (call.harvest === 'insights') return decodeEventApi(request, call.accountId ?? '');
  const shared = queryParams(request, call.licenseKey);
  switch (call.harvest) {
    case 'rum':
      return decodePageView(request, shared);
    case 'ins':
      return decodeGenericEvents(request, shared);
    case 'jserrors':
      return decodeErrors(request, shared);
    case 'logs':
      return decodeLogs(request, shared);
    case 'events':
      return [
        { eventName: eventsHarvestName(request.body), accountID: accountOf(shared, 'a'), params: shared },
      ];
    case 'resources':
      return [{ eventName: 'session_trace', accountID: accountOf(shared, 'a'), params: shared }];
    case 'blobs': {
      const type = getParam(shared, 'type') ?? '';
      const eventName = Object.hasOwn(BLOB_TYPE_NAMES, type) ? (BLOB_TYPE_NAMES[type] as string) : 'blob';
      return [{ eventName, accountID: accountOf(shared, 'app_id'), params: shared }];
    }
  }
}

export const newRelic = defineVendor({
  code: 'NEWRELIC',
  name: 'New Relic Browser',
  kind: 'analytics',
  badge: { short: 'NR', color: 'oklch(50% 0.13 163)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  // `ref` and the entries' URLs are the page without its query string (the agent strips it).
  pageUrlParams: ['ref', 'currentUrl', 'pageUrl', 'attributes.currentUrl', 'attributes.pageUrl'],
  purchase: null,
  // A page action's name is what it measures; a blob's harvest ID (session, page, harvest count)
  // tells two chunks of one recording apart, while a retried send keeps it.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['actionName', 'attributes.harvestId'] },
  hosts: [...BEACON_HOSTS, ...EVENT_API_HOSTS],
  matchHosts: ['nr-data.net', SCRIPT_HOST, 'insights-collector.newrelic.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeNewRelic,
  params: NEW_RELIC_PARAMS,
  patterns: NEW_RELIC_PATTERNS,
  volatile: ['rst', 'timestamp', 'perf.timing.of', 'timeSinceLoad', 'attributes.rst', 'attributes.timestamp'],
  sessionIds: [
    's',
    'ptid',
    'attributes.session',
    'attributes.ptid',
    'common.attributes.session',
    'common.attributes.ptid',
  ],
});
