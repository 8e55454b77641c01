/**
 * Contentsquare experience analytics (the `uxa` tag).
 *
 * Recognised: on `*.contentsquare.net` (regional hosts such as `c.ba.contentsquare.net`,
 * `k-aeu1.contentsquare.net`, `q-aus1.contentsquare.net`), the collection paths `/pageview`, `/events`,
 * `/transaction`, `/dvar` and `/pageEvent`, with or without a `/v<n>` version folder
 * (`/v2/events`); the session-replay upload `/v<n>/recording` (event `recording`, its binary body not
 * read); the side pings `/errors`, `/custom-errors`, `/api-errors` (event `error_report`), `/display`,
 * `/quota` (`quota_check`) and the static-resource calls `srm.*.contentsquare.net/exist` and `/putTag`
 * (`static_resource`); and the tag script `t.contentsquare.net/uxa/<tag id>.js` as a library load.
 * Hotjar's hosts (`*.hj.contentsquare.net`) are not Contentsquare hits.
 *
 * Undocumented behaviour relied on: hits carry the project in `pid`, the user in `uu`, the session
 * and page numbers in `sn`/`pn`; custom variables are JSON `{"<slot>": ["<name>", "<value>"]}` in
 * `cvarp` (page), `cvars` (session) and `cvaru` (user), decoded as `cvarp.<name>`; `/events` carries
 * its interactions as JSON in `eu` (kept whole); `/dvar` carries compressed dynamic variables in `dv`
 * (kept as sent); `/transaction` carries `id`, `rv` (revenue) and `cu` (currency) — these three names
 * come from observed traffic, not from documentation. A POST body, when there is one, is read and
 * merged over the query.
 *
 * Event name: the path (`pageview`, `events`, `transaction`, `dvar`), or `library_load` for the tag
 * script. Account: the `pid` parameter (the project id); for the tag script, the tag id of its file name.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CUSTOM_VAR_PARAMS, decodeCustomVars } from './custom-vars.js';
import { CONTENT_SQUARE_PARAMS, CONTENT_SQUARE_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

/** Endpoint (the path without its `/v<n>` folder) → event name. */
const HIT_PATHS: ReadonlyMap<string, string> = new Map([
  ['/pageview', 'pageview'],
  ['/events', 'events'],
  ['/transaction', 'transaction'],
  ['/dvar', 'dvar'],
  ['/pageEvent', 'pageEvent'],
  ['/recording', 'recording'],
  ['/errors', 'error_report'],
  ['/custom-errors', 'error_report'],
  ['/api-errors', 'error_report'],
  ['/display', 'display'],
  ['/quota', 'quota_check'],
  ['/exist', 'static_resource'],
  ['/putTag', 'static_resource'],
]);

/** Endpoints whose body is not form or JSON data (binary replay chunks, resource uploads). */
const OPAQUE_BODY = new Set(['recording', 'static_resource']);

/** `/v2/events` → `/events`; a path without a version folder is returned as it is. */
function endpointOf(path: string): string {
  if (!path.startsWith('/v')) return path;
  const slash = path.indexOf('/', 1);
  if (slash < 3) return path;
  for (let index = 2; index < slash; index++) {
    const char = path[index] ?? '';
    if (char < '0' || char > '9') return path;
  }
  return path.slice(slash);
}

function eventOf(request: RequestView): string | undefined {
  // Hotjar (now part of Contentsquare) serves from `*.hj.contentsquare.net`: Hotjar's, not these hits.
  if (hostMatches(request.url.host, 'hj.contentsquare.net')) return undefined;
  return HIT_PATHS.get(endpointOf(request.url.path));
}

const SCRIPT_PREFIX = '/uxa/';

/** The tag id of `t.contentsquare.net/uxa/<tag id>.js`, or null for any other request. */
function tagScriptId(request: RequestView): string | null {
  const { host, path } = request.url;
  if (!hostMatches(host, 't.contentsquare.net') || !path.startsWith(SCRIPT_PREFIX) || !path.endsWith('.js'))
    return null;
  const id = path.slice(SCRIPT_PREFIX.length, -'.js'.length);
  return id.length > 0 && !id.includes('/') ? id : null;
}

function matchContentSquare(request: RequestView): boolean {
  if (request.isNavigation || !hostMatches(request.url.host, 'contentsquare.net')) return false;
  return eventOf(request) !== undefined || tagScriptId(request) !== null;
}

function decodeContentSquare(request: RequestView): VendorEvent[] {
  const scriptId = tagScriptId(request);
  if (scriptId !== null)
    return [{ eventName: 'library_load', accountID: scriptId, params: request.query.slice() }];
  const eventName = eventOf(request) ?? 'unknown_event';
  const body =
    request.body === null || request.body.trim().length === 0 || OPAQUE_BODY.has(eventName)
      ? { params: [], findings: [] }
      : readAnyBody(request.body);
  const params: Param[] = [];
  for (const param of mergeParams(request.query, body.params)) {
    params.push(param);
    if (CUSTOM_VAR_PARAMS.has(param.name)) appendAll(params, decodeCustomVars(param));
  }
  return [
    {
      eventName,
      accountID: getParam(params, 'pid') ?? null,
      params,
      findings: body.findings,
    },
  ];
}

export const contentSquare = defineVendor({
  code: 'CONTENT_SQUARE',
  name: 'Contentsquare',
  kind: 'analytics',
  badge: { short: 'CS', color: 'oklch(39.8% 0.195 277.366)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['contentsquare.net'],
  match: matchContentSquare,
  decode: decodeContentSquare,
  params: CONTENT_SQUARE_PARAMS,
  patterns: CONTENT_SQUARE_PATTERNS,
  volatile: ['r', 'hd', 'str', 'di', 'dc', 'fl', 'sr', 'mdh'],
});
