import type { KnownFindingCode } from '../findings/codes.js';

/**
 * The finding codes of the consent checks (rules/consent/ and the consent decoders), for apps that
 * list a hit's consent issues.
 */
export const CONSENT_FINDING_CODES: ReadonlySet<KnownFindingCode> = new Set<KnownFindingCode>([
  'AD_STORAGE_DENIED',
  'AD_USER_DATA_DENIED',
  'AD_PERSONALIZATION_DENIED',
  'CONSENT_DEFAULT_LATE',
  'CONSENT_NOT_APPLIED',
  'DEBUG_MODE_FALSE',
  'CONSENT_STRING_UNREADABLE',
]);
