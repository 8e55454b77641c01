/**
 * A conversion-like event sent to Google Ads without a conversion label. A conversion action is
 * identified by its label (`send_to: 'AW-<id>/<label>'`); an event sent to the account alone
 * (`send_to: 'AW-<id>'`) reaches `/pagead/viewthroughconversion/<id>/` or `/pagead/conversion/<id>/`
 * without one, as a remarketing event: it adds the visitor to audience lists and records no
 * conversion. A real lead form (gryphon.org, 2023) sent `data=event=generate_lead` so, where a
 * `generate_lead ✔` read as the lead conversion having fired.
 */
import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';
import { getParam, type Param } from '../../url/params.js';

/**
 * Event names that read as a conversion: GA4's recommended purchase, sign-up and lead events (not
 * `conversion` itself, which the tag gateway posts with its label in the body).
 */
const CONVERSION_LIKE: ReadonlySet<string> = new Set([
  'purchase',
  'generate_lead',
  'sign_up',
  'submit_lead_form',
  'qualify_lead',
  'close_convert_lead',
]);

/**
 * The info finding for a conversion-like event on a conversion or view-through path without a label,
 * or null. `eventName` is the hit's event as the vendor reads it (`en`, else `data.event`).
 */
export function remarketingOnly(
  eventName: string,
  account: string | null,
  params: readonly Param[],
): Finding | null {
  if (!CONVERSION_LIKE.has(eventName) || (getParam(params, 'label') ?? '').length > 0) return null;
  const to = account ?? 'the Google Ads account';
  return makeFinding('ADS_CONVERSION_LABEL_MISSING', {
    fieldPath: 'label',
    parameter: 'label',
    message:
      `This ${eventName} was sent to ${to} without a conversion label, as a remarketing event: it adds ` +
      `the visitor to audience lists, and Google Ads records no conversion for it. If it should count as ` +
      `a conversion, send it to the conversion action (send_to '${account ?? 'AW-…'}/<label>', or the ` +
      `conversion tag with its label).`,
    expected: 'a conversion label (label), if a conversion was meant',
    received: 'no label',
  });
}
