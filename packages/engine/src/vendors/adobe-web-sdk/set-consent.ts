/**
 * The Web SDK's consent call: `POST /ee/[<region>/]v1/privacy/set-consent?configId=…` with a JSON body
 * `{consent: [{standard, version, value}], identityMap: {…}}`, sent by `alloy('setConsent', …)` and
 * by the mobile Edge extension. It carries no event: it is the side ping `consent_update`, its body
 * flattened (`consent[0].value.collect.val`), its account the datastream id.
 */
import { readJsonBody } from '../body.js';
import type { RequestView, VendorEvent } from '../define-vendor.js';

/** True for `/ee/…/privacy/set-consent` (the datastream id is checked by the caller). */
export function isSetConsentPath(path: string): boolean {
  const segments = path.split('/');
  const count = segments.length;
  return (
    count >= 4 &&
    segments[count - 1] === 'set-consent' &&
    segments[count - 2] === 'privacy' &&
    segments.slice(0, -2).includes('ee')
  );
}

/** One `consent_update` event with the query and the flattened body. */
export function decodeSetConsent(request: RequestView, accountID: string | null): VendorEvent[] {
  const body = readJsonBody(request.body);
  return [
    {
      eventName: 'consent_update',
      accountID,
      params: [...request.query, ...body.params],
      findings: body.findings,
    },
  ];
}
