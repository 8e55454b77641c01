/**
 * Wunderkind (formerly BounceX, Bounce Exchange): its site tag and the event stream behind its
 * on-site campaigns, e-mail and text capture and ads.
 *
 * Wunderkind publishes no wire format. Read off public copies of its own code — an older BounceX tag
 * (`event_stream_report`, `buildReport`, `report_conversion_sync`), its Shopify web pixel (constants
 * `https://events.bouncex.net` and `https://api.bounceexchange.com`, lz-string bundled) and a site's
 * `i.js` (`bouncex.website = {"id":…, "bau":"api.bounceexchange.com", "beu":"events.bouncex.net"}`):
 * - an event is a GET to `events.bouncex.net/track.gif/<event name>` (the name URL-encoded: `add to
 *   cart`), its fields in the query: `websiteid` (the site's account, `bouncex.website.id`), `visitid`,
 *   `deviceid`, `pageviewid`, `sequenceid` (a counter the tag raises for every event it sends),
 *   `clienttimestamp`, `clientapiversion`, `device`, `mode`, `source` (`web`; `bouncex` for campaign
 *   events, `ads` for the ad ones in the capture below), `agent`, `soft_id` and `hard_id`
 *   (Wunderkind's identity ids), `page_type`, `testmode`;
 *   family fields written `family:field` (`pageview:url`, `user:email`, `item:id`…). Campaign events
 *   (`eligible` for a view, `pop`, `trypop`, `click`, `close`, `bid_fill`, `bid_none`, `bid_empty`,
 *   `bid_error`) add `campaignid` and `uq=1` on the campaign's first view in the visit;
 * - the conversion pixel `api.bounceexchange.com/capture/convert.gif` (`order_id`, `amount`, `goal`,
 *   `email`, `website_id`, `visit_id`, `device_id`, `pvid`, `sid`, `cts`, `cookie`, `extradata`), the
 *   Shopify pixel's `convert2.gif`, and the capture form's `submit.gif` (`campaign_id`, `website_id`…);
 * - the tag script `bounceexchange.com/tag/<website id>/i.js` in older site code.
 *
 * Inferred from a real cnn.com load (Lighthouse's test data, 2024): today's tag sends most events with
 * one query field `wklz`, the fields above packed as a query string by lz-string's
 * `compressToEncodedURIComponent` (unpacked, they are the fields the code sets; `id_sync` is
 * sent unpacked); the tag script is `tag.bounceexchange.com/<website id>/i.js`; the call
 * `contextual-analytics.wunderkind.co/api/contextual?url=…&website_id=…` (named `contextual_lookup`
 * after its path) carries the page. An unreadable `wklz` stays as it is, with an info finding.
 * The campaign scripts on `<site>.bounceexchange.com/bounce/…` and `assets.bounceexchange.com` are
 * not hits.
 *
 * Its ad exchange `ssp.wknd.ai` (same cnn.com load): the tag POSTs an OpenRTB bid request per ad
 * opportunity to `/<partner>` (`/magnite`; one `imp` each, `source.ext.schain` naming `wunderkind.co`
 * with the site's id as `sid`, answered 204 when no bid): `bid_request`, the partner from the path as
 * `partner`, the body flattened, account `sid` of the `wunderkind.co` node; and the partner's cookie
 * sync redirects to `/<partner>-sync?uid=…` (`cookie_sync`, like other vendors' sync pixels an event
 * of its own, account none).
 *
 * Event name: the path's event, `conversion` (`conversion_v2` for `convert2.gif`), `form_submit`,
 * `contextual_lookup`, `bid_request`, `cookie_sync`, `library_load`. Account: `websiteid`
 * (`website_id`), the script's path id, the bid request's schain `sid`.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { decompressFromEncodedURIComponent } from './lz-string.js';
import { WUNDERKIND_PARAMS, WUNDERKIND_PATTERNS } from './params.js';
import { own } from '../../own.js';

const EVENTS_HOST = 'events.bouncex.net';
const EVENT_PATH = /^\/track\.gif\/([^/]+)\/?$/;
const TAG_SCRIPT = /^\/(\d+)\/i\.js$/;
const LEGACY_TAG_SCRIPT = /^\/tag\/(\d+)\/i\.js$/;
const LEGACY_TAG_HOSTS: ReadonlySet<string> = new Set(['bounceexchange.com', 'www.bounceexchange.com']);
const CAPTURE_PATH = /^\/capture\/(convert|convert2|submit)\.gif$/;
const EVENT_OF_CAPTURE: Readonly<Record<string, string>> = {
  convert: 'conversion',
  convert2: 'conversion_v2',
  submit: 'form_submit',
};
const CONTEXTUAL_HOST = 'contextual-analytics.wunderkind.co';
const PACKED = 'wklz';
const SSP_HOST = 'ssp.wknd.ai';
/** `/<partner>` (a bid request) or `/<partner>-sync` (a cookie sync); group 1 the partner. */
const SSP_PATH = /^\/([a-z0-9]+)(-sync)?$/;
const SCHAIN_NODE = /^source\.ext\.schain\.nodes\[(\d+)\]\.asi$/;

type Call =
  | { kind: 'event'; name: string }
  | { kind: 'script'; account: string }
  | { kind: 'capture'; name: string }
  | { kind: 'contextual' }
  | { kind: 'bid'; partner: string }
  | { kind: 'sync'; partner: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === EVENTS_HOST) {
    const name = EVENT_PATH.exec(path)?.[1];
    return name === undefined ? null : { kind: 'event', name: decodeComponent(name, false) };
  }
  if (host === 'tag.bounceexchange.com') {
    const account = TAG_SCRIPT.exec(path)?.[1];
    return account === undefined ? null : { kind: 'script', account };
  }
  if (LEGACY_TAG_HOSTS.has(host)) {
    const account = LEGACY_TAG_SCRIPT.exec(path)?.[1];
    return account === undefined ? null : { kind: 'script', account };
  }
  if (host === 'api.bounceexchange.com') {
    const capture = CAPTURE_PATH.exec(path)?.[1];
    const name = capture === undefined ? undefined : own(EVENT_OF_CAPTURE, capture);
    return name === undefined ? null : { kind: 'capture', name };
  }
  if (host === CONTEXTUAL_HOST && path === '/api/contextual') return { kind: 'contextual' };
  if (host === SSP_HOST) return sspCall(request);
  return null;
}

/** A bid request (POST) or a cookie sync (GET) on the ad exchange. */
function sspCall(request: RequestView): Call | null {
  const match = SSP_PATH.exec(request.url.path);
  const partner = match?.[1];
  if (partner === undefined) return null;
  if (match?.[2] !== undefined) return request.method === 'POST' ? null : { kind: 'sync', partner };
  return request.method === 'POST' ? { kind: 'bid', partner } : null;
}

/** The bid request's fields, its account the `sid` of the `wunderkind.co` supply chain node. */
function decodeBidRequest(request: RequestView, partner: string): VendorEvent[] {
  const body = readJsonBody(request.body);
  const node = body.params
    .map((param) => (param.value === 'wunderkind.co' ? SCHAIN_NODE.exec(param.name)?.[1] : undefined))
    .find((index) => index !== undefined);
  const sid = node === undefined ? undefined : getParam(body.params, `source.ext.schain.nodes[${node}].sid`);
  return [
    {
      eventName: 'bid_request',
      accountID: sid || null,
      params: [{ name: 'partner', value: partner }, ...request.query, ...body.params],
      ...(body.findings.length > 0 ? { findings: body.findings } : {}),
    },
  ];
}

function unreadable(payload: string): Finding {
  return makeFinding('PARAMETER_FORMAT_UNKNOWN', {
    fieldPath: `queryParams.${PACKED}`,
    parameter: PACKED,
    message: 'The Wunderkind payload `wklz` is not lz-string text, so its fields could not be read.',
    expected: "lz-string's compressToEncodedURIComponent output",
    received: `${payload.length} characters`,
  });
}

/** The query with a packed `wklz` replaced by its fields; an unreadable one stays, with a finding. */
function unpacked(query: readonly Param[]): { params: Param[]; findings: Finding[] } {
  const payload = getParam(query, PACKED);
  if (payload === undefined) return { params: [...query], findings: [] };
  const text = decompressFromEncodedURIComponent(payload);
  if (text === null) return { params: [...query], findings: [unreadable(payload)] };
  const rest = query.filter((param) => param.name !== PACKED);
  return { params: [...rest, ...parseParams(text)], findings: [] };
}

function accountOf(params: readonly Param[]): string | null {
  return getParam(params, 'websiteid') || getParam(params, 'website_id') || null;
}

function decodeWunderkind(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call?.kind === 'script')
    return [{ eventName: 'library_load', accountID: call.account, params: [...request.query] }];
  if (call?.kind === 'bid') return decodeBidRequest(request, call.partner);
  if (call?.kind === 'sync')
    return [
      {
        eventName: 'cookie_sync',
        accountID: null,
        params: [{ name: 'partner', value: call.partner }, ...request.query],
      },
    ];
  const { params, findings } = unpacked(request.query);
  const eventName =
    call === null ? 'unknown_event' : call.kind === 'contextual' ? 'contextual_lookup' : call.name;
  return [
    {
      eventName: eventName.length > 0 ? eventName : 'unknown_event',
      accountID: accountOf(params),
      params,
      ...(findings.length > 0 ? { findings } : {}),
    },
  ];
}

export const wunderkind = defineVendor({
  code: 'WUNDERKIND',
  aliases: ['BOUNCEX'],
  name: 'Wunderkind (BounceX)',
  kind: 'other',
  badge: { short: 'Wk', color: '#16161d', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['pageview:url', 'article:url', 'url'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // The tag numbers every event it sends (a counter kept in its cookie): two events of one name with
    // other numbers (a campaign found eligible again after a reload, the bid of another partner) are
    // two sends of the tag; one send repeated keeps its number and is still a duplicate. Another
    // campaign or order is another event.
    distinctKeys: ['sequenceid', 'sid', 'campaignid', 'campaign_id', 'order_id', 'imp[0].id'],
  },
  hosts: [EVENTS_HOST, 'tag.bounceexchange.com', 'api.bounceexchange.com/capture/', CONTEXTUAL_HOST],
  matchHosts: ['bouncex.net', 'bounceexchange.com', 'wunderkind.co', SSP_HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeWunderkind,
  params: WUNDERKIND_PARAMS,
  patterns: WUNDERKIND_PATTERNS,
  volatile: ['clienttimestamp', 'cts'],
  sessionIds: ['deviceid', 'visitid', 'device_id', 'visit_id', 'soft_id', 'hard_id'],
});
