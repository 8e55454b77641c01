/**
 * Drift (Salesloft) chat.
 *
 * Recognised: the widget loader `js.driftt.com/include/<time>/<embed id>.js` (`library_load`).
 * Conversation and targeting API calls are not decoded. Account: the embed id from the file name.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const LOADER = /^\/include\/\d+\/([a-z0-9]+)\.js$/;

function embedOf(request: RequestView): string | null {
  return request.url.host === 'js.driftt.com' ? (LOADER.exec(request.url.path)?.[1] ?? null) : null;
}

function decodeDrift(request: RequestView): VendorEvent[] {
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
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['js.driftt.com'],
  match: (request) => !request.isNavigation && embedOf(request) !== null,
  decode: decodeDrift,
  params: { embed_id: { label: 'Embed ID', group: 'most_used' } },
  volatile: [],
});
