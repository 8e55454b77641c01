/**
 * Google Analytics 4.
 *
 * Undocumented behaviour relied on (Google does not document the browser wire format): gtag.js sends
 * `/g/collect?v=2&tid=G-…` with the hit-level parameters in the query string; several events may be
 * batched in a POST body, one event per line, each line overriding the shared parameters. First-party
 * and server-side tagging hosts, and Google Tag Gateway paths, keep `tid` and `v=2`: off Google's hosts
 * a path ending in `/collect` with both is GA4, and so is any other path (a server-side container's
 * renamed GA4 client path such as `/data`) whose `tid` is a measurement id `G-…`. The Measurement
 * Protocol (`/mp/collect?measurement_id=…`) sends JSON `{client_id, events: [{name, params}]}`.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { GA4_CODE } from './code.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { ga4Purchase } from './purchase.js';
import { ga4MetricCategories } from './metric-categories.js';
import { bodyLines, bodyNotCaptured, isBodilessPost, readJsonBody } from '../body.js';
import { decodeItemString, isItemParam } from './items.js';
import { GA4_PARAMS, GA4_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';
import type { Finding } from '../../findings/finding.js';

const GOOGLE_HOSTS = ['google-analytics.com', 'analytics.google.com'];
const NOT_GA4_HOSTS = ['clarity.ms', 'doubleclick.net', 'merchant-center-analytics.goog'];
/** A Google Merchant Center tag ID (`MC-…`): the same protocol, but no GA4 property (google-merchant-center/). */
export const MERCHANT_CENTER_TAG_PREFIX = 'MC-';

function matchesAny(host: string, domains: readonly string[]): boolean {
  for (const domain of domains) if (hostMatches(host, domain)) return true;
  return false;
}

/**
 * GA4's match, tried on nearly every request (second in the registry): the query is read once for `v`
 * before anything else, as off Google's collect paths a GA4 hit always says `v=2`. A Universal
 * Analytics hit (`v=1`, or a `UA-` tracking id) is never GA4, whatever its path.
 */
function matchGa4(request: RequestView): boolean {
  const { host, path } = request.url;
  if (matchesAny(host, NOT_GA4_HOSTS)) return false;
  const onGoogle =
    matchesAny(host, GOOGLE_HOSTS) && (path.endsWith('/g/collect') || path.endsWith('/mp/collect'));
  const version = getParam(request.query, 'v');
  if (version === '1' || (!onGoogle && version !== '2')) return false;
  const tid = (getParam(request.query, 'tid') ?? '').toUpperCase();
  if (tid.startsWith('UA-') || tid.startsWith(MERCHANT_CENTER_TAG_PREFIX)) return false;
  if (onGoogle) return true;
  return tid.length > 0 && (path.endsWith('/collect') || tid.startsWith('G-'));
}

/**
 * Adds the decoded fields of every item string after the item itself. `params` is the caller's own
 * list, left as it is: without items (most hits) it is the list returned, not a copy of it.
 */
function expandItems(params: Param[]): { params: Param[]; findings: VendorEvent['findings'] } {
  let out: Param[] | null = null;
  const findings: NonNullable<VendorEvent['findings']> = [];
  for (let index = 0; index < params.length; index++) {
    const param = params[index] as Param;
    if (!isItemParam(param.name)) {
      out?.push(param);
      continue;
    }
    out ??= params.slice(0, index);
    out.push(param);
    const item = decodeItemString(param.name, param.value);
    appendAll(out, item.params);
    appendAll(findings, item.findings);
  }
  return { params: out ?? params, findings };
}

function browserEvent(shared: readonly Param[], line: readonly Param[]): VendorEvent {
  const merged = mergeParams(shared, line);
  const { params, findings } = expandItems(merged);
  return {
    eventName: getParam(merged, 'en') ?? 'unknown_event',
    accountID: getParam(merged, 'tid') ?? null,
    params,
    findings,
  };
}

function decodeBrowserHit(request: RequestView): VendorEvent[] {
  const lines = bodyLines(request.body);
  if (lines.length > 0) return lines.map((line) => browserEvent(request.query, parseParams(line)));
  const event = browserEvent(request.query, []);
  return [
    bodyLeftOut(request) ? { ...event, findings: [...(event.findings ?? []), bodyLeftOutFinding()] } : event,
  ];
}

/**
 * A POST with no event name in its URL and no body in the capture: gtag.js sends a batch's events in
 * the body, one per line, and the capture left it out (a list of URLs, a log, an export without
 * request bodies). Its events are unknown, not missing.
 */
function bodyLeftOut(request: RequestView): boolean {
  return isBodilessPost(request) && getParam(request.query, 'en') === undefined;
}

function bodyLeftOutFinding(): Finding {
  return bodyNotCaptured(
    'This POST names no event in its URL, and the capture holds no body, where gtag.js sends the events ' +
      'of a batch, one per line',
    'its events',
    'them',
  );
}

/** Measurement Protocol: one event per entry of `events`, with the top-level fields shared. */
function decodeMeasurementProtocol(request: RequestView): VendorEvent[] {
  const body = readJsonBody(request.body);
  const accountID =
    getParam(request.query, 'measurement_id') ?? getParam(request.query, 'firebase_app_id') ?? null;
  const json = body.json;
  const events =
    json !== null && typeof json === 'object' && Array.isArray((json as { events?: unknown }).events)
      ? (json as { events: unknown[] }).events
      : [];
  const shared = body.params.filter((param) => !param.name.startsWith('events['));
  if (events.length === 0) {
    return [
      {
        eventName: 'unknown_event',
        accountID,
        params: [...request.query, ...shared],
        findings: body.findings,
      },
    ];
  }
  return events.map((_, index) => {
    const prefix = `events[${index}].`;
    const own = body.params
      .filter((param) => param.name.startsWith(prefix))
      .map((param) => ({ name: param.name.slice(prefix.length), value: param.value }));
    return {
      eventName: getParam(own, 'name') ?? 'unknown_event',
      accountID,
      params: [...request.query, ...shared, ...own],
      findings: index === 0 ? body.findings : [],
    };
  });
}

export const ga4 = defineVendor({
  code: GA4_CODE,
  name: 'Google Analytics 4',
  kind: 'analytics',
  badge: { short: 'GA4', color: 'oklch(76.9% 0.188 70.08)', textColor: 'oklch(12.9% 0.042 264.695)' },
  supported: true,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['dl', 'params.page_location', 'ep.page_location'],
  purchase: ga4Purchase,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: ['ep.transaction_id', 'params.transaction_id'],
    // Google deduplicates purchases by transaction id; the partial refunds of one order share theirs.
    dedupEvents: ['purchase'],
    // `_p`, drawn once per page load, and the page's referrer: hits of two loads of a page are never
    // one hit fired twice.
    pageLoad: { id: '_p', referrer: 'dr' },
    // Which tag or command sent a hit: the tag build (`gtm`, naming its containers), the event-usage
    // bits (`_eu`), the config command's Google-signals join on its first hit (`_gaz`), and the tag's
    // settings and usage flags (`_ee`, `_tu`). A page_view sent by the Google tag's config and again by
    // a page_view event (GTM's or gtag's) differs only in them: one page view counted twice.
    tagMarks: ['gtm', '_eu', '_gaz', '_ee', '_tu'],
    // Another order, or another browser (client id) or signed-in user: never the same event sent twice.
    // Nor are a scroll at 25 % and one at 50 % (enhanced measurement's `percent_scrolled`, the names
    // GTM scroll-depth tags commonly use), two video milestones or videos, two values, two item lists;
    // nor what enhanced measurement says an event is about (the link clicked, the file, the form, the
    // search) or the category, action and label of events carried over from Universal Analytics; nor
    // two ads AdSense reports as shown (`ad_impression`, each with its own `query_id`).
    distinctKeys: [
      'ep.transaction_id',
      'params.transaction_id',
      'cid',
      'client_id',
      'uid',
      'user_id',
      'ep*.percent_scrolled',
      'ep*.scroll_depth',
      'ep*.scroll_threshold',
      'params.percent_scrolled',
      'ep*.video_percent',
      'ep*.video_url',
      'params.video_percent',
      'params.video_url',
      'ep*.value',
      'params.value',
      'pr*.id',
      'params.items[*].item_id',
      'ep*.event_category',
      'ep*.event_action',
      'ep*.event_label',
      'params.event_category',
      'params.event_action',
      'params.event_label',
      'ep.link_url',
      'ep.link_text',
      'ep.file_name',
      'ep.form_id',
      'ep.form_name',
      'ep.search_term',
      'params.link_url',
      'params.search_term',
      // AdSense's id of one ad shown: each `ad_impression` it reports is another ad.
      'ep.query_id',
    ],
  },
  metricCategories: ga4MetricCategories,
  hosts: ['google-analytics.com'],
  match: matchGa4,
  decode: (request) =>
    request.url.path.endsWith('/mp/collect') ? decodeMeasurementProtocol(request) : decodeBrowserHit(request),
  params: GA4_PARAMS,
  patterns: GA4_PATTERNS,
  sessionIds: ['cid', 'sid'],
  volatile: [
    '_s',
    '_et',
    '_p',
    'tfd',
    '_z',
    'sct',
    'seg',
    '_ss',
    '_fv',
    '_nsi',
    'timestamp_micros',
    'richsstsse',
  ],
});
