/**
 * Split (Split.io feature flags and experiments, now Harness Feature Management) — the records its
 * SDKs post to `events.split.io`.
 *
 * Recognised on `events.split.io`: `/api/events/bulk` and `/api/events/beacon` (tracked events),
 * `/api/testImpressions/bulk` and `/api/testImpressions/beacon` (impressions: which treatment of a
 * flag a key got), `/api/testImpressions/count` and `/api/testImpressions/count/beacon` (impression
 * counts sent in the OPTIMIZED impressions mode).
 *
 * Bodies are JSON. A bulk call posts the list itself: events `[{eventTypeId, trafficTypeName, key,
 * value, timestamp, properties}]`, impressions grouped by flag `[{f, i: [{k, t, m, c, r, b, pt}]}]`
 * (older SDKs: `[{testName, keyImpressions: [{keyName, treatment, time, changeNumber, label,
 * bucketingKey}]}]`), counts `{pf: [{f, m, rc}]}`. A beacon, sent when the page is hidden, wraps the
 * same list as `{entries, token, sdk}` (impressions add `sim`, the impressions mode).
 *
 * One event per entry: the event type `eventTypeId` for a tracked event, `impression` per keyed
 * impression, `impressions_count` per counted flag. Account: the SDK key, `token` of a beacon (a bulk
 * call sends it in its Authorization header, which is not captured: null).
 * Relied on: these payloads as the JavaScript SDK (splitio/javascript-commons) builds them, read off
 * its source and tests, not a published contract.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { SPLIT_PARAMS, SPLIT_PATTERNS } from './params.js';

type Stream = 'events' | 'impressions' | 'counts';

interface SplitCall {
  stream: Stream;
  beacon: boolean;
}

const HOST = 'events.split.io';

const CALLS: ReadonlyMap<string, SplitCall> = new Map([
  ['/api/events/bulk', { stream: 'events', beacon: false }],
  ['/api/events/beacon', { stream: 'events', beacon: true }],
  ['/api/testImpressions/bulk', { stream: 'impressions', beacon: false }],
  ['/api/testImpressions/beacon', { stream: 'impressions', beacon: true }],
  ['/api/testImpressions/count', { stream: 'counts', beacon: false }],
  ['/api/testImpressions/count/beacon', { stream: 'counts', beacon: true }],
]);

/** The event name of an entry of each stream, and of a request whose list is empty or unreadable. */
const ENTRY_NAME: Readonly<Record<Stream, string>> = {
  events: 'unknown_event',
  impressions: 'impression',
  counts: 'impressions_count',
};

function callOf(request: RequestView): SplitCall | undefined {
  if (request.url.host !== HOST) return undefined;
  const path = request.url.path;
  return CALLS.get(path.endsWith('/') ? path.slice(0, -1) : path);
}

/** Where the list sits in the flattened body: the root of a bulk call, `entries` of a beacon. */
function listField(call: SplitCall): string {
  if (call.stream === 'counts') return call.beacon ? 'entries.pf' : 'pf';
  return call.beacon ? 'entries' : '';
}

/** One list of parameters per keyed impression of a flag's entry (`i[n]`, or `keyImpressions[n]`). */
function keyedImpressions(flag: readonly Param[]): Param[][] {
  const field = flag.some((param) => param.name.startsWith('keyImpressions[')) ? 'keyImpressions' : 'i';
  const { shared, entries } = splitIndexedEntries(flag, field);
  if (entries.length === 0) return [[...flag]];
  return entries.map((own) => [...shared, ...own]);
}

function decodeSplit(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? { stream: 'events', beacon: false };
  const body = readJsonBody(request.body);
  const { shared: bodyShared, entries } = splitIndexedEntries(body.params, listField(call));
  const shared = [...request.query, ...bodyShared];
  const accountID = getParam(shared, 'token') || null;
  const own = call.stream === 'impressions' ? entries.flatMap((entry) => keyedImpressions(entry)) : entries;
  if (own.length === 0)
    return [{ eventName: ENTRY_NAME[call.stream], accountID, params: shared, findings: body.findings }];
  return own.map((params, index) => ({
    eventName:
      call.stream === 'events'
        ? getParam(params, 'eventTypeId') || ENTRY_NAME.events
        : ENTRY_NAME[call.stream],
    accountID,
    params: [...shared, ...params],
    findings: index === 0 ? body.findings : [],
  }));
}

export const split = defineVendor({
  code: 'SPLIT',
  name: 'Split (Harness Feature Management)',
  kind: 'other',
  badge: { short: 'Spl', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another flag, key or treatment is another evaluation; another value another tracked event.
    distinctKeys: ['f', 'testName', 'k', 'keyName', 't', 'treatment', 'key', 'value', 'rc'],
  },
  hosts: [HOST],
  matchHosts: [HOST],
  match: (request) => !request.isNavigation && callOf(request) !== undefined,
  decode: decodeSplit,
  params: SPLIT_PARAMS,
  patterns: SPLIT_PATTERNS,
  volatile: ['timestamp', 'm', 'time', 'pt'],
  sessionIds: ['key', 'k', 'keyName'],
});
