/**
 * Suggestion: a landing URL tagged with `utm_medium` or `utm_campaign` but no `utm_source`. Google
 * Analytics needs the source to attribute the visit: without it the campaign is reported as
 * `(not set)` and the other tags are of little use.
 */
import { defineRule } from '../define-rule.js';
import { GA4_CAMPAIGN_SOURCE, navigationUrl, valueOf } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

export const utmSourceMissingRule = defineRule({
  id: 'navigation.utm-source-missing',
  code: 'UTM_SOURCE_MISSING',
  severity: 'warning',
  description: 'utm_medium or utm_campaign is set but utm_source is missing.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) => {
    const url = navigationUrl(request);
    if (url === null || valueOf(url.query, 'utm_source') !== undefined) return [];
    const present = ['utm_medium', 'utm_campaign'].filter((name) => valueOf(url.query, name) !== undefined);
    if (present.length === 0) return [];
    return [
      {
        fieldPath: 'utm_source',
        parameter: 'campaign source',
        message:
          `This page URL has ${present.join(' and ')} but no utm_source. Analytics tools need the source ` +
          `(for example utm_source=newsletter) to attribute the visit; without it the campaign shows as "(not set)".`,
        expected: 'utm_source alongside utm_medium and utm_campaign',
        received: `${present.join(', ')} without utm_source`,
      },
    ];
  },
});
