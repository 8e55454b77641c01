/**
 * mParticle (Web SDK).
 *
 * Recognised: event uploads `/v<n>/JS/<api key>/events` (any case of `events`) on `mparticle.com`
 * hosts (`jssdks.mparticle.com`, regional `jssdks.<pod>.mparticle.com`); identity calls
 * `identity.mparticle.com/v1/<identify|login|logout|modify>` (the call's name); the SDK
 * `jssdkcdns.mparticle.com/js/v2/<api key>/mparticle.js` (`library_load`).
 *
 * Bodies: v3 is `{events: [{event_type, data: {event_name, custom_attributes…}}], …}`, one event per
 * entry, named by `data.event_name`, else its `event_type` (`session_start`, `screen_view`…); v1/v2
 * send one message `{dt, n, attrs, …}`, named by `n`, else its data type `dt` (`ss` session start,
 * `pv` page view, `e` event, `cm` commerce). Relied on: these are the Web SDK's wire formats.
 * Account: the API key in the path (`us1-…`); null for identity calls.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MPARTICLE_PARAMS, MPARTICLE_PATTERNS } from './params.js';

const EVENTS = /^\/v\d+\/JS\/([^/]+)\/events\/?$/i;
const IDENTITY = /^\/v1\/(identify|login|logout|modify)\/?$/;
const SDK = /^\/js\/v\d+\/([^/]+)\/mparticle(?:\.min)?\.js$/;

type Call = { kind: 'events' | 'identity' | 'sdk'; value: string };

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (!hostMatches(host, 'mparticle.com')) return null;
  if (host === 'identity.mparticle.com') {
    const name = IDENTITY.exec(path)?.[1];
    return name === undefined ? null : { kind: 'identity', value: name };
  }
  if (host === 'jssdkcdns.mparticle.com') {
    const key = SDK.exec(path)?.[1];
    return key === undefined ? null : { kind: 'sdk', value: key };
  }
  const key = EVENTS.exec(path)?.[1];
  return key === undefined ? null : { kind: 'events', value: key };
}

function decodeEvents(request: RequestView, key: string): VendorEvent[] {
  const body = readJsonBody(request.body);
  const split = splitIndexedEntries(body.params, 'events');
  const shared = [...request.query, ...split.shared];
  const events = split.entries;
  if (events.length === 0) {
    const name = getParam(shared, 'n') || getParam(shared, 'dt') || 'unknown_event';
    return [{ eventName: name, accountID: key, params: shared, findings: body.findings }];
  }
  return events.map((own, index) => ({
    eventName: getParam(own, 'data.event_name') || getParam(own, 'event_type') || 'unknown_event',
    accountID: key,
    params: [...shared, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}

function decodeMParticle(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call?.kind === 'events') return decodeEvents(request, call.value);
  if (call?.kind === 'identity') {
    const body = readJsonBody(request.body);
    return [
      {
        eventName: call.value,
        accountID: null,
        params: [...request.query, ...body.params],
        findings: body.findings,
      },
    ];
  }
  return [{ eventName: 'library_load', accountID: call?.value ?? null, params: [...request.query] }];
}

export const mparticle = defineVendor({
  code: 'MPARTICLE',
  name: 'mParticle',
  kind: 'analytics',
  badge: { short: 'mP', color: 'oklch(26.6% 0.079 36.259)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['screen_view', 'pv'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { ...NO_DUPLICATE_KEYS, eventIds: ['data.source_message_id', 'id'] },
  matchHosts: ['mparticle.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeMParticle,
  params: MPARTICLE_PARAMS,
  patterns: MPARTICLE_PATTERNS,
  volatile: ['timestamp_unixtime_ms', 'data.timestamp_unixtime_ms', 'ct', 'data.session_start_unixtime_ms'],
});
