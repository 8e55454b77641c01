/**
 * Salesforce Marketing Cloud Personalization (formerly Interaction Studio / Evergage).
 *
 * Recognised: the beacon `cdn.evgnet.com/beacon/<account>/<dataset>/scripts/evergage(.min).js`
 * (`library_load`), and event calls `/api2/event/<dataset>` on `*.evergage.com` (GET with the event
 * as base64 JSON in `event`, or POST with a JSON body), one event each.
 *
 * Event name: the event's `action` (`Homepage`, `Add To Cart`…), else `event`. Account:
 * `<account>/<dataset>` — from the beacon path, or the first label of the API host and the dataset of
 * the path. Relied on: the beacon's event format (`action`, `user.anonymousId`, `source.url`,
 * `interaction.name`) as sent by evergage.js, not a published contract.
 */
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { readDataField } from '../mixpanel/data-field.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const BEACON = /^\/beacon\/([^/]+)\/([^/]+)\/scripts\/evergage(?:\.min)?\.js$/;
const EVENT_API = /^\/api2\/event\/([^/]+)\/?$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'cdn.evgnet.com') return BEACON.test(path) ? 'library_load' : null;
  return hostMatches(host, 'evergage.com') && EVENT_API.test(path) ? 'event' : null;
}

function decodePersonalization(request: RequestView): VendorEvent[] {
  const beacon = BEACON.exec(request.url.path);
  if (callOf(request) === 'library_load' && beacon !== null) {
    return [
      {
        eventName: 'library_load',
        accountID: `${beacon[1] ?? ''}/${beacon[2] ?? ''}`,
        params: [...request.query],
      },
    ];
  }
  const dataset = EVENT_API.exec(request.url.path)?.[1] ?? '';
  const account = `${request.url.host.split('.')[0] ?? ''}/${dataset}`;
  const fromQuery = readDataField(getParam(request.query, 'event') ?? '')?.[0];
  const body = fromQuery === undefined ? readJsonBody(request.body) : { params: [], findings: [] };
  const own: Param[] = fromQuery === undefined ? body.params : flattenJson(fromQuery);
  const params = [
    ...request.query.filter((param) => param.name !== 'event' || fromQuery === undefined),
    ...own,
  ];
  return [
    { eventName: getParam(own, 'action') || 'event', accountID: account, params, findings: body.findings },
  ];
}

export const salesforcePersonalization = defineVendor({
  code: 'SFPERSONALIZATION',
  aliases: ['EVERGAGE'],
  name: 'Salesforce Personalization (Evergage)',
  kind: 'other',
  badge: { short: 'SP', color: 'oklch(58.8% 0.158 241.966)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['source.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['cdn.evgnet.com', 'evergage.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodePersonalization,
  params: {
    action: { label: 'Action', group: 'most_used' },
    'source.url': { label: 'Page URL', group: 'most_used' },
    'source.urlReferrer': { label: 'Referrer', group: 'most_used' },
    'source.pageType': { label: 'Page type', group: 'most_used' },
    'source.channel': { label: 'Channel', group: 'other' },
    'user.anonymousId': { label: 'Anonymous ID', group: 'user' },
    'user.id': { label: 'User ID', group: 'user' },
    'interaction.name': { label: 'Interaction', group: 'most_used' },
    'consents[0].purpose': { label: 'Consent purpose', group: 'consent_mode' },
    'consents[0].status': { label: 'Consent status', group: 'consent_mode' },
  },
  patterns: [
    { prefix: 'user.attributes.', group: 'user', label: (rest) => `User attribute: ${rest}` },
    { prefix: 'interaction.lineItem', group: 'e_commerce', label: (rest) => `Line item${rest}` },
    { prefix: 'interaction.order.', group: 'e_commerce', label: (rest) => `Order: ${rest}` },
    { prefix: 'consents[', group: 'consent_mode', label: (rest) => `Consent [${rest}` },
  ],
  volatile: ['_r', 'source.time'],
});
