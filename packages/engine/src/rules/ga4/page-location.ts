/**
 * A gtag.js hit's page location (`dl`) sent empty (a warning). gtag.js fills `dl` with the page's
 * address (`document.location`) unless a tag sets `page_location`: an empty one comes from a tag, such
 * as a GTM variable that resolved to nothing. GA4 then gets no page for the event (its page location
 * is "(not set)"), so it is missing from the page and landing-page reports.
 */
import type { Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_SOURCES } from './sources.js';

export const PAGE_LOCATION_RULES: readonly Rule[] = defineGa4Rules({
  id: 'page-location-empty',
  code: 'PAGE_LOCATION_EMPTY',
  severity: 'warning',
  description: "A browser hit's page location (dl) is not empty.",
  source: { gtag: GA4_SOURCES.automaticEvents },
  check: (_view, request) => {
    for (const param of request.parameters) {
      if (param.name !== 'dl') continue;
      if (param.value.trim().length > 0) return [];
      return [
        {
          fieldPath: 'dl',
          parameter: 'page_location',
          message:
            'page_location (dl) is sent empty, so GA4 gets no page for this event: it is missing from the page ' +
            'and landing-page reports. gtag.js sends the page address itself unless a tag sets page_location: ' +
            'find the tag or variable that sets it (a GTM variable that resolves to nothing) and fix or remove it.',
          expected: "the page's address",
          received: '(empty)',
        },
      ];
    }
    return [];
  },
});
