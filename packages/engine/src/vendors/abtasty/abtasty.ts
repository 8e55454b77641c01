/**
 * AB Tasty.
 *
 * Recognised: the tag `try.abtasty.com/<identifier>.js` (`library_load`) and the data collection
 * `ariane.abtasty.com` (POST, JSON or form body: one hit, named by its type `t` — `PAGEVIEW`,
 * `CAMPAIGN`, `EVENT`, `TRANSACTION`…).
 * Account: the tag identifier (from the script), the client id `cid` of a hit.
 *
 * A batch (`"t": "BATCH"`, the hits in `h`) is split into one event per hit, each with the batch's
 * shared fields (`cid`, `vid`, `dl`, `pt`…) and its own (`t`, `qt`…) over them.
 *
 * Sources: AB Tasty's Universal Collect documentation (docs.abtasty.com, client-side data APIs:
 * common arguments and hits; the format follows Google Analytics' Measurement Protocol: `dr`, `vp`,
 * `sr`, `de`, `sd`, `ul`, `je`, `cst`, `sn`, `lv`…) and its cookie reference (`cst`, the current session's
 * start); the open-source Flagship SDKs (flagship-io/flagship-ts-sdk: the batch's `h`, `qt` queue
 * time, `ds`, `uip`, the transaction and item fields).
 */
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { flattenJson } from '../../url/flatten-json.js';
import { isRecord } from '../../json-value.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG = /^\/([0-9a-f]{32})\.js$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'try.abtasty.com') return TAG.test(path) ? 'library_load' : null;
  return host === 'ariane.abtasty.com' && request.method.toUpperCase() === 'POST' ? 'hit' : null;
}

function eventOf(params: Param[], findings: VendorEvent['findings']): VendorEvent {
  return {
    eventName: getParam(params, 't') || 'hit',
    accountID: getParam(params, 'cid') ?? null,
    params,
    findings,
  };
}

/** A batch's hits, each merged over the batch's shared fields; null when the body is no batch. */
function batchEvents(query: readonly Param[], json: unknown): VendorEvent[] | null {
  if (!isRecord(json) || !Array.isArray(json.h) || json.h.length === 0) return null;
  const { h: hits, ...shared } = json;
  const sharedParams = mergeParams(query, flattenJson(shared));
  return hits.map((hit) => eventOf(mergeParams(sharedParams, flattenJson(hit)), []));
}

function decodeAbTasty(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'library_load') {
    return [
      { eventName: call, accountID: TAG.exec(request.url.path)?.[1] ?? null, params: [...request.query] },
    ];
  }
  const body = readAnyBody(request.body);
  return (
    batchEvents(request.query, body.json) ?? [eventOf(mergeParams(request.query, body.params), body.findings)]
  );
}

export const abtasty = defineVendor({
  code: 'ABTASTY',
  name: 'AB Tasty',
  kind: 'other',
  badge: { short: 'ABT', color: 'oklch(39.8% 0.195 277.366)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['dl'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['abtasty.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeAbTasty,
  params: {
    cid: { label: 'Client ID', group: 'most_used' },
    t: { label: 'Hit type', group: 'most_used' },
    dl: { label: 'Page URL', group: 'most_used' },
    pt: { label: 'Page title', group: 'most_used' },
    vid: { label: 'Visitor ID', group: 'user' },
    cuid: { label: 'Custom user ID', group: 'user' },
    caid: { label: 'Campaign ID', group: 'most_used' },
    vaid: { label: 'Variation ID', group: 'most_used' },
    ec: { label: 'Event category', group: 'most_used' },
    ea: { label: 'Event action', group: 'most_used' },
    el: { label: 'Event label', group: 'most_used' },
    tid: { label: 'Transaction ID', group: 'e_commerce' },
    tr: { label: 'Revenue', group: 'e_commerce' },
    tc: { label: 'Currency', group: 'e_commerce' },
    ds: { label: 'Data source', group: 'other' },
    v: { label: 'Protocol version', group: 'other' },
    uip: { label: 'User IP', group: 'user' },
    dr: { label: 'Referrer', group: 'most_used' },
    vp: { label: 'Viewport size', group: 'other' },
    sr: { label: 'Screen resolution', group: 'other' },
    de: { label: 'Document encoding', group: 'other' },
    sd: { label: 'Screen colour depth', group: 'other' },
    ul: { label: 'User language', group: 'other' },
    je: { label: 'Java enabled', group: 'other' },
    fl: { label: 'Flash version', group: 'other' },
    cst: { label: 'Current session start', group: 'user' },
    sn: { label: 'Session number', group: 'user' },
    lv: { label: 'Logical view', group: 'other' },
    c: { label: 'Campaign history', group: 'most_used' },
    qt: { label: 'Queue time (ms)', group: 'other' },
    ev: { label: 'Event value', group: 'most_used' },
    ta: { label: 'Transaction affiliation', group: 'e_commerce' },
    tt: { label: 'Tax', group: 'e_commerce' },
    ts: { label: 'Shipping', group: 'e_commerce' },
    tcc: { label: 'Coupon code', group: 'e_commerce' },
    icn: { label: 'Item count', group: 'e_commerce' },
    sm: { label: 'Shipping method', group: 'e_commerce' },
    pm: { label: 'Payment method', group: 'e_commerce' },
    in: { label: 'Item name', group: 'e_commerce' },
    ic: { label: 'Item code', group: 'e_commerce' },
    ip: { label: 'Item price', group: 'e_commerce' },
    iq: { label: 'Item quantity', group: 'e_commerce' },
    iv: { label: 'Item category', group: 'e_commerce' },
  },
  patterns: [{ prefix: 'c.', group: 'most_used', label: (rest) => `Campaign ${rest}: variation` }],
  // `qt` is the time a hit waited in the tag's queue: two sends of one hit differ there.
  volatile: ['qt'],
  sessionIds: ['vid', 'cst', 'sn'],
});
