/**
 * Medallia Digital (formerly Kampyle) feedback and Medallia DXA (Digital Experience Analytics,
 * formerly Decibel Insight) session analytics.
 *
 * Recognised, every match `library_load`:
 * - Digital: the embed script `/wu/<property id>/onsite/embed.js` on `nebula-cdn.kampyle.com`, and
 *   `/wdc<region>/<property id>/onsite/embed.js` on `resources.digital-cloud.medallia.com` (also
 *   `.medallia.eu`). Account: the property id from the path.
 * - DXA: the tag `/i/<account number>/<website id>/di.js` on `cdn.decibelinsight.net` (also
 *   `collection.` and the bare domain), and the older `/i/<account number>/di.js`. Account:
 *   `<account number>/<website id>`, or the account number alone.
 *
 * Relied on, not a published contract: DXA's path, read off public embed codes and the script's own
 * settings (`accountNumber`, `da_websiteId`, in files marked © Medallia Inc.); Tealium's Decibel tag
 * names the two ids account and property. DXA's data collection (`collection.decibelinsight.net`, a
 * WebSocket) is not decoded: its message format is not documented.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const KAMPYLE = /^\/wu\/(\d+)\/onsite\/embed\.js$/;
const DIGITAL_CLOUD = /^\/wdc[a-z0-9]*\/(\d+)\/onsite\/embed\.js$/;
const CLOUD_HOSTS: ReadonlySet<string> = new Set([
  'resources.digital-cloud.medallia.com',
  'resources.digital-cloud.medallia.eu',
  'resources.digital-cloud-uk.medallia.eu',
]);
const DXA_DOMAIN = 'decibelinsight.net';
const DXA_TAG = /^\/i\/(\d+)(?:\/(\d+))?\/di\.js$/;

type Script =
  { product: 'digital'; property: string } | { product: 'dxa'; account: string; website: string | null };

function scriptOf(request: RequestView): Script | null {
  const { host, path } = request.url;
  if (host === 'nebula-cdn.kampyle.com') return digital(KAMPYLE.exec(path)?.[1]);
  if (CLOUD_HOSTS.has(host)) return digital(DIGITAL_CLOUD.exec(path)?.[1]);
  if (!hostMatches(host, DXA_DOMAIN)) return null;
  const found = DXA_TAG.exec(path);
  const account = found?.[1];
  return account === undefined ? null : { product: 'dxa', account, website: found?.[2] ?? null };
}

function digital(property: string | undefined): Script | null {
  return property === undefined ? null : { product: 'digital', property };
}

function decodeMedallia(request: RequestView): VendorEvent[] {
  const script = scriptOf(request);
  if (script?.product === 'dxa') {
    const params = [
      { name: 'product', value: 'DXA' },
      { name: 'account_number', value: script.account },
      ...(script.website === null ? [] : [{ name: 'website_id', value: script.website }]),
      ...request.query,
    ];
    const accountID = script.website === null ? script.account : `${script.account}/${script.website}`;
    return [{ eventName: 'library_load', accountID, params }];
  }
  const property = script?.property ?? null;
  const params = [
    { name: 'product', value: 'Digital' },
    ...(property === null ? [] : [{ name: 'property_id', value: property }]),
    ...request.query,
  ];
  return [{ eventName: 'library_load', accountID: property, params }];
}

export const medallia = defineVendor({
  code: 'MEDALLIA',
  aliases: ['KAMPYLE'],
  name: 'Medallia (Digital feedback, DXA)',
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
    DXA_DOMAIN,
  ],
  match: (request) => !request.isNavigation && scriptOf(request) !== null,
  decode: decodeMedallia,
  params: {
    product: { label: 'Medallia product', group: 'most_used' },
    property_id: { label: 'Property ID', group: 'most_used' },
    account_number: { label: 'DXA account number', group: 'most_used' },
    website_id: { label: 'DXA website (property) ID', group: 'most_used' },
  },
  volatile: [],
});
