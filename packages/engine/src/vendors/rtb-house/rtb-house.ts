/**
 * RTB House retargeting tags.
 *
 * Recognised: `/tags` (GET image, iframe or script) and `/tags/v2` (POST JSON) on `creativecdn.com`
 * and its regional hosts (`asia.`, `us.`, `eu.creativecdn.com`). Other creativecdn.com paths
 * (creatives, cookie syncs) are not hits.
 *
 * Undocumented behaviour relied on: a `/tags` call names each tag in an `id` parameter
 * `pr_<account key>[_<event>[_<data>…]]` (`pr_X_home`, `pr_X_offer_<sku>`, `pr_X_basketadd_<sku>`,
 * `pr_X_orderstatus2_<value>_<order>_<skus>`; `pr_X_uid_…` and `pr_X_lid_…` only identify the
 * visitor; a bare `pr_X` is an other page): the first tag that is an event is decoded here into
 * `account_key`, `event_type` and `event_data`. A `/tags/v2` body is `{"th": <account key>, "tags":
 * [{"eventType": …, …}]}`: one event per tag that is not a `uid`.
 *
 * Event name: the tag's event (`home`, `offer`…), `page_view` for a bare tag. Account: the account key.
 */
import { flattenJson } from '../../url/flatten-json.js';
import { hostMatches } from '../../url/parse-url.js';
import type { Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { RTB_HOUSE_PARAMS, RTB_HOUSE_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

const IDENTITY_TAGS: ReadonlySet<string> = new Set(['uid', 'lid']);

function endpointOf(request: RequestView): 'tags' | 'v2' | null {
  if (request.isNavigation || !hostMatches(request.url.host, 'creativecdn.com')) return null;
  const { path } = request.url;
  if (path === '/tags' || path === '/tags/') return 'tags';
  return path === '/tags/v2' ? 'v2' : null;
}

/** `pr_ACCOUNT_offer_SKU` → account `ACCOUNT`, event `offer`, data `SKU`; null when not a `pr_` tag. */
function readTag(id: string): { account: string; event: string; data: string } | null {
  if (!id.startsWith('pr_')) return null;
  const [account = '', event = '', ...data] = id.slice(3).split('_');
  return account.length > 0 ? { account, event, data: data.join('_') } : null;
}

function decodeTags(query: readonly Param[]): VendorEvent[] {
  const tags = query.filter((param) => param.name === 'id').flatMap((param) => readTag(param.value) ?? []);
  const tag = tags.find((entry) => !IDENTITY_TAGS.has(entry.event)) ?? tags[0];
  const event = tag === undefined ? '' : tag.event.length > 0 ? tag.event : 'page_view';
  const derived: Param[] =
    tag === undefined
      ? []
      : [
          { name: 'account_key', value: tag.account },
          { name: 'event_type', value: event },
          { name: 'event_data', value: tag.data },
        ];
  return [
    { eventName: event || 'unknown_event', accountID: tag?.account ?? null, params: [...query, ...derived] },
  ];
}

function decodeV2(request: RequestView): VendorEvent[] {
  const body = readJsonBody(request.body);
  const json = isRecord(body.json) ? body.json : {};
  const account = typeof json.th === 'string' ? json.th : null;
  const shared: Param[] = [...request.query, ...(account === null ? [] : [{ name: 'th', value: account }])];
  const tags = Array.isArray(json.tags) ? json.tags.filter(isRecord) : [];
  const events = tags.filter((tag) => tag.eventType !== 'uid');
  const chosen = events.length > 0 ? events : tags.slice(0, 1);
  if (chosen.length === 0)
    return [{ eventName: 'unknown_event', accountID: account, params: shared, findings: body.findings }];
  return chosen.map((tag) => ({
    eventName:
      typeof tag.eventType === 'string' && tag.eventType.length > 0 ? tag.eventType : 'unknown_event',
    accountID: account,
    params: [...shared, ...flattenJson(tag)],
  }));
}

export const rtbHouse = defineVendor({
  code: 'RTBHOUSE',
  name: 'RTB House',
  kind: 'advertising',
  badge: { short: 'RH', color: '#ff3c3c', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['home', 'page_view'],
  pageUrlParams: ['su'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['creativecdn.com'],
  match: (request) => endpointOf(request) !== null,
  decode: (request) => (endpointOf(request) === 'v2' ? decodeV2(request) : decodeTags(request.query)),
  params: RTB_HOUSE_PARAMS,
  patterns: RTB_HOUSE_PATTERNS,
  volatile: ['ts'],
});
