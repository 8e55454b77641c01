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
 * The campaign scripts on `<site>.bounceexchange.com/bounce/…` and `assets.bounceexchange.com`, and
 * the ad auctions on `ssp.wknd.ai`, are not hits.
 *
 * Event name: the path's event, `conversion` (`conversion_v2` for `convert2.gif`), `form_submit`,
 * `contextual_lookup`, `library_load`. Account: `websiteid` (`website_id`), the script's path id.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { decompressFromEncodedURIComponent } from './lz-string.js';
import { WUNDERKIND_PARAMS, WUNDERKIND_PATTERNS } from './params.js';

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

type Call =
  | { kind: 'event'; name: string }
  | { kind: 'script'; account: string }
  | { kind: 'capture'; name: string }
  | { kind: 'contextual' };

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
    const name = capture === undefined ? undefined : EVENT_OF_CAPTURE[capture];
    return name === undefined ? null : { kind: 'capture', name };
  }
  if (host === CONTEXTUAL_HOST && path === '/api/contextual') return { kind: 'contextual' };
  return null;
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
    distinctKeys: ['sequenceid', 'sid', 'campaignid', 'campaign_id', 'order_id'],
  },
  hosts: [EVENTS_HOST, 'tag.bounceexchange.com', 'api.bounceexchange.com/capture/', CONTEXTUAL_HOST],
  matchHosts: ['bouncex.net', 'bounceexchange.com', 'wunderkind.co'],
  match: (request) => callOf(request) !== null,
  decode: decodeWunderkind,
  params: WUNDERKIND_PARAMS,
  patterns: WUNDERKIND_PATTERNS,
  volatile: ['clienttimestamp', 'cts'],
  sessionIds: ['deviceid', 'visitid', 'device_id', 'visit_id', 'soft_id', 'hard_id'],
});
