/**
 * Medallia Digital (formerly Kampyle) feedback.
 *
 * Recognised: the embed script `/wu/<property id>/onsite/embed.js` on `nebula-cdn.kampyle.com`, and
 * `/wdc<region>/<property id>/onsite/embed.js` on `resources.digital-cloud.medallia.com` (also
 * `.medallia.eu`): `library_load`. Account: the property id from the path.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const KAMPYLE = /^\/wu\/(\d+)\/onsite\/embed\.js$/;
const DIGITAL_CLOUD = /^\/wdc[a-z0-9]*\/(\d+)\/onsite\/embed\.js$/;
const CLOUD_HOSTS: ReadonlySet<string> = new Set([
  'resources.digital-cloud.medallia.com',
  'resources.digital-cloud.medallia.eu',
  'resources.digital-cloud-uk.medallia.eu',
]);

function propertyOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'nebula-cdn.kampyle.com') return KAMPYLE.exec(path)?.[1] ?? null;
  return CLOUD_HOSTS.has(host) ? (DIGITAL_CLOUD.exec(path)?.[1] ?? null) : null;
}

function decodeMedallia(request: RequestView): VendorEvent[] {
  const property = propertyOf(request);
  const params = [...(property === null ? [] : [{ name: 'property_id', value: property }]), ...request.query];
  return [{ eventName: 'library_load', accountID: property, params }];
}

export const medallia = defineVendor({
  code: 'MEDALLIA',
  aliases: ['KAMPYLE'],
  name: 'Medallia Digital (Kampyle)',
  kind: 'other',
  badge: { short: 'Md', color: 'oklch(44.3% 0.11 240.79)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [
    'nebula-cdn.kampyle.com',
    'resources.digital-cloud.medallia.com',
    'resources.digital-cloud.medallia.eu',
    'resources.digital-cloud-uk.medallia.eu',
  ],
  match: (request) => !request.isNavigation && propertyOf(request) !== null,
  decode: decodeMedallia,
  params: { property_id: { label: 'Property ID', group: 'most_used' } },
  volatile: [],
});
