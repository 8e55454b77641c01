/**
 * A gtag.js hit's measurement ID (`tid`) names the web data stream that receives it: `G-` followed by
 * letters and digits. A hit whose `tid` is empty, a word a variable left (`undefined`, `null`), a tag
 * manager's variable never resolved (`{{GA4 ID}}`) or the documentation's `G-XXXXXXXXXX` reaches no
 * stream: GA4 records it nowhere (an error). Seen as a Meta pixel id too (meta/pixel-id.ts); for the
 * Google tag's own load, see the GTM vendor's TAG_ID_INVALID.
 */
import type { Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_SOURCES } from './sources.js';

/** `G-` and letters and digits: every measurement ID. Case is not judged. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/i;
/** The documentation's placeholder. */
const PLACEHOLDER = /^G-X+$/;

export const MEASUREMENT_ID_RULES: readonly Rule[] = defineGa4Rules({
  id: 'measurement-id',
  code: 'VALUE_INVALID',
  severity: 'error',
  description: "A browser hit's measurement ID (tid) is a G- ID.",
  source: { gtag: GA4_SOURCES.measurementId },
  check: (_view, request) => {
    const tid = request.parameters.find((param) => param.name === 'tid');
    if (tid === undefined) return [];
    const value = tid.value.trim();
    const placeholder = PLACEHOLDER.test(value);
    if (MEASUREMENT_ID.test(value) && !placeholder) return [];
    const what =
      value.length === 0
        ? 'is empty'
        : placeholder
          ? `is "${value}", the documentation's placeholder`
          : `is "${value.slice(0, 60)}", not a measurement ID`;
    const cause = placeholder
      ? "the snippet's placeholder was never replaced with the stream's ID"
      : 'the tag was set up with a variable that held no ID';
    return [
      {
        fieldPath: 'tid',
        parameter: 'measurement ID',
        message:
          `This hit's measurement ID (tid) ${what}, so it reaches no data stream and GA4 records it ` +
          `nowhere: ${cause}. Give the Google tag, or GTM's GA4 tags, the measurement ID shown in the ` +
          `data stream's details (G- then letters and digits).`,
        expected: 'a measurement ID such as G-1A2B3C4D5E',
        received: value.length === 0 ? '(empty)' : value.slice(0, 100),
      },
    ];
  },
});
