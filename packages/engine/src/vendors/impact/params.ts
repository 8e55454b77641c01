import type { ParamSpec } from '../define-vendor.js';

/** impact.com Universal Tracking Tag (UTT) fields. */
export const IMPACT_PARAMS: Readonly<Record<string, ParamSpec>> = {
  partner_id: { label: 'Partner ID (path)', group: 'most_used' },
  ad_id: { label: 'Ad ID (path)', group: 'most_used' },
  campaign_id: { label: 'Program (campaign) ID (path)', group: 'most_used' },
  landurl: { label: 'Landing page URL', group: 'most_used' },
  referrer: { label: 'Referrer', group: 'most_used' },
  _ir: { label: 'Impact cookie (_ir)', group: 'user' },
  irclickid: { label: 'Click ID (irclickid)', group: 'user' },
  im_ref: { label: 'Click ID (im_ref)', group: 'user' },
  custid: { label: 'Customer ID', group: 'user' },
  custemail: { label: 'Customer e-mail (hashed)', group: 'user' },
};
