/**
 * Navigation rules (category Navigation): what a marketer expects of a landing page's campaign tagging.
 * All are suggestions (warning or info), never errors: a navigation is not a tracking hit that a vendor
 * rejects, but a mistagged link loses attribution.
 */
import type { Rule } from '../define-rule.js';
import { clickIdEmptyRule } from './click-ids.js';
import { duplicatedCampaignParameterRule } from './duplicated-parameters.js';
import { joinedCampaignParametersRule } from './joined-parameters.js';
import { pageBotCheckRule } from './bot-check-page.js';
import { pageErrorStatusRule } from './page-error-status.js';
import { utmInFragmentRule } from './utm-in-fragment.js';
import { utmNameCaseRule, utmNameMisspelledRule } from './utm-names.js';
import { utmSourceMissingRule } from './utm-source-missing.js';
import { utmPlaceholderRule, utmValueEmptyRule } from './utm-values.js';

export const NAVIGATION_RULES: readonly Rule[] = [
  utmSourceMissingRule,
  duplicatedCampaignParameterRule,
  utmNameCaseRule,
  utmNameMisspelledRule,
  utmValueEmptyRule,
  utmPlaceholderRule,
  joinedCampaignParametersRule,
  utmInFragmentRule,
  clickIdEmptyRule,
  pageErrorStatusRule,
  pageBotCheckRule,
];
