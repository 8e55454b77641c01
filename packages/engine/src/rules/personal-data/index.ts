/**
 * Personal-data rules, for every recognised vendor (unrecognised requests are skipped): e-mail
 * addresses and phone numbers in any decoded parameter value are errors. The Meta advanced-matching
 * fields (`ud[em]`, `ud[ph]`, …) are owned by the Meta rules, which ask for a hash instead. A hash
 * of nothing (of an empty text, `undefined` or `null`) in any value is a warning.
 */
import type { Rule } from '../define-rule.js';
import { piiEmailRule } from './pii-email.js';
import { piiPhoneRule } from './pii-phone.js';
import { hashedEmptyValueRule } from './hashed-empty-value.js';

export const PERSONAL_DATA_RULES: readonly Rule[] = [piiEmailRule, piiPhoneRule, hashedEmptyValueRule];

export { findEmailAddresses } from './email-scan.js';
export { findPhoneNumbers } from './phone-scan.js';
