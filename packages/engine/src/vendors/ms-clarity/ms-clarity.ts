/**
 * Microsoft Clarity.
 *
 * The tag loads `www.clarity.ms/tag/<project id>` (`/tag/uet/<UET tag id>` when Clarity is enabled
 * from a Microsoft Advertising UET tag): a `library_load` whose account is the project (or UET tag) id.
 * The script then POSTs its data to `<letter>.clarity.ms/collect`, or on older and regional set-ups
 * to `www.clarity.ms/<region>/collect` (`/eus2-d/collect`, `/eus/collect`): event `collect`. The tag's
 * error reports (`report.clarity.ms/<region>-tag`) are the side ping `error_report`. Relied on
 * (from the open-source clarity-js, not a documented contract): the body is JSON
 * `{"e": [version, sequence, start, duration, projectId, userId, sessionId, pageNum, upload, end],
 * "a": [analysis events], "p": [playback events]}`; the account is `projectId` when the body is readable.
 * Most uploads after the first are gzip-compressed: an unreadable body gives at most an info
 * PARAMETER_FORMAT_UNKNOWN, never an error. The clarity-js script itself (`scripts.clarity.ms/…`) is
 * not matched, nor is its older regional copy (`www.clarity.ms/<region>/s/<version>/clarity.js`), so
 * that one tag counts one library load.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { readClarityPayload } from './payload.js';

const TAG_PATH = '/tag/';

function isClarityHost(host: string): boolean {
  return hostMatches(host, 'clarity.ms');
}

/** The ids after `/tag/`: `[project]` or `['uet', tagId]`; empty when the path is not a tag. */
function tagIds(path: string): string[] {
  if (!path.startsWith(TAG_PATH)) return [];
  return path
    .slice(TAG_PATH.length)
    .split('/')
    .filter((segment) => segment.length > 0);
}

function isTag(request: RequestView): boolean {
  const ids = tagIds(request.url.path);
  return ids.length > 0 && (ids[0] !== 'uet' || ids.length > 1);
}

/** `/collect`, or `/<region>/collect` (one path segment before it), with or without a trailing slash. */
function isCollect(request: RequestView): boolean {
  const segments = request.url.path.split('/').filter((segment) => segment.length > 0);
  if (segments[segments.length - 1] !== 'collect' || segments.length > 2) return false;
  return request.url.path.startsWith('/');
}

/** The tag's error report: `report.clarity.ms/<region>-tag`. */
function isReport(request: RequestView): boolean {
  const { host, path } = request.url;
  return host === 'report.clarity.ms' && path.endsWith('-tag') && path.indexOf('/', 1) === -1;
}

/** The clarity-js script, on its own host or in an older regional folder of `www.clarity.ms`. */
function isScript(request: RequestView): boolean {
  return request.url.host === 'scripts.clarity.ms' || request.url.path.endsWith('/clarity.js');
}

/** `custom_event[0]` reads "Custom event 1", `custom_event[0].key` "Custom event 1: key". */
function customEventLabel(rest: string): string {
  const close = rest.indexOf(']');
  const index = Number(rest.slice(0, close));
  if (close === -1 || !Number.isInteger(index)) return `Custom event ${rest}`;
  const field = rest.slice(close + 2);
  return field.length > 0 ? `Custom event ${index + 1}: ${field}` : `Custom event ${index + 1}`;
}

function decodeTag(request: RequestView): VendorEvent[] {
  const [first = '', second] = tagIds(request.url.path);
  const isUet = first === 'uet' && second !== undefined;
  const id = isUet ? second : first;
  return [
    {
      eventName: 'library_load',
      accountID: id,
      params: [{ name: isUet ? 'uet_tag_id' : 'project_id', value: id }, ...request.query],
    },
  ];
}

/** An error report carries no project id Tagproof relies on: its query is shown as sent. */
function decodeReport(request: RequestView): VendorEvent[] {
  return [{ eventName: 'error_report', accountID: null, params: [...request.query] }];
}

function decodeCollect(request: RequestView): VendorEvent[] {
  const payload = readClarityPayload(request.body);
  return [
    {
      eventName: 'collect',
      accountID: payload.projectId,
      params: [...request.query, ...payload.params],
      findings: payload.findings,
    },
  ];
}

export const msClarity = defineVendor({
  code: 'MSCLARITY',
  name: 'Microsoft Clarity',
  kind: 'session_recording',
  badge: { short: 'C', color: 'oklch(52% 0.105 223.128)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['clarity.ms'],
  // The clarity-js script itself (not matched on purpose: one tag, one library load), and the
  // cookie-sync image `c.clarity.ms/c.gif`.
  knownNonHits: (request) => isScript(request) || request.url.path === '/c.gif',
  matchHosts: ['clarity.ms'],
  match: (request) =>
    !request.isNavigation &&
    isClarityHost(request.url.host) &&
    (isTag(request) || isCollect(request) || isReport(request)),
  decode: (request) => {
    if (isTag(request)) return decodeTag(request);
    if (isReport(request)) return decodeReport(request);
    return decodeCollect(request);
  },
  params: {
    project_id: { label: 'Project ID', group: 'most_used' },
    uet_tag_id: { label: 'UET tag ID', group: 'most_used' },
    ref: { label: 'Installed by', group: 'other' },
    version: { label: 'Clarity version', group: 'other' },
    sequence: { label: 'Upload sequence', group: 'other' },
    start: { label: 'Upload start (ms since page load)', group: 'other' },
    duration: { label: 'Upload duration (ms)', group: 'other' },
    user_id: { label: 'User ID', group: 'user' },
    session_id: { label: 'Session ID', group: 'user' },
    page_num: { label: 'Page number in session', group: 'most_used' },
    upload: { label: 'Upload method (0 XHR, 1 beacon)', group: 'other' },
    end: { label: 'Last upload of the page', group: 'other' },
    analysis_events: { label: 'Analysis events', group: 'other' },
    playback_events: { label: 'Playback events', group: 'other' },
  },
  patterns: [
    { prefix: 'custom_event[', group: 'custom_event_parameters', label: customEventLabel },
    { prefix: 'tag.', group: 'custom_event_parameters', label: (rest) => `Custom tag: ${rest}` },
  ],
  volatile: ['sequence', 'start', 'duration', 'upload', 'end', 'analysis_events', 'playback_events'],
});
