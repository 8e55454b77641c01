/**
 * Akamai mPulse: real-user monitoring with the boomerang library.
 *
 * Recognised on the collector hosts: `<hex>.akstat.io` (the `beacon_url` of current configs, as in a
 * real 2020 capture of nike.com) and `<hex>.mpstat.us` (the collector in Akamai's Beacons API
 * reference), any path; and on `go-mpulse.net`: the boomerang script `/boomerang/<API key>`
 * (`library_load`) and the config calls `/api/config.json?key=…` and `/boomerang/config.js?key=…`
 * (`config`).
 *
 * A beacon is a GET with its data in the query, or a POST with a form-encoded body (boomerang's own
 * docs, "Read data from a beacon"); both are read. Its kind is `http.initiator` (boomerang's docs, RT,
 * AutoXHR, SPA, Errors and BFCache plugins): missing for the page load (`page_view`; AMP's mPulse
 * config sends `amp` for its page load, also `page_view`), `spa_hard` (an SPA's page load), `spa` (a
 * soft navigation), `xhr`, `error`, `interaction`, `bfcache`, `api` (the mPulse JavaScript and REST
 * Beacons API) and others as sent. A page-load beacon carrying `early` is the Early plugin's beacon
 * sent before onload (`early_page_view`); one carrying `rt.quit` was sent while the page unloaded
 * (`page_unload`). A beacon whose data was not captured is `beacon`.
 * Account: the app's API key `h.key` (on the script, its path; on the config calls, `key`). mPulse
 * adds `h.d` (domain), `h.t` and `h.cr` (timestamp and crumb from the config, Akamai's Beacons API
 * reference), `h.pg` (page group) and `h.ab` (A/B test) (mpulse.js); custom dimensions and metrics as
 * `cdim.<name>` / `cmet.<name>` (AMP's mPulse config). The config calls' own parameters besides `key`
 * and `d` (`t`, `v`, `sl`, `si`, `plugins`…) are not documented and are left unlabelled.
 */
import { getParam, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MPULSE_PARAMS, MPULSE_PATTERNS } from './params.js';

/** `684fc53c.akstat.io`, `36d71138.mpstat.us`: a hexadecimal label before the collector domain. */
const COLLECTOR_HOST = /^[0-9a-f]+\.(?:akstat\.io|mpstat\.us)$/;
const CONFIG_PATHS: ReadonlySet<string> = new Set(['/api/config.json', '/boomerang/config.js']);
/** `/boomerang/R6SH7-84RFL-GQQ8S-CW6MF-W5RWR`: the script, named by the app's API key. */
const SCRIPT_PATH = /^\/boomerang\/([A-Z0-9]{5}(?:-[A-Z0-9]{5}){4})(?:\.js)?$/;

type Call = 'beacon' | 'config' | 'script';

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (COLLECTOR_HOST.test(host)) return 'beacon';
  if (host !== 'go-mpulse.net' && !host.endsWith('.go-mpulse.net')) return null;
  if (CONFIG_PATHS.has(path)) return 'config';
  return SCRIPT_PATH.test(path) ? 'script' : null;
}

/** The beacon's kind, from `http.initiator` and the page-load flags. */
function beaconName(params: readonly Param[]): string {
  if (params.length === 0) return 'beacon';
  const initiator = getParam(params, 'http.initiator') ?? '';
  if (initiator !== '' && initiator !== 'amp') return initiator;
  if (getParam(params, 'early') !== undefined) return 'early_page_view';
  if (getParam(params, 'rt.quit') !== undefined) return 'page_unload';
  return 'page_view';
}

function decodeMpulse(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'script') {
    const key = SCRIPT_PATH.exec(request.url.path)?.[1] ?? null;
    return [{ eventName: 'library_load', accountID: key, params: [...request.query] }];
  }
  if (call === 'config') {
    const params = [...request.query];
    return [{ eventName: 'config', accountID: getParam(params, 'key') || null, params }];
  }
  const body = readAnyBody(request.body);
  const params = [...request.query, ...body.params];
  const eventName = call === 'beacon' ? beaconName(params) : 'unknown_event';
  return [{ eventName, accountID: getParam(params, 'h.key') || null, params, findings: body.findings }];
}

export const akamaiMpulse = defineVendor({
  code: 'AKAMAIMPULSE',
  name: 'Akamai mPulse',
  kind: 'analytics',
  badge: { short: 'mP', color: 'oklch(58% 0.17 45)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view', 'spa_hard', 'early_page_view'],
  pageUrlParams: ['pgu', 'u'],
  purchase: null,
  // Boomerang numbers the beacons of a page (`n`): two of them are two beacons, a resent one keeps it.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['n', 'u'] },
  matchHosts: ['akstat.io', 'mpstat.us', 'go-mpulse.net'],
  match: (request) => callOf(request) !== null,
  decode: decodeMpulse,
  params: MPULSE_PARAMS,
  patterns: MPULSE_PATTERNS,
  volatile: [
    'h.t',
    'h.cr',
    'rt.tstart',
    'rt.bstart',
    'rt.blstart',
    'rt.end',
    'rt.nstart',
    'rt.cstart',
    'c.e',
    'c.lb',
  ],
  sessionIds: ['rt.si', 'rt.ss', 'rt.sl', 'pid'],
});
