/**
 * LiveInternet (liveinternet.ru): the counter of many Russian-language sites, whose button shows the
 * day's page views and visitors.
 *
 * Recognised on `counter.yadro.ru`: the hit `/hit` (`page_view`), counted for the site, or for a named
 * counter group given after `;` in the path (`/hit;RTNEWS`, `/hit;hsdigital/wn/woman/forum`); the
 * counter button's image `/logo` (`counter_button`: it names no page).
 *
 * The query is not `name=value` pairs but fields separated by `;`, each named by its first letter:
 * `t<style>` (the button's style, on counters that show one), `r<referrer>`, `s<width>*<height>*<colour
 * depth>`, `u<page URL>`, `h<page title, cut at 150 characters>`, then a random number. The texts are
 * encoded with JavaScript's `escape()`: `%F1` is `ñ` (Latin-1), `%u0436` a code unit, and are read so.
 * Account: the counter group when the path names one, else the page's host (LiveInternet counts a site
 * by its domain).
 *
 * Sources: the install codes sites publish (public pages and repositories):
 * `new Image().src = "//counter.yadro.ru/hit?r" + escape(document.referrer) + ";s" + screen.width + "*" +
 * screen.height + "*" + screen.colorDepth + ";u" + escape(document.URL) + ";h" +
 * escape(document.title.substring(0,150)) + ";" + Math.random()`, the button variant writing an image
 * `//counter.yadro.ru/hit?t11.6;r…` inside a link to `liveinternet.ru/click`, and a group counter
 * `//counter.yadro.ru/hit;hsdigital/wn/woman/forum?r…`. Real requests, August 2025 (Crux captures):
 * actualidad.rt.com sent `/hit;RTNEWS?t44.6;r;s1280*720*24;u…;h…;0.69…` and `/hit?r;s…;u…;h…;0.41…`;
 * videosdemadurasx.com sent `/hit?r;…` and `/logo?26.6`.
 */
import { parseUrl } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const HOST = 'counter.yadro.ru';
const HIT = '/hit';
const LOGO = '/logo';

/** The field names: the first letter of each `;`-separated field of a hit's query. */
const FIELDS: ReadonlySet<string> = new Set(['t', 'r', 's', 'u', 'h']);
const RANDOM = /^0?\.\d+$|^\d+(?:\.\d+)?$/;

type Call = 'hit' | 'logo';

function callOf(request: RequestView): Call | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  const { path } = request.url;
  if (path === HIT || path.startsWith(`${HIT};`)) return 'hit';
  return path === LOGO ? 'logo' : null;
}

const ESCAPED = /%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g;

/** Reads a text written by JavaScript's `escape()`: `%XX` is a Latin-1 character, `%uXXXX` a code unit. */
export function unescapeText(text: string): string {
  return text.replace(ESCAPED, (_, wide: string | undefined, byte: string | undefined) =>
    String.fromCharCode(Number.parseInt(wide ?? byte ?? '0', 16)),
  );
}

/** A hit's fields, named by their first letter; the random number last is `random`. */
export function hitFields(query: string): Param[] {
  const params: Param[] = [];
  for (const field of query.split(';')) {
    if (field.length === 0) continue;
    const name = field.charAt(0);
    if (FIELDS.has(name)) params.push({ name, value: unescapeText(field.slice(1)) });
    else if (RANDOM.test(field)) params.push({ name: 'random', value: field });
    else params.push({ name: 'field', value: unescapeText(field) });
  }
  return params;
}

/** The counter group a hit's path names (`/hit;RTNEWS`), or null. */
function groupOf(path: string): string | null {
  const group = path.startsWith(`${HIT};`) ? unescapeText(path.slice(HIT.length + 1)) : '';
  return group.length > 0 ? group : null;
}

/** The host of the page a hit names, without `www.`; null unless it names an http(s) page. */
function siteOf(pageUrl: string | undefined): string | null {
  const host = pageUrl !== undefined && /^https?:\/\//i.test(pageUrl) ? (parseUrl(pageUrl)?.host ?? '') : '';
  if (host.length === 0) return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}

function decodeLiveInternet(request: RequestView): VendorEvent[] {
  const { path, query } = request.url;
  if (callOf(request) === 'logo') {
    return [{ eventName: 'counter_button', accountID: null, params: [{ name: 'style', value: query }] }];
  }
  const group = groupOf(path);
  const params = hitFields(query);
  const withGroup = group === null ? params : [{ name: 'group', value: group }, ...params];
  return [{ eventName: 'page_view', accountID: group ?? siteOf(getParam(params, 'u')), params: withGroup }];
}

export const liveInternet = defineVendor({
  code: 'LIVEINTERNET',
  name: 'LiveInternet',
  kind: 'analytics',
  badge: { short: 'LI', color: 'oklch(55% 0.17 250)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['u'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeLiveInternet,
  params: {
    group: { label: 'Counter group', group: 'most_used' },
    u: { label: 'Page URL', group: 'most_used' },
    h: { label: 'Page title', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    s: { label: 'Screen (width*height*colour depth)', group: 'user' },
    t: { label: 'Counter button style', group: 'other' },
    style: { label: 'Counter button style', group: 'other' },
    random: { label: 'Cache buster', group: 'other' },
    field: { label: 'Unknown field', group: 'other' },
  },
  volatile: ['random'],
});
