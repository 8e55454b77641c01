/**
 * Click ids that ad platforms add to landing URLs (auto-tagging): `gclid`, `fbclid`, `msclkid`, … A
 * present click id is reported as information, naming the platform, so that the reviewer checks the
 * platform's tag fires on this landing page; an empty one is a warning, since the click cannot be
 * attributed.
 */
import type { DecodedRequest } from '../../decode.js';
import type { Param } from '../../url/params.js';
import { defineRule, type RuleHit } from '../define-rule.js';
import { CLICK_IDS, GA4_CAMPAIGN_SOURCE, navigationUrl, shown } from './campaign-params.js';

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

export const clickIdPresentRule = defineRule({
  id: 'navigation.click-id-present',
  code: 'CLICK_ID_PRESENT',
  severity: 'info',
  description: 'The page was reached from an ad click: a click id is in the URL.',
  source: AUTO_TAGGING_SOURCE,
  categories: ['Navigation'],
  check: (request) =>
    clickIds(request).flatMap((param): RuleHit[] => {
      if (param.value.trim().length === 0) return [];
      const platform = CLICK_IDS[param.name] ?? param.name;
      return [{
        fieldPath: param.name,
        parameter: `${platform} click ID`,
        message: `This page was reached from a ${platform} ad click (${param.name}). Check that the ${platform} tag fires on this page, so the click is attributed.`,
        received: shown(param.value),
      }];
    }),
});

export const clickIdEmptyRule = defineRule({
  id: 'navigation.click-id-empty',
  code: 'CLICK_ID_EMPTY',
  severity: 'warning',
  description: 'A click id parameter is in the URL without a value.',
  source: AUTO_TAGGING_SOURCE,
  categories: ['Navigation'],
  check: (request) =>
    clickIds(request).flatMap((param): RuleHit[] => {
      if (param.value.trim().length > 0) return [];
      const platform = CLICK_IDS[param.name] ?? param.name;
      return [{
        fieldPath: param.name,
        parameter: `${platform} click ID`,
        message: `${param.name} is in this page URL but empty, so the ${platform} click cannot be attributed. A redirect or link rewrite may have dropped its value.`,
        expected: `the ${platform} click id`,
        received: '(empty)',
      }];
    }),
});
