/**
 * Suggestion: UTM tags after the `#` of the landing URL (`/page#utm_source=…`, `/#/route?utm_source=…`).
 * Browsers never send the fragment and Google Analytics reads campaign tags from the query string only,
 * so these tags are ignored. A tag that is also in the query string is not reported.
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import { GA4_CAMPAIGN_SOURCE, navigationUrl, shown, valueOf } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

export const utmInFragmentRule = defineRule({
  id: 'navigation.utm-in-fragment',
  code: 'UTM_IN_FRAGMENT',
  severity: 'warning',
  description: 'UTM parameters sit in the URL fragment (after #), where analytics tools do not read them.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) => {
    const url = navigationUrl(request);
    if (url === null) return [];
    const seen = new Set<string>();
    return url.fragment.flatMap((param): RuleHit[] => {
      const name = param.name.toLowerCase();
      if (!name.startsWith('utm_') || seen.has(name) || valueOf(url.query, name) !== undefined) return [];
      seen.add(name);
      return [
        {
          fieldPath: param.name,
          parameter: name,
          message:
            `${param.name} is after the "#" of this page URL, where analytics tools do not read campaign tags. ` +
            `Move it into the query string (before the "#").`,
          expected: `${name} in the query string`,
          received: `#…${param.name}=${shown(param.value)}`,
        },
      ];
    });
  },
});
