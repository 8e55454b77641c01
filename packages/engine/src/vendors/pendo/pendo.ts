/**
 * Pendo (product analytics and guides).
 *
 * Recognised: the agent `cdn.pendo.io/agent/static/<api key>/pendo.js` (also regional
 * `cdn.eu.pendo.io`): `library_load`; data calls on `app.pendo.io` / `app.eu.pendo.io` and
 * `data.pendo.io`: `/data/ptm.gif/<api key>` (`events`, the compressed event batch in `jzb`),
 * `/data/guide.js/<api key>` (`guides_load`), other `/data/<call>/<api key>` the call's name.
 * Account: the API key from the path (`apiKey` of the query otherwise). The `jzb` batch is
 * compressed and not decoded.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const AGENT_HOSTS: ReadonlySet<string> = new Set(['cdn.pendo.io', 'cdn.eu.pendo.io']);
const DATA_HOSTS: ReadonlySet<string> = new Set([
  'app.pendo.io',
  'app.eu.pendo.io',
  'data.pendo.io',
  'data.eu.pendo.io',
]);
const AGENT = /^\/agent\/static\/([0-9a-f-]{36})\/pendo\.js$/;
const DATA = /^\/data\/([a-z.]+)\/([0-9a-f-]{36})$/;
const CALL_NAMES: Readonly<Record<string, string>> = { 'ptm.gif': 'events', 'guide.js': 'guides_load' };

function callOf(request: RequestView): [string, string | null] | null {
  const { host, path } = request.url;
  if (AGENT_HOSTS.has(host)) {
    const key = AGENT.exec(path)?.[1];
    return key === undefined ? null : ['library_load', key];
  }
  if (!DATA_HOSTS.has(host)) return null;
  const data = DATA.exec(path);
  if (data === null) return null;
  const call = data[1] ?? '';
  return [CALL_NAMES[call] ?? call.replace(/\.(gif|js)$/, ''), data[2] ?? null];
}

function decodePendo(request: RequestView): VendorEvent[] {
  const [eventName, key] = callOf(request) ?? ['unknown_event', null];
  return [
    { eventName, accountID: key ?? getParam(request.query, 'apiKey') ?? null, params: [...request.query] },
  ];
}

export const pendo = defineVendor({
  code: 'PENDO',
  name: 'Pendo',
  kind: 'analytics',
  badge: { short: 'Pn', color: 'oklch(59.2% 0.249 0.584)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['pendo.io'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodePendo,
  params: {
    v: { label: 'Agent version', group: 'other' },
    ct: { label: 'Client time', group: 'other' },
    jzb: { label: 'Events (compressed)', group: 'other' },
    zlib: { label: 'Compressed events', group: 'other' },
    url: { label: 'Page URL', group: 'most_used' },
    id: { label: 'Visitor ID', group: 'user' },
    apiKey: { label: 'API key', group: 'most_used' },
  },
  volatile: ['ct'],
});
