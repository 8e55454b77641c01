/**
 * Datadog Real User Monitoring (the browser SDK), with its Logs and Session Replay uploads.
 *
 * Recognised on the intake host of each Datadog site (`browser-intake-datadoghq.com`,
 * `browser-intake-datadoghq.eu`, `browser-intake-us3-datadoghq.com`…, and their subdomains):
 * - `/api/v2/rum`: a batch of RUM events, one JSON event per line; each line is one event named by its
 *   `type` (`view`, `action`, `resource`, `long_task`, `error`, `vital`, and the SDK's own
 *   `telemetry`), with the account its `application.id`;
 * - `/api/v2/logs`: a batch of log entries, one JSON entry per line, each a `log` (account: the
 *   entry's `application_id`, present when RUM runs beside the logs SDK);
 * - `/api/v2/replay`: one `replay_segment` per request, a multipart body whose `event` part is the
 *   segment's JSON metadata (application, session, view, records); the `segment` part is compressed
 *   recording data and is left out.
 * The SDK bundles on `www.datadoghq-browser-agent.com` (`/us1/v5/datadog-rum.js`…) are `library_load`.
 *
 * The query carries the client token (`dd-api-key`, public by design), `ddtags` (`sdk_version:…,
 * api:fetch,env:…,service:…` in SDK 5; each tag is also shown as `ddtags.<key>`), a random
 * `dd-request-id` and, on RUM batches, the send time `batch_time`. With `dd-evp-encoding=deflate`
 * (the `compressIntakeRequests` option) the body is compressed: one `compressed_batch` event, query
 * only. Datadog documents the SDK's options and the RUM event attributes; the intake's wire format is
 * read off the SDK's open-source code (not a published contract): messages joined by `\n`, a view
 * sent again with a higher `_dd.document_version` each time it changes (a batch keeps its latest).
 * Requests through a first-party proxy (`?ddforward=…`) are not recognised.
 */
import { parseMultipart } from '../../url/multipart.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { readBatchLines } from './batch-lines.js';
import { callOf, INTAKE_HOSTS, isKnownNonHit, SCRIPT_HOST } from './intake.js';
import { DATADOG_RUM_PARAMS, DATADOG_RUM_PATTERNS } from './params.js';

/** Most `ddtags` entries expanded into `ddtags.<key>` parameters. */
const MAX_TAGS = 50;

/** The query, then each `key:value` of `ddtags` as `ddtags.<key>`. */
function queryParams(request: RequestView): Param[] {
  const params = [...request.query];
  const tags = getParam(request.query, 'ddtags');
  if (tags === undefined) return params;
  for (const tag of tags.split(',', MAX_TAGS)) {
    const colon = tag.indexOf(':');
    if (colon > 0) params.push({ name: `ddtags.${tag.slice(0, colon)}`, value: tag.slice(colon + 1) });
  }
  return params;
}

function decodeBatch(request: RequestView, track: 'rum' | 'logs'): VendorEvent[] {
  const shared = queryParams(request);
  const replicaApplication = getParam(request.query, 'application.id') || null;
  if (getParam(request.query, 'dd-evp-encoding') !== undefined) {
    return [{ eventName: 'compressed_batch', accountID: replicaApplication, params: shared }];
  }
  const lines = readBatchLines(request.body);
  if (lines.length === 0) {
    return [{ eventName: 'unknown_event', accountID: replicaApplication, params: shared }];
  }
  return lines.map((line) => {
    const readable = line.params.length > 0;
    const eventName = !readable
      ? 'unknown_event'
      : track === 'logs'
        ? 'log'
        : getParam(line.params, 'type') || 'unknown_event';
    const account = getParam(line.params, track === 'logs' ? 'application_id' : 'application.id');
    return {
      eventName,
      accountID: account || null,
      params: [...shared, ...line.params],
      findings: line.findings,
    };
  });
}

/** The metadata of a replay segment: the `event` part's JSON flattened, any other text field as sent. */
function replayParams(body: string | null): Param[] {
  const parts = body === null ? null : parseMultipart(body);
  if (parts === null) return [];
  const params: Param[] = [];
  for (const part of parts) {
    if (part.name === 'segment') continue;
    const parsed = part.name === 'event' ? tryParseJson(part.value) : null;
    if (parsed?.ok === true && parsed.value !== null && typeof parsed.value === 'object') {
      // A loop, not a spread: a forged part may flatten to more fields than a call takes arguments.
      for (const field of flattenJson(parsed.value)) params.push(field);
    } else params.push(part);
  }
  return params;
}

function decodeDatadogRum(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'rum' || call === 'logs') return decodeBatch(request, call);
  if (call === 'replay') {
    const params = [...queryParams(request), ...replayParams(request.body)];
    return [{ eventName: 'replay_segment', accountID: getParam(params, 'application.id') || null, params }];
  }
  return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
}

export const datadogRum = defineVendor({
  code: 'DATADOGRUM',
  name: 'Datadog RUM (browser SDK)',
  kind: 'analytics',
  badge: { short: 'DD', color: 'oklch(44.6% 0.171 303.5)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['view'],
  pageUrlParams: ['view.url'],
  purchase: null,
  // A view is sent again each time it changes, under the same `view.id` with a higher document version.
  // The SDK sends a batch with fetch (`api:fetch` in `ddtags`) and sends it again with XHR (`api:xhr`)
  // only when the fetch failed to go out (core/src/transport/httpRequest.ts): one delivery, not two.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: [
      'view.id',
      '_dd.document_version',
      'action.id',
      'resource.id',
      'error.id',
      'long_task.id',
      'ddtags.api',
    ],
  },
  hosts: INTAKE_HOSTS,
  knownNonHits: isKnownNonHit,
  matchHosts: [...INTAKE_HOSTS, SCRIPT_HOST],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeDatadogRum,
  params: DATADOG_RUM_PARAMS,
  patterns: DATADOG_RUM_PATTERNS,
  volatile: ['batch_time', 'dd-request-id', 'date', '_dd.drift', '_dd.retry_count', '_dd.retry_after'],
  sessionIds: ['session.id', 'session_id', 'view.id', 'usr.anonymous_id'],
});
