/**
 * Labels of the New Relic browser agent's parameters: the query every harvest carries, the page-view
 * (RUM) call's timings, the blob and log harvests' query, and the fields of PageActions and other
 * generic events. Names and meanings are read off the agent's open-source code (times in milliseconds).
 */
import type { ParamPattern, ParamSpec } from '../define-vendor.js';

/** The `perf.timing.*` fields of the RUM call: Navigation Timing marks, in ms after `perf.timing.of`. */
const TIMING_MARKS: Readonly<Record<string, string>> = {
  n: 'navigation start',
  u: 'unload event start',
  ue: 'unload event end',
  r: 'redirect start',
  re: 'redirect end',
  f: 'fetch start',
  dn: 'DNS lookup start',
  dne: 'DNS lookup end',
  c: 'connect start',
  s: 'secure connection start',
  ce: 'connect end',
  rq: 'request start',
  rp: 'response start',
  rpe: 'response end',
  dl: 'DOM loading',
  di: 'DOM interactive',
  ds: 'DOMContentLoaded start',
  de: 'DOMContentLoaded end',
  dc: 'DOM complete',
  l: 'load event start',
  le: 'load event end',
};

const TIMING_PARAMS: Record<string, ParamSpec> = Object.fromEntries(
  Object.entries(TIMING_MARKS).map(([key, mark]) => [
    `perf.timing.${key}`,
    { label: `Navigation timing: ${mark} (ms)`, group: 'other' },
  ]),
);

export const NEW_RELIC_PARAMS: Readonly<Record<string, ParamSpec>> = {
  // From the path of the harvests (`/1/<key>`, `/ins/1/<key>`…), and the query of every harvest.
  license_key: { label: 'Browser license key (from the path)', group: 'most_used' },
  a: { label: 'Application ID', group: 'most_used' },
  sa: { label: 'Standalone (copy-paste) agent', group: 'other' },
  v: { label: 'Agent version', group: 'other' },
  t: { label: 'Transaction name', group: 'most_used' },
  to: { label: 'Transaction name (obfuscated)', group: 'other' },
  ct: { label: 'Custom transaction name', group: 'most_used' },
  rst: { label: 'Time since page origin at send (ms)', group: 'other' },
  ck: { label: 'Cookie flag (deprecated)', group: 'other' },
  s: { label: 'Session ID', group: 'user' },
  ref: { label: 'Page URL (no query)', group: 'most_used' },
  ptid: { label: 'Page trace ID', group: 'other' },
  hr: { label: 'Session replay recording', group: 'other' },
  ht: { label: 'Session trace recording', group: 'other' },
  // The page-view (RUM) call.
  tt: { label: 'Server transaction trace GUID', group: 'other' },
  us: { label: 'User (server-provided, obfuscated)', group: 'other' },
  ac: { label: 'Account (server-provided, obfuscated)', group: 'other' },
  pr: { label: 'Product (server-provided, obfuscated)', group: 'other' },
  af: { label: 'Activated features', group: 'other' },
  qt: { label: 'Queue time (ms)', group: 'other' },
  ap: { label: 'Application (server) time (ms)', group: 'other' },
  be: { label: 'Backend time: time to first byte (ms)', group: 'most_used' },
  fe: { label: 'Frontend time: first byte to load end (ms)', group: 'most_used' },
  dc: { label: 'DOM processing time: first byte to DOMContentLoaded end (ms)', group: 'other' },
  xx: { label: 'Extra (server-provided)', group: 'other' },
  ua: { label: 'User attributes (server-provided)', group: 'other' },
  at: { label: 'Custom attributes (server-provided, obfuscated)', group: 'other' },
  fsh: { label: 'First harvest of the session', group: 'other' },
  perf: { label: 'Navigation timing (JSON)', group: 'other' },
  'perf.timing.of': { label: 'Navigation timing: page origin time (ms since epoch)', group: 'other' },
  ...TIMING_PARAMS,
  'perf.navigation.ty': { label: 'Navigation type (1 reload, 2 back/forward, 3 prerender)', group: 'other' },
  'perf.navigation.rc': { label: 'Redirect count', group: 'other' },
  fp: { label: 'First paint (ms)', group: 'other' },
  fcp: { label: 'First contentful paint (ms)', group: 'most_used' },
  timestamp: { label: 'Time (ms since epoch)', group: 'other' },
  jsonp: { label: 'JSONP callback (older agents)', group: 'other' },
  // Errors and metrics harvest.
  ri: { label: 'Release IDs (JSON)', group: 'other' },
  pve: { label: 'First errors of the page view', group: 'other' },
  // Blob (session replay, session trace) and log harvests.
  browser_monitoring_key: { label: 'Browser license key', group: 'most_used' },
  type: { label: 'Blob type', group: 'most_used' },
  app_id: { label: 'Application ID', group: 'most_used' },
  protocol_version: { label: 'Protocol version', group: 'other' },
  attributes: { label: 'Blob attributes (URL-encoded)', group: 'other' },
  'attributes.currentUrl': { label: 'Page URL', group: 'most_used' },
  'attributes.session': { label: 'Session ID', group: 'user' },
  'attributes.ptid': { label: 'Page trace ID', group: 'other' },
  'attributes.harvestId': { label: 'Harvest ID (session_page_count)', group: 'other' },
  'attributes.agentVersion': { label: 'Agent version', group: 'other' },
  // Session traces of older agents (`/resources/1/<key>`).
  st: { label: 'Trace start (page origin, ms since epoch)', group: 'other' },
  fts: { label: 'First node time (ms since epoch)', group: 'other' },
  n: { label: 'Trace node count', group: 'other' },
  // Generic events (`ins`): PageAction, UserAction, BrowserPerformance, custom events.
  eventType: { label: 'Event type', group: 'most_used' },
  actionName: { label: 'Page action name', group: 'most_used' },
  timeSinceLoad: { label: 'Time since page load (s)', group: 'other' },
  pageUrl: { label: 'Page URL at load', group: 'most_used' },
  currentUrl: { label: 'Current page URL', group: 'most_used' },
  referrerUrl: { label: 'Referrer', group: 'most_used' },
  browserWidth: { label: 'Browser width', group: 'other' },
  browserHeight: { label: 'Browser height', group: 'other' },
  action: { label: 'User action (click, keydown…)', group: 'most_used' },
  target: { label: 'User action target', group: 'other' },
  // The Event API insert (`/v1/accounts/<id>/events`).
  account_id: { label: 'Account ID (from the path)', group: 'most_used' },
  // Log entries.
  message: { label: 'Log message', group: 'most_used' },
  level: { label: 'Log level', group: 'most_used' },
  'attributes.pageUrl': { label: 'Page URL', group: 'most_used' },
  'common.attributes.appId': { label: 'Application ID', group: 'most_used' },
  'common.attributes.session': { label: 'Session ID', group: 'user' },
  'common.attributes.ptid': { label: 'Page trace ID', group: 'other' },
  'common.attributes.agentVersion': { label: 'Agent version', group: 'other' },
};

export const NEW_RELIC_PATTERNS: readonly ParamPattern[] = [
  { prefix: 'perf.', group: 'other', label: (rest) => `Navigation timing: ${rest}` },
  { prefix: 'ja.', group: 'custom_event_parameters', label: (rest) => `Custom attribute: ${rest}` },
  { prefix: 'common.attributes.', group: 'other', label: (rest) => `Log attribute (all logs): ${rest}` },
  { prefix: 'attributes.', group: 'other', label: (rest) => `Attribute: ${rest}` },
  { prefix: 'err[', group: 'other', label: (_rest, name) => `JS error: ${name}` },
  { prefix: 'ierr[', group: 'other', label: (_rest, name) => `JS error (internal): ${name}` },
  { prefix: 'xhr[', group: 'other', label: (_rest, name) => `Ajax timing: ${name}` },
  { prefix: 'sm[', group: 'other', label: (_rest, name) => `Agent supportability metric: ${name}` },
  { prefix: 'cm[', group: 'other', label: (_rest, name) => `Custom metric: ${name}` },
];
