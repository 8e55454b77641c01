import { getParam, type Param } from '../../url/params.js';

/**
 * The event of an X (Twitter) pixel hit, from its parameters (the JSON of `events` and `event` already
 * decoded beside them):
 * 1. the names in `events` (`[["pageview", {}]]` → `pageview`; several joined with `,`);
 * 2. `conversion` when `event` holds event data (`{"value": …}`) or the legacy single-event tag sent
 *    `tw_sale_amount` / `tw_order_quantity`;
 * 3. otherwise `pageview`, the base pixel's page hit (uwt.js 2.3.3x sends `event={}` and no `events`).
 */
export function twitterEventName(params: readonly Param[]): string {
  const names: string[] = [];
  for (const param of params) {
    if (isEventNameField(param.name) && param.value.length > 0) names.push(param.value);
  }
  if (names.length > 0) return names.join(',');
  if (params.some((param) => param.name.startsWith('event.'))) return 'conversion';
  if (getParam(params, 'tw_sale_amount') !== undefined || getParam(params, 'tw_order_quantity') !== undefined)
    return 'conversion';
  return 'pageview';
}

/** True for `events[<n>][0]`, the name of the n-th event in the decoded `events` JSON. */
function isEventNameField(name: string): boolean {
  if (!name.startsWith('events[') || !name.endsWith('][0]')) return false;
  const index = name.slice('events['.length, -'][0]'.length);
  if (index.length === 0) return false;
  for (const char of index) if (char < '0' || char > '9') return false;
  return true;
}
