import type { ParamSpec } from '../define-vendor.js';

/** Google Ad Manager activity and audience pixel fields (`;`-separated in the path). */
export const GOOGLE_AD_MANAGER_PARAMS: Readonly<Record<string, ParamSpec>> = {
  xsp: { label: 'Activity ID', group: 'most_used' },
  dc_iu: { label: 'Ad unit (network and unit)', group: 'most_used' },
  dc_seg: { label: 'Audience segment ID', group: 'most_used' },
  ppid: { label: 'Publisher provided ID', group: 'user' },
  qty: { label: 'Quantity', group: 'e_commerce' },
  cost: { label: 'Revenue (cost)', group: 'e_commerce' },
  ord: { label: 'Order ID or cache buster (ord)', group: 'e_commerce' },
  dc_lat: { label: 'Limit ad tracking', group: 'consent_mode' },
  dc_rdid: { label: 'Resettable device ID', group: 'user' },
  tag_for_child_directed_treatment: { label: 'Child-directed treatment', group: 'consent_mode' },
  tfua: { label: 'Under the age of consent', group: 'consent_mode' },
  npa: { label: 'Non-personalised ads', group: 'consent_mode' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  ait: { label: 'App install tracking', group: 'other' },
  bundleid: { label: 'App bundle ID', group: 'other' },
  appversion: { label: 'App version', group: 'other' },
  google_nid: { label: "Cookie-matching partner (the buyer's network ID)", group: 'most_used' },
  google_cm: { label: 'Cookie match request', group: 'other' },
  google_hm: { label: 'Hosted match data (base64)', group: 'user' },
  google_sc: { label: 'Set the Google cookie first', group: 'other' },
  google_ula: { label: 'User list to add the user to', group: 'most_used' },
  google_push: { label: 'Data pushed back to the buyer', group: 'other' },
};
