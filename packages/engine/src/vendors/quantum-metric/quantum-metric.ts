/**
 * Quantum Metric (session replay and digital analytics).
 *
 * Recognised: the customer script `cdn.quantummetric.com/qscripts/quantum-<subscription>.js`
 * (`library_load`) and the recording ingest `ingest.quantummetric.com/horizon/<subscription>`
 * (`recording`; the body is compressed replay data and is not decoded).
 * Account: the subscription name from the path.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SCRIPT = /^\/qscripts\/quantum-([A-Za-z0-9_-]+)\.js$/;
const INGEST = /^\/horizon\/([A-Za-z0-9_-]+)\/?$/;

function callOf(request: RequestView): [string, string] | null {
  const { host, path } = request.url;
  const script = host === 'cdn.quantummetric.com' ? SCRIPT.exec(path)?.[1] : undefined;
  if (script !== undefined) return ['library_load', script];
  const ingest = host === 'ingest.quantummetric.com' ? INGEST.exec(path)?.[1] : undefined;
  return ingest === undefined ? null : ['recording', ingest];
}

function decodeQuantumMetric(request: RequestView): VendorEvent[] {
  const [eventName, subscription] = callOf(request) ?? ['unknown_event', null];
  const params = [
    ...(subscription === null ? [] : [{ name: 'subscription', value: subscription }]),
    ...request.query,
  ];
  return [{ eventName, accountID: subscription, params }];
}

export const quantumMetric = defineVendor({
  code: 'QUANTUMMETRIC',
  name: 'Quantum Metric',
  kind: 'session_recording',
  badge: { short: 'QM', color: 'oklch(37.2% 0.044 257.287)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['u'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['quantummetric.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeQuantumMetric,
  params: {
    subscription: { label: 'Subscription', group: 'most_used' },
    u: { label: 'Page URL', group: 'most_used' },
    T: { label: 'Upload type', group: 'other' },
  },
  volatile: [],
});
