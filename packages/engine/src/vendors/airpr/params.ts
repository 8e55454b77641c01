import type { ParamSpec } from '../define-vendor.js';

/** AirPR pixel fields, as a real capture shows them (see airpr.ts); `an` keeps its wire name. */
export const AIRPR_PARAMS: Readonly<Record<string, ParamSpec>> = {
  profile: { label: 'Profile ID', group: 'most_used' },
  hostname: { label: 'Page host name', group: 'most_used' },
  ga_account_id: { label: 'Google Analytics property ID', group: 'most_used' },
  ga_account_type: { label: 'Google Analytics property type', group: 'other' },
  ga_c: { label: 'Google Analytics client ID', group: 'user' },
  om_account_type: { label: 'Adobe Analytics (Omniture) account type', group: 'other' },
  om_c: { label: 'Adobe Analytics visitor ID', group: 'user' },
  om_fallback_c: { label: 'Adobe Analytics fallback visitor ID', group: 'user' },
  adnxs_uid: { label: 'AppNexus (Xandr) user ID', group: 'user' },
  airpr_id: { label: 'AirPR visitor ID', group: 'user' },
};
