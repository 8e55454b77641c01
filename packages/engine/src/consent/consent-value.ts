/** The four consent types of Google consent mode v2, in the order `gcd` carries them. */
export const CONSENT_TYPES = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
] as const;

export type ConsentType = (typeof CONSENT_TYPES)[number];

/** A consent type's state: what the visitor chose, or `not set` when nothing says. */
export type ConsentValue = 'granted' | 'denied' | 'not set';
