/**
 * Glassbox session replay: the reports its detector script sends while it records a visit.
 *
 * Recognised on any host (Glassbox's SaaS collector `report.*.glassboxdigital.io`, or a first-party
 * path the site proxies): a path ending in `/cls_report` whose query carries the library version
 * `clsjsv`. Event: `recording_report`, one per report (its events are kept encoded, not split).
 *
 * The query carries `clsjsv`, the session cookie `_cls_s`, the visitor cookie `_cls_v`, the page id
 * `pid` and the report sequence number `sn`. The body, form-encoded by default, repeats the version
 * `v`, sequence `sn`, page `p`, and adds the referrer `r`, segment `seg`, sub-page `sp`, the encoded
 * events `e` and DOM updates `dom`; with JSON reporting the same data comes as `ver`, `sn`, `pageId`,
 * `segment`, `subPage`, `referrer`, `events[]`, `dom`. Other fields (`pssn`) keep their wire name.
 * Account: the id in a SaaS report path `/glassbox/reporting/<id>/cls_report`, else null.
 * Relied on: these names as a published build of the detector script (6.3) writes them, and the
 * report path of one customer's configuration; not a published contract. A gzip-compressed JSON
 * report cannot be read and its body is kept as sent.
 */
import { getParam } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const REPORT_SUFFIX = '/cls_report';
const SAAS_ACCOUNT = /\/reporting\/([0-9A-Fa-f-]{8,})\/cls_report\/?$/;

function isReport(request: RequestView): boolean {
  const path = request.url.path;
  // Runs for every request (no matchHosts): the cheap suffix test first.
  if (!path.endsWith(REPORT_SUFFIX) && !path.endsWith(`${REPORT_SUFFIX}/`)) return false;
  return getParam(request.query, 'clsjsv') !== undefined;
}

function decodeGlassbox(request: RequestView): VendorEvent[] {
  const body = readAnyBody(request.body);
  return [
    {
      eventName: 'recording_report',
      accountID: SAAS_ACCOUNT.exec(request.url.path)?.[1] ?? null,
      params: [...request.query, ...body.params],
      findings: body.findings,
    },
  ];
}

export const glassbox = defineVendor({
  code: 'GLASSBOX',
  name: 'Glassbox',
  kind: 'session_recording',
  badge: { short: 'GB', color: 'oklch(44.3% 0.11 240.79)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Each report of a page carries the next sequence number: two numbers, two reports.
    distinctKeys: ['sn'],
  },
  hosts: ['report.omni.glassboxdigital.io'],
  match: (request) => !request.isNavigation && isReport(request),
  decode: decodeGlassbox,
  params: {
    clsjsv: { label: 'Library version', group: 'other' },
    v: { label: 'Library version', group: 'other' },
    ver: { label: 'Library version', group: 'other' },
    _cls_s: { label: 'Session ID (cookie _cls_s)', group: 'user' },
    _cls_v: { label: 'Visitor ID (cookie _cls_v)', group: 'user' },
    pid: { label: 'Page ID', group: 'most_used' },
    p: { label: 'Page ID', group: 'most_used' },
    pageId: { label: 'Page ID', group: 'most_used' },
    sn: { label: 'Report sequence number', group: 'other' },
    r: { label: 'Referrer', group: 'most_used' },
    referrer: { label: 'Referrer', group: 'most_used' },
    seg: { label: 'Page segment', group: 'most_used' },
    segment: { label: 'Page segment', group: 'most_used' },
    sp: { label: 'Sub-page (URL fragment)', group: 'most_used' },
    subPage: { label: 'Sub-page (URL fragment)', group: 'most_used' },
    e: { label: 'Recorded events (encoded)', group: 'other' },
    dom: { label: 'DOM updates (encoded)', group: 'other' },
    key: { label: 'Encryption key info', group: 'other' },
  },
  patterns: [{ prefix: 'events[', group: 'other', label: (rest) => `Recorded event [${rest}` }],
  volatile: [],
  sessionIds: ['_cls_s', '_cls_v', 'pid', 'p', 'pageId'],
});
