/** The consent rule set: checks every vendor's hits against the session's consent state, plus debug_mode. */
import type { Rule } from '../define-rule.js';
import { AD_STORAGE_RULES } from './ad-storage.js';
import { DEBUG_MODE_RULES } from './debug-mode.js';
import { OTHER_CONSENT_RULES } from './other-consent.js';

export const CONSENT_RULES: readonly Rule[] = [
  ...AD_STORAGE_RULES,
  ...OTHER_CONSENT_RULES,
  ...DEBUG_MODE_RULES,
];

export { consentAnalysis } from './consent-analysis.js';
