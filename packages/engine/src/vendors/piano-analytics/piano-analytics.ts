/**
 * Piano Analytics (formerly AT Internet).
 *
 * Recognised: the classic SmartTag hit `…/hit.xiti` on any host (`logc<n>.xiti.com` or a first-party
 * collection domain); the Piano Analytics SDK's `POST /event` on `*.pa-cd.com` collection domains,
 * JSON body `{events: [{name, data}]}` with one event per entry.
 *
 * Event name: a Piano Analytics event's `name` (`page.display`, `click.action`…); a classic hit is a
 * `click` when it says `type=click` (its label in `p`), an `ad_impression` when it says `type=ad`
 * (a campaign banner's impression pixel, the campaign in `xto` in the xtor format, e.g.
 * `AD-29-[campaign]-[creative]-…`; AT Internet's help centre: `hit.xiti?s=…&xto=…&type=ad&hl=…`), else
 * a `page_view` (page in `p`).
 * The SmartTag and SDK scripts on `tag.aticdn.net` are a `library_load` (account: the site id that
 * starts their path, when there is one).
 * Account: the site id `s`, else `xts` (the site id under the name AT's campaign links and banner pixels
 * give it: "the xts variable contains your site ID"). Relied on: `p` (page or click label), `s2`
 * (level 2), `clic` (click type), `idclient` (visitor id) and `x<n>` (site custom variables) are the
 * SmartTag's query fields; `Rdt=On` is what the collector adds when it redirects a hit to itself after
 * setting its cookie (seen in real captures: the 302 and its follow-up are one hit).
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { defineVendor, type ParamPattern, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function isClassic(request: RequestView): boolean {
  return request.url.path.endsWith('/hit.xiti');
}

function isSdk(request: RequestView): boolean {
  return hostMatches(request.url.host, 'pa-cd.com') && request.url.path.replace(/\/+$/, '') === '/event';
}

function isScript(request: RequestView): boolean {
  return request.url.host === 'tag.aticdn.net' && request.url.path.endsWith('.js');
}

/** The classic hit's event from its `type`: a click, a campaign banner's impression, else a page view. */
function classicEventName(request: RequestView): string {
  const type = getParam(request.query, 'type');
  if (type === 'click') return 'click';
  return type === 'ad' ? 'ad_impression' : 'page_view';
}

function decodePiano(request: RequestView): VendorEvent[] {
  if (isScript(request)) {
    const site = /^\/(\d+)\//.exec(request.url.path)?.[1] ?? null;
    return [{ eventName: 'library_load', accountID: site, params: [...request.query] }];
  }
  const account = getParam(request.query, 's') ?? null;
  if (isClassic(request)) {
    const siteId = account ?? getParam(request.query, 'xts') ?? null;
    return [{ eventName: classicEventName(request), accountID: siteId, params: [...request.query] }];
  }
  const body = readJsonBody(request.body);
  const split = splitIndexedEntries(body.params, 'events');
  const shared = [...request.query, ...split.shared];
  if (split.entries.length === 0)
    return [{ eventName: 'unknown_event', accountID: account, params: shared, findings: body.findings }];
  return split.entries.map((own, index) => ({
    eventName: getParam(own, 'name') || 'unknown_event',
    accountID: account,
    params: [...shared, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}

/** `x12` → Site custom variable 12; other names with the letter stay in `other`. */
function numbered(prefix: string, words: string): ParamPattern {
  const isNumber = (rest: string) => /^\d+$/.test(rest);
  return {
    prefix,
    group: (rest) => (isNumber(rest) ? 'custom_event_parameters' : 'other'),
    label: (rest, name) => (isNumber(rest) ? `${words}${rest}` : name),
  };
}

export const pianoAnalytics = defineVendor({
  code: 'PIANOANALYTICS',
  aliases: ['ATINTERNET'],
  name: 'Piano Analytics (AT Internet)',
  kind: 'analytics',
  badge: { short: 'PA', color: 'oklch(44.3% 0.11 240.79)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page.display', 'page_view'],
  pageUrlParams: ['data.page_url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isClassic(request) || isSdk(request) || isScript(request)),
  decode: decodePiano,
  params: {
    s: { label: 'Site ID', group: 'most_used' },
    xts: { label: 'Site ID (xts)', group: 'most_used' },
    xto: { label: 'Campaign (xtor format)', group: 'most_used' },
    Rdt: { label: "Collector's cookie redirect", group: 'other' },
    s2: { label: 'Level 2 (site section)', group: 'most_used' },
    p: { label: 'Page or click label', group: 'most_used' },
    type: { label: 'Hit type (click, ad)', group: 'most_used' },
    clic: { label: 'Click type (A action, N navigation, S exit, T download)', group: 'most_used' },
    idclient: { label: 'Visitor ID', group: 'user' },
    vtag: { label: 'Tag version', group: 'other' },
    ptag: { label: 'Tag platform', group: 'other' },
    ts: { label: 'Timestamp', group: 'other' },
    r: { label: 'Screen', group: 'user' },
    re: { label: 'Window', group: 'user' },
    hl: { label: 'Local time', group: 'other' },
    lng: { label: 'Language', group: 'user' },
    ref: { label: 'Referrer', group: 'most_used' },
    idp: { label: 'Page view ID', group: 'other' },
    name: { label: 'Event name', group: 'most_used' },
    'data.page': { label: 'Page', group: 'most_used' },
    'data.page_chapter1': { label: 'Page chapter 1', group: 'most_used' },
    'data.site_level2': { label: 'Level 2 (site section)', group: 'most_used' },
    'data.page_url': { label: 'Page URL', group: 'most_used' },
    'data.visitor_privacy_mode': { label: 'Privacy mode', group: 'consent_mode' },
    'data.visitor_privacy_consent': { label: 'Privacy consent', group: 'consent_mode' },
    'data.user_id': { label: 'User ID', group: 'user' },
  },
  patterns: [
    numbered('x', 'Site custom variable '),
    numbered('f', 'Page custom variable '),
    { prefix: 'data.', group: 'custom_event_parameters', label: (rest) => `Property: ${rest}` },
  ],
  volatile: ['ts', 'hl', 'idp', 'rn'],
});
