/**
 * Suggestion: the same campaign parameter (a `utm_…` tag or a click id) twice in the landing URL, as
 * when a link builder appends tags to a URL that already has them. Analytics tools read only one of
 * the values (usually the first), so the other is lost.
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import { GA4_CAMPAIGN_SOURCE, isCampaignParameter, navigationUrl, shown } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

export const duplicatedCampaignParameterRule = defineRule({
  id: 'navigation.campaign-parameter-duplicated',
  code: 'NAME_DUPLICATED',
  severity: 'warning',
  description: 'A utm_ parameter or click id appears more than once in the page URL.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) => {
    const url = navigationUrl(request);
    if (url === null) return [];
    const valuesByName = new Map<string, string[]>();
    for (const param of url.query) {
      if (!isCampaignParameter(param.name)) continue;
      const values = valuesByName.get(param.name);
      if (values) values.push(param.value);
      else valuesByName.set(param.name, [param.value]);
    }
    const hits: RuleHit[] = [];
    for (const [name, values] of valuesByName) {
      if (values.length < 2) continue;
      const distinct = [...new Set(values)];
      const listed = distinct.map((value) => `"${shown(value)}"`).join(', ');
      hits.push({
        fieldPath: name,
        parameter: name,
        message:
          `${name} appears ${values.length} times in this page URL` +
          (distinct.length > 1 ? ` with different values (${listed})` : '') +
          `. Analytics tools read only one of them, usually the first; send it once.`,
        expected: `${name} once`,
        received: `${values.length} times: ${listed}`,
      });
    }
    return hits;
  },
});
