import type { RuleSource } from '../define-rule.js';

/** When every GA4 source below was last read against the rules. */
export const GA4_LAST_VERIFIED = '2026-11-22';

function source(book: string, url: string): RuleSource {
  return { book, url, lastVerified: GA4_LAST_VERIFIED };
}

/**
 * The rule books of the GA4 rules. A finding's `source` is the book's name, so a user can tell a gtag.js
 * collection limit from a stricter Measurement Protocol one.
 */
export const GA4_SOURCES = {
  collectionLimits: source('GA4 gtag.js limits', 'https://support.google.com/analytics/answer/9267744'),
  /** The collection limits as they apply to Measurement Protocol data. */
  mpCollectionLimits: source(
    'GA4 Measurement Protocol',
    'https://support.google.com/analytics/answer/9267744',
  ),
  /** Google's best practices to avoid sending personal data: names and street addresses among it. */
  personalData: source('GA4 personal data policy', 'https://support.google.com/analytics/answer/6366371'),
  namingRules: source('GA4 event naming rules', 'https://support.google.com/analytics/answer/13316687'),
  /** The parameters collected with every event, page_location among them. */
  /** Custom dimensions and metrics: what GA4 does with the event parameters and user properties sent. */
  customDefinitions: source(
    'GA4 custom dimensions and metrics',
    'https://support.google.com/analytics/answer/10075209',
  ),
  /** What a measurement ID is: the `G-…` identifier of a web data stream. */
  measurementId: source('GA4 measurement ID', 'https://support.google.com/analytics/answer/12270356'),
  automaticEvents: source(
    'GA4 automatically collected events',
    'https://support.google.com/analytics/answer/9234069',
  ),
  recommendedEvents: source(
    'GA4 recommended events',
    'https://developers.google.com/analytics/devguides/collection/ga4/reference/events',
  ),
  ecommerce: source(
    'GA4 recommended events',
    'https://developers.google.com/analytics/devguides/collection/ga4/reference/events#purchase',
  ),
  duplicateTransactions: source(
    'GA4 duplicate purchases',
    'https://support.google.com/analytics/answer/12313109',
  ),
  consentMode: source(
    'Google consent mode',
    'https://developers.google.com/tag-platform/security/concepts/consent-mode',
  ),
  mpLimits: source(
    'GA4 Measurement Protocol',
    'https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events#limitations',
  ),
  mpReservedNames: source(
    'GA4 Measurement Protocol',
    'https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference#reserved_names',
  ),
  mpPayload: source(
    'GA4 Measurement Protocol',
    'https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference#payload',
  ),
  mpValidation: source(
    'GA4 Measurement Protocol',
    'https://developers.google.com/analytics/devguides/collection/protocol/ga4/validating-events',
  ),
} as const satisfies Record<string, RuleSource>;
