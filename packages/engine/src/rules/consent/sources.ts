import type { RuleSource } from '../define-rule.js';

const LAST_VERIFIED = '2026-11-25';

/** The rule books of the consent rules (facts and their sources: consent/facts.ts). */
export const CONSENT_SOURCES = {
  consentMode: {
    book: 'Google consent mode',
    url: 'https://developers.google.com/tag-platform/security/concepts/consent-mode',
    lastVerified: LAST_VERIFIED,
  },
  consentSetup: {
    book: 'Google consent mode (set up)',
    url: 'https://developers.google.com/tag-platform/security/guides/consent',
    lastVerified: LAST_VERIFIED,
  },
  debugMode: {
    book: 'GA4 DebugView',
    url: 'https://support.google.com/analytics/answer/7201382',
    lastVerified: LAST_VERIFIED,
  },
} as const satisfies Record<string, RuleSource>;
