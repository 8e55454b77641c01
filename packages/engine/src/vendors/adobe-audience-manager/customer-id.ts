/**
 * The customer ids Audience Manager and the Experience Cloud ID service receive, `d_cid` and
 * `d_cid_ic`: `<data provider id or integration code>%01<user id>%01<authentication state>` (Adobe's
 * "Visitor authentication states in Audience Manager": `d_cid=123%01sample_id%010`; the state is 0
 * unknown, 1 authenticated, 2 logged out, and may be left out). Decoded, `%01` is a control character
 * no one can read: each such parameter is followed by its parts.
 */
import type { Param } from '../../url/params.js';
import type { ParamSpec } from '../define-vendor.js';

/** The separator, `%01` decoded. */
const SEPARATOR = '\u0001';

/** The name of each part, by parameter: what the first part is, then the id and the state. */
const PARTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['d_cid', ['data_provider', 'id', 'auth_state']],
  ['d_cid_ic', ['integration_code', 'id', 'auth_state']],
]);

/** The authentication state's label, alike on both. */
const AUTH_STATE: ParamSpec = {
  label: 'Customer ID authentication state (0 unknown, 1 authenticated, 2 logged out)',
  group: 'user',
};
const CUSTOMER_ID: ParamSpec = { label: 'Customer ID', group: 'user' };

/** Labels of the parts (`d_cid.id`…), for the vendors' parameter tables. */
export const CUSTOMER_ID_LABELS: Readonly<Record<string, ParamSpec>> = {
  'd_cid.data_provider': { label: 'Customer ID: data provider ID', group: 'user' },
  'd_cid.id': CUSTOMER_ID,
  'd_cid.auth_state': AUTH_STATE,
  'd_cid_ic.integration_code': { label: 'Customer ID: integration code', group: 'user' },
  'd_cid_ic.id': CUSTOMER_ID,
  'd_cid_ic.auth_state': AUTH_STATE,
};

/** `params` with the parts of each customer id after it; the same list when there is none. */
export function withCustomerIdParts(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    const names = PARTS.get(param.name);
    if (names === undefined || !param.value.includes(SEPARATOR)) continue;
    const parts = param.value.split(SEPARATOR, names.length);
    parts.forEach((value, index) => {
      out.push({ name: `${param.name}.${names[index] ?? index}`, value });
    });
  }
  return out;
}
