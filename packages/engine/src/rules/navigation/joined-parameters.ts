/**
 * Suggestion: a campaign parameter's value holds another campaign parameter (`utm_source=google?utm_medium=cpc`,
 * or an encoded `&` giving `utm_source=google&utm_medium=cpc` as one value). The link joins its tags with
 * `?` instead of `&`, or encodes them twice, so the second tag is lost inside the first one's value.
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import {
  CLICK_IDS,
  GA4_CAMPAIGN_SOURCE,
  KNOWN_UTM_PARAMETERS,
  isCampaignParameter,
  navigationUrl,
  shown,
} from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

const EMBEDDABLE = [...KNOWN_UTM_PARAMETERS, ...Object.keys(CLICK_IDS)].map((name) => `${name}=`);

/** The first campaign parameter written inside `value` (`utm_medium`), or undefined. */
export function embeddedParameter(value: string): string | undefined {
  if (!value.includes('=')) return undefined;
  const lower = value.toLowerCase();
  const found = EMBEDDABLE.find((needle) => lower.includes(needle));
  return found?.slice(0, -1);
}

export const joinedCampaignParametersRule = defineRule({
  id: 'navigation.campaign-parameters-joined',
  code: 'UTM_VALUE_MALFORMED',
  severity: 'warning',
  description:
    'A campaign parameter value contains another campaign parameter (joined with ? or an encoded &).',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    (navigationUrl(request)?.query ?? []).flatMap((param): RuleHit[] => {
      if (!isCampaignParameter(param.name)) return [];
      const embedded = embeddedParameter(param.value);
      if (embedded === undefined) return [];
      return [
        {
          fieldPath: param.name,
          parameter: param.name,
          message:
            `The value of ${param.name} ("${shown(param.value)}") contains ${embedded}: the link joins its parameters ` +
            `with "?" instead of "&", or encodes the "&", so ${embedded} is lost inside ${param.name}.`,
          expected: `${param.name} and ${embedded} as separate parameters joined with &`,
          received: shown(param.value),
        },
      ];
    }),
});
