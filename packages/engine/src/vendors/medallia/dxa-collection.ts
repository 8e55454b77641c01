/**
 * Medallia DXA's HTTP collection: when the tag cannot use its WebSocket it posts each message to
 * `collection.decibelinsight.net/i/<account number>/da/?type=<message>&wid=<website id>&sid=…&pvid=…`
 * (with `retryCode=socketNotConnected` while the socket is down; the closing messages of the page, sent
 * with `ex=1`, come this way too).
 *
 * Read off a real capture (savethechildren.org, 2021, The Markup's nonprofit privacy inspections: 18
 * such POSTs), not documented: `type` names the message (`page`, `multi`, `html`, `resourceList`); `dc`
 * counts the sends of the page view (1, 2, 3…) and `dl` is the body's length; `type=page` carries the
 * page view as a form body (`pt` the title, `pu` the URL, `ref`, `lan`, screen `srw`/`srh` and viewport
 * `vpw`/`vph`, `v` the tag's version); `multi` a JSON list of `{type, data, offset}` entries (`perf`,
 * `formmeta`, `proxyUrls`, `scrollinfo`, `patch`…), read flattened; `html` and `resourceList` the
 * page's markup and stylesheets for the session replay, not read (as other replay uploads).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import type { ParamSpec, RequestView, VendorEvent } from '../define-vendor.js';

const DXA_DOMAIN = 'decibelinsight.net';
/** `/i/<account number>/da/`; group 1 is the account number. */
const DATA_PATH = /^\/i\/(\d+)\/da\/?$/;
/** Messages whose body is replay content (the page's markup, its stylesheets): not read. */
const REPLAY_TYPES: ReadonlySet<string> = new Set(['html', 'resourceList']);

/** The account number of a DXA data request, or null for any other request. */
export function dxaDataAccount(request: RequestView): string | null {
  if (!hostMatches(request.url.host, DXA_DOMAIN)) return null;
  return DATA_PATH.exec(request.url.path)?.[1] ?? null;
}

/** One event named by the message `type`, account `<account number>/<wid>`, with the body's fields. */
export function decodeDxaData(request: RequestView, account: string): VendorEvent[] {
  const type = getParam(request.query, 'type') ?? '';
  const website = getParam(request.query, 'wid') ?? '';
  const body = REPLAY_TYPES.has(type) ? { params: [], findings: [] } : readAnyBody(request.body);
  const params: Param[] = [
    { name: 'product', value: 'DXA' },
    { name: 'account_number', value: account },
    ...request.query,
    ...body.params,
  ];
  return [
    {
      eventName: type.length > 0 ? type : 'unknown_event',
      accountID: website.length > 0 ? `${account}/${website}` : account,
      params,
      findings: body.findings,
    },
  ];
}

/** Labels of the DXA data fields whose meaning the capture shows (see above). */
export const DXA_DATA_PARAMS: Readonly<Record<string, ParamSpec>> = {
  type: { label: 'DXA message type', group: 'most_used' },
  wid: { label: 'DXA website (property) ID', group: 'most_used' },
  sid: { label: 'DXA session ID', group: 'user' },
  pvid: { label: 'DXA page view ID', group: 'user' },
  retryCode: { label: 'Why the message came over HTTP (socket state)', group: 'other' },
  dc: { label: 'Send number in the page view', group: 'other' },
  dl: { label: 'Body length', group: 'other' },
  pt: { label: 'Page title', group: 'most_used' },
  pu: { label: 'Page URL', group: 'most_used' },
  ref: { label: 'Referrer', group: 'most_used' },
  lan: { label: 'Browser language', group: 'user' },
  srw: { label: 'Screen width', group: 'user' },
  srh: { label: 'Screen height', group: 'user' },
  vpw: { label: 'Viewport width', group: 'user' },
  vph: { label: 'Viewport height', group: 'user' },
  v: { label: 'DXA tag version', group: 'other' },
};
