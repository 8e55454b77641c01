import { getParam } from '../../url/params.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';
import { readEventsApiBody } from '../events-api-body.js';

/**
 * Decodes a Pinterest Conversions API call (`POST api.pinterest.com/v5/ad_accounts/<id>/events`, JSON
 * `{data: [{event_name, action_source, event_time, event_id, user_data, custom_data…}]}`), when a
 * browser sends it: one event per `data` entry, named by its `event_name`, the account being the ad
 * account id of the path (also given as the `ad_account_id` parameter). A body with no `data` entry
 * gives one `unknown_event`; a body that is not JSON adds BODY_NOT_JSON.
 */
export function decodeConversionsApi(request: RequestView, adAccountId: string): VendorEvent[] {
  const body = readEventsApiBody(request.body);
  const common = [{ name: 'ad_account_id', value: adAccountId }, ...request.query, ...body.shared];
  const entries = body.events.length > 0 ? body.events : [[]];
  return entries.map((own, index) => ({
    eventName: getParam(own, 'event_name') || 'unknown_event',
    accountID: adAccountId,
    params: [...common, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}
