/**
 * Suggestions about the values of UTM parameters: an empty tag (`utm_source=`) says nothing, and an
 * unreplaced template placeholder (`{{campaign.name}}`, `{campaignid}`, `%%CAMPAIGN%%`) means the ad
 * platform or e-mail tool did not fill in the link, so every visit is reported under the placeholder.
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import { GA4_CAMPAIGN_SOURCE, isKnownUtm, navigationUrl, shown } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

/** True when `value` holds `{…}` or `%%…%%`: a macro left unreplaced. Two indexOf calls, no backtracking. */
export function hasPlaceholder(value: string): boolean {
  const open = value.indexOf('{');
  if (open !== -1 && value.indexOf('}', open + 1) !== -1) return true;
  const percent = value.indexOf('%%');
  return percent !== -1 && value.indexOf('%%', percent + 3) !== -1;
}

export const utmValueEmptyRule = defineRule({
  id: 'navigation.utm-value-empty',
  code: 'UTM_VALUE_EMPTY',
  severity: 'warning',
  description: 'A UTM parameter is present in the page URL with an empty value.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    (navigationUrl(request)?.query ?? []).flatMap((param): RuleHit[] => {
      if (!isKnownUtm(param.name) || param.value.trim().length > 0) return [];
      return [
        {
          fieldPath: param.name,
          parameter: param.name,
          message: `${param.name} is in this page URL but has no value, so the visit is not attributed to a campaign ${param.name.slice(4)}. Fill it in or remove it.`,
          expected: `a value for ${param.name}`,
          received: '(empty)',
        },
      ];
    }),
});

export const utmPlaceholderRule = defineRule({
  id: 'navigation.utm-placeholder',
  code: 'UTM_PLACEHOLDER',
  severity: 'warning',
  description: 'A UTM parameter holds an unreplaced template placeholder such as {{campaign.name}}.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    (navigationUrl(request)?.query ?? []).flatMap((param): RuleHit[] => {
      if (!param.name.toLowerCase().startsWith('utm_') || !hasPlaceholder(param.value)) return [];
      return [
        {
          fieldPath: param.name,
          parameter: param.name,
          message:
            `${param.name} is "${shown(param.value)}": a template placeholder that was never replaced by the real ` +
            `value. Check the ad or e-mail tool's URL template (dynamic parameters only work where that tool supports them).`,
          expected: 'the real campaign value',
          received: shown(param.value),
        },
      ];
    }),
});
