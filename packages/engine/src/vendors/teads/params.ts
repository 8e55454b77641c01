import type { ParamSpec } from '../define-vendor.js';

/**
 * Labels of the Universal Pixel's `/track` fields and of the Teads ID call `at.teads.tv/fpc` (sources
 * in teads.ts).
 */
export const TEADS_PARAMS: Readonly<Record<string, ParamSpec>> = {
  action: { label: 'Action', group: 'most_used' },
  buyer_pixel_id: { label: 'Buyer pixel ID', group: 'most_used' },
  conversion_type: { label: 'Conversion type', group: 'most_used' },
  name: { label: 'Conversion name', group: 'most_used' },
  page_url: { label: 'Page URL', group: 'most_used' },
  referer: { label: 'Referrer', group: 'most_used' },
  price: { label: 'Price (value)', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  product_name: { label: 'Product name', group: 'e_commerce' },
  order_id: { label: 'Order ID', group: 'e_commerce' },
  auctid: { label: 'Teads click ID (auctid)', group: 'user' },
  tfpvi: { label: 'Visitor ID', group: 'user' },
  tfpsi: { label: 'Session ID', group: 'user' },
  hashed_email: { label: 'Hashed e-mail', group: 'user' },
  timezone: { label: 'Time zone', group: 'user' },
  gdpr: { label: 'GDPR applies', group: 'consent_mode' },
  gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
  us_privacy: { label: 'US privacy string', group: 'consent_mode' },
  env: { label: 'Integration environment', group: 'other' },
  tag_version: { label: 'Tag version', group: 'other' },
  variant: { label: 'Tag variant', group: 'other' },
  ts: { label: 'Timestamp', group: 'other' },
  // The Teads ID call (`/fpc`).
  analytics_tag_id: { label: 'Analytics tag ID (PUB_ + Teads publisher ID)', group: 'most_used' },
  gdpr_status: {
    label: 'GDPR status (0 does not apply, 12 applies, 22 no CMP or CMP error)',
    group: 'consent_mode',
  },
  gdpr_reason: { label: 'GDPR reason (0, 120 or 220, after the status)', group: 'consent_mode' },
  ccpa_consent: { label: 'US privacy (CCPA) string', group: 'consent_mode' },
  shared_ids: { label: 'shared_ids (meaning not documented)', group: 'other' },
  sv: { label: "sv: sender (prebid-v1 is Prebid's Teads ID module)", group: 'other' },
};
