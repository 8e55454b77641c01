import type { RuleSource } from '../define-rule.js';

/**
 * The personal-data rule book. Every vendor's terms forbid sending personal data; Google states it for
 * Analytics and Ads, Meta in its Business Tools Terms. The Analytics page is cited as the clearest one.
 */
export const PERSONAL_DATA_SOURCE: RuleSource = {
  book: 'Vendor terms: no personal data',
  url: 'https://support.google.com/analytics/answer/6366371',
  lastVerified: '2026-11-22',
};
