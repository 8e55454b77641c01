/**
 * Medallia Digital (formerly Kampyle) feedback and Medallia DXA (Digital Experience Analytics,
 * formerly Decibel Insight) session analytics.
 *
 * Recognised as `library_load`:
 * - Digital: the embed script `/wu/<property id>/onsite/embed.js` on `nebula-cdn.kampyle.com`, and
 *   `/wdc<region>/<property id>/onsite/embed.js` on `resources.digital-cloud.medallia.com` (also
 *   `.medallia.eu`). Account: the property id from the path.
 * - DXA: the tag `/i/<account number>/<website id>/di.js` on `cdn.decibelinsight.net` (also
 *   `collection.` and the bare domain), and the older `/i/<account number>/di.js`. Account:
 *   `<account number>/<website id>`, or the account number alone.
 * And Digital's collection requests (collection.ts): `/egw/<n>/<token>/track/__cool.gif?data=…` on
 * `udc-neb.kampyle.com` (the `/v1/<token>/track` POST of the same tracker on any Kampyle host), one
 * event per entry of the batch, named by its `event_name` (`nebula_page_view`…), account `websiteId`.
 *
 * Relied on, not a published contract: DXA's path, read off public embed codes and the script's own
 * settings (`accountNumber`, `da_websiteId`, in files marked © Medallia Inc.); Tealium's Decibel tag
 * names the two ids account and property. DXA's data collection (`collection.decibelinsight.net`) is a
 * WebSocket, not decoded: its message format is not documented. Its HTTP fallback, the POSTs to
 * `/i/<account number>/da/?type=…&wid=<website id>` sent while the socket is down, is (dxa-collection.ts):
 * event `type` (`page`, `multi`, `html`, `resourceList`), account `<account number>/<website id>`.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { COLLECTION_DOMAIN, COLLECTION_PARAMS, decodeCollection, isCollection } from './collection.js';
import { DXA_DATA_PARAMS, decodeDxaData, dxaDataAccount } from './dxa-collection.js';

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
  if (isCollection(request)) return decodeCollection(request);
  const dxaAccount = dxaDataAccount(request);
  if (dxaAccount !== null) return decodeDxaData(request, dxaAccount);
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
  // Not `nebula_page_view`: a feedback tool may sample visits, and the page-view cross-check would
  // then call every page it skipped a missing page view.
  pageViewEvents: [],
  pageUrlParams: ['url', 'pu'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another form, or another file the script fetched: another event, however alike the rest; another
    // DXA send of the page view (`dc` counts them): another message.
    distinctKeys: [
      'dc',
      'formId',
      'formTriggerType',
      'kampyle_data.httpRequestData.url',
      'kampyle_data.httpRequestData.requestUrl',
    ],
  },
  hosts: ['udc-neb.kampyle.com'],
  matchHosts: [
    COLLECTION_DOMAIN,
    'resources.digital-cloud.medallia.com',
    'resources.digital-cloud.medallia.eu',
    'resources.digital-cloud-uk.medallia.eu',
    DXA_DOMAIN,
  ],
  match: (request) =>
    !request.isNavigation &&
    (isCollection(request) || dxaDataAccount(request) !== null || scriptOf(request) !== null),
  decode: decodeMedallia,
  params: {
    product: { label: 'Medallia product', group: 'most_used' },
    property_id: { label: 'Property ID', group: 'most_used' },
    account_number: { label: 'DXA account number', group: 'most_used' },
    website_id: { label: 'DXA website (property) ID', group: 'most_used' },
    ...COLLECTION_PARAMS,
    ...DXA_DATA_PARAMS,
  },
  // The event's times, the time a fetch took, and the cookies' size, which grows as the page sets them.
  volatile: [
    'event_timestamp_epoch',
    'event_local_timestamp',
    'kampyle_data.httpRequestData.requestTotalTimeInSeconds',
    'cookie_size',
  ],
  sessionIds: ['user_id', 'kampyle_data.kampyle_userid', 'kampyle_data.kampyleUserSession', 'sid', 'pvid'],
});
