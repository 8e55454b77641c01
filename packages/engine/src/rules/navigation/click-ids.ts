/**
 * Click ids that ad platforms add to landing URLs (auto-tagging): `gclid`, `fbclid`, `msclkid`, … A
 * present click id is normal (no finding: a landing page from an ad is not a problem); an empty one is
 * a warning, since the click cannot be attributed.
 */
import type { DecodedRequest } from '../../decode.js';
import type { Param } from '../../url/params.js';
import { defineRule, type RuleHit } from '../define-rule.js';
import { CLICK_IDS, GA4_CAMPAIGN_SOURCE, navigationUrl } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';
import { own } from '../../own.js';

const AUTO_TAGGING_SOURCE = {
  ...GA4_CAMPAIGN_SOURCE,
  book: 'Ad platforms auto-tagging',
  url: 'https://support.google.com/google-ads/answer/3095550',
};

function clickIds(request: DecodedRequest): Param[] {
  const seen = new Set<string>();
  return (navigationUrl(request)?.query ?? []).filter((param) => {
    if (!Object.hasOwn(CLICK_IDS, param.name) || seen.has(param.name)) return false;
    seen.add(param.name);
    return true;
  });
}

export const clickIdEmptyRule = defineRule({
  id: 'navigation.click-id-empty',
  code: 'CLICK_ID_EMPTY',
  severity: 'warning',
  description: 'A click id parameter is in the URL without a value.',
  source: AUTO_TAGGING_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    clickIds(request).flatMap((param): RuleHit[] => {
      if (param.value.trim().length > 0) return [];
      const platform = own(CLICK_IDS, param.name) ?? param.name;
      return [
        {
          fieldPath: param.name,
          parameter: `${platform} click ID`,
          message: `${param.name} is in this page URL but empty, so the ${platform} click cannot be attributed. A redirect or link rewrite may have dropped its value.`,
          expected: `the ${platform} click id`,
          received: '(empty)',
        },
      ];
    }),
});
