/**
 * Influ2 (person-based B2B advertising): its website tracker.
 *
 * Recognised: the tracker script `www.influ2.com/tracker?clid=<client id>` (`library_load`; the
 * snippet appends the client id, a UUID), and the tracker's calls on `t.influ2.com`: `/u/`
 * (`user_lookup`), `/p/g/` (`link_click`) and any other `/p/<call>/` (`tracking_call`, the path part
 * shown as `call`). The company site (`www.influ2.com` pages) is not a hit.
 *
 * Account: `clid`, the client id, when the request carries it (the script, links); `/u/` carries
 * only `cb`, the send time in milliseconds (a cache buster).
 *
 * Sources: the snippet as published in public site code and a Vue plugin's README (`clid` is the
 * tracker id); a real capture of www.crowdstrike.com (the script, then `t.influ2.com/u/?cb=…`); a
 * link the tracker had rewritten, copied into public docs (`t.influ2.com/p/g/?clid=…&dt=<page
 * title>&id=<link text>&ref=<page URL>&r=<destination>`); an AI-written public teardown of another
 * B2B site (hayabhay/teardown, reports/vantaca.com/teardown.md), the only source for the rest.
 *
 * Inferred, not documented by Influ2 (no public wire documentation exists): `user_lookup` is the
 * teardown's "check whether the visitor has been seen before", whose answer names the tracker's and
 * the matched user's ids; a partner's cookie sync comes back to `/u/` with `hem` (a SHA-256 e-mail
 * hash) and `up_id`; `/p/vt/` is the tracker's page call and carries `hsutk`, the HubSpot visitor
 * cookie; `/p/g/` is a link click sent through Influ2 before the browser follows `r`. `a`, `caid`
 * and `s` of the link stay unlabelled: no source says what they are.
 */
import type { Param } from '../../url/params.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const SCRIPT_HOSTS = ['www.influ2.com', 'influ2.com'];
const SCRIPT_PATH = '/tracker';
const HIT_HOST = 't.influ2.com';
const USER_PATHS = ['/u/', '/u'];
const CALL_PATH = /^\/p\/([A-Za-z0-9_-]+)\/?$/;
const LINK_CALL = 'g';

type Call = { kind: 'script' } | { kind: 'user' } | { kind: 'link' } | { kind: 'call'; call: string };

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (SCRIPT_HOSTS.includes(host)) return path === SCRIPT_PATH ? { kind: 'script' } : null;
  if (host !== HIT_HOST) return null;
  if (USER_PATHS.includes(path)) return { kind: 'user' };
  const call = CALL_PATH.exec(path)?.[1];
  if (call === undefined) return null;
  return call === LINK_CALL ? { kind: 'link' } : { kind: 'call', call };
}

const EVENT_NAMES: Readonly<Record<Exclude<Call['kind'], 'call'>, string>> = {
  script: 'library_load',
  user: 'user_lookup',
  link: 'link_click',
};

function decodeInflu2(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? { kind: 'script' };
  const accountID = getParam(request.query, 'clid') || null;
  if (call.kind === 'call') {
    const params: Param[] = [{ name: 'call', value: call.call }, ...request.query];
    return [{ eventName: 'tracking_call', accountID, params }];
  }
  return [{ eventName: EVENT_NAMES[call.kind], accountID, params: [...request.query] }];
}

export const influ2 = defineVendor({
  code: 'INFLU2',
  name: 'Influ2',
  kind: 'advertising',
  badge: { short: 'I2', color: 'oklch(45.7% 0.24 277.023)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: ['ref'],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['r'] },
  hosts: [HIT_HOST],
  matchHosts: [...SCRIPT_HOSTS, HIT_HOST],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeInflu2,
  params: {
    clid: { label: 'Client ID', group: 'most_used' },
    call: { label: 'Tracker call (from the path)', group: 'most_used' },
    cb: { label: 'Cache buster (send time, ms)', group: 'other' },
    dt: { label: 'Page title', group: 'most_used' },
    id: { label: 'Link text', group: 'most_used' },
    ref: { label: 'Page URL', group: 'most_used' },
    r: { label: 'Link destination', group: 'most_used' },
    hsutk: { label: 'HubSpot visitor token (hubspotutk)', group: 'user' },
    hem: { label: 'Hashed e-mail (SHA-256, partner match)', group: 'user' },
    up_id: { label: 'Partner user ID', group: 'user' },
  },
  volatile: ['cb'],
  sessionIds: ['hsutk'],
});
