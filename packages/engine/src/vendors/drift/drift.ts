/**
 * Drift (Salesloft) chat.
 *
 * Recognised: the widget loader `js.driftt.com/include/<time>/<embed id>.js` (`library_load`), and
 * the event API `event.api.drift.com/track` (the widget's own page event and `drift.track` calls).
 * Account: the embed id (the loader's file name, `embedId` of the event body, else its `orgId`).
 *
 * Undocumented behaviour relied on: the widget POSTs `/track` a JSON body carrying `orgId`, `embedId`,
 * `event` (`Page` for the page visit), `attributes` (`url`, `referrer`, `title`, `pageName`) and the
 * visitor's `anonymousId` / `userId`. A public Python client of that API sends `orgId` and requires
 * `event`. The widget's other calls are not hits and stay unrecognised: its bootstrap
 * (`bootstrap.driftapi.com/widget_bootstrap…`), playbook targeting and impressions
 * (`targeting.api.drift.com`), load-time metrics (`metrics.api.drift.com/monitoring/…`) and its
 * scripts. Only `event.api.drift.com` is listed for the drift alarm.
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const LOADER_HOST = 'js.driftt.com';
const EVENT_HOST = 'event.api.drift.com';
const LOADER = /^\/include\/\d+\/([a-z0-9]+)\.js$/;

function embedOf(request: RequestView): string | null {
  return request.url.host === LOADER_HOST ? (LOADER.exec(request.url.path)?.[1] ?? null) : null;
}

function isTrack(request: RequestView): boolean {
  return request.url.host === EVENT_HOST && request.url.path === '/track';
}

function decodeTrack(request: RequestView): VendorEvent {
  const { params, findings } = readJsonBody(request.body);
  const all = [...request.query, ...params];
  const event = getParam(all, 'event') ?? '';
  const account = getParam(all, 'embedId') ?? getParam(all, 'orgId') ?? '';
  return {
    eventName: event.length > 0 ? event : 'track',
    accountID: account.length > 0 ? account : null,
    params: all,
    ...(findings.length > 0 ? { findings } : {}),
  };
}

function decodeDrift(request: RequestView): VendorEvent[] {
  if (isTrack(request)) return [decodeTrack(request)];
  const embed = embedOf(request);
  const params = [...(embed === null ? [] : [{ name: 'embed_id', value: embed }]), ...request.query];
  return [{ eventName: 'library_load', accountID: embed, params }];
}

export const drift = defineVendor({
  code: 'DRIFT',
  name: 'Drift',
  kind: 'other',
  badge: { short: 'Dr', color: 'oklch(37.9% 0.146 265.522)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page'],
  pageUrlParams: ['attributes.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: [EVENT_HOST],
  matchHosts: [LOADER_HOST, EVENT_HOST],
  match: (request) => !request.isNavigation && (embedOf(request) !== null || isTrack(request)),
  decode: decodeDrift,
  params: {
    embed_id: { label: 'Embed ID', group: 'most_used' },
    embedId: { label: 'Embed ID', group: 'most_used' },
    orgId: { label: 'Organisation ID', group: 'most_used' },
    inboxId: { label: 'Inbox ID', group: 'other' },
    event: { label: 'Event name', group: 'most_used' },
    'attributes.url': { label: 'Page URL', group: 'most_used' },
    'attributes.referrer': { label: 'Referrer', group: 'most_used' },
    'attributes.title': { label: 'Page title', group: 'most_used' },
    'attributes.pageName': { label: 'Page name', group: 'most_used' },
    anonymousId: { label: 'Anonymous visitor ID', group: 'user' },
    userId: { label: 'User ID', group: 'user' },
    'context.userAgent': { label: 'User agent', group: 'user' },
  },
  patterns: [
    { prefix: 'attributes.', group: 'custom_event_parameters', label: (rest) => `Attribute: ${rest}` },
  ],
  sessionIds: ['anonymousId'],
  volatile: [],
});
