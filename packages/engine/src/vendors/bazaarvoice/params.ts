import type { ParamSpec } from '../define-vendor.js';

/**
 * Labels of the Bazaarvoice analytics fields: the BV Pixel's documented names (client, deployment
 * zone, locale, product, order fields) and the rest as the real requests show them (inferred).
 */
export const BAZAARVOICE_PARAMS: Readonly<Record<string, ParamSpec>> = {
  cl: { label: 'Event class (PageView, Diagnostic…)', group: 'most_used' },
  client: { label: 'Client name', group: 'most_used' },
  type: { label: 'Event type (Product…)', group: 'most_used' },
  bvProduct: { label: 'Bazaarvoice product (RatingsAndReviews, Curations…)', group: 'most_used' },
  bvProductVersion: { label: 'Bazaarvoice product version', group: 'other' },
  productId: { label: 'Product ID', group: 'most_used' },
  categoryId: { label: 'Category ID', group: 'most_used' },
  rootCategoryId: { label: 'Root category ID', group: 'other' },
  brand: { label: 'Brand', group: 'most_used' },
  deploymentZone: { label: 'Deployment zone (site ID)', group: 'most_used' },
  environment: { label: 'Environment', group: 'most_used' },
  locale: { label: 'Locale', group: 'most_used' },
  name: { label: 'Event name (batched events)', group: 'most_used' },
  orderId: { label: 'Order ID', group: 'e_commerce' },
  total: { label: 'Order total', group: 'e_commerce' },
  currency: { label: 'Currency', group: 'e_commerce' },
  href: { label: 'Page URL', group: 'most_used' },
  canurl: { label: 'Canonical URL', group: 'other' },
  ref: { label: 'Referrer', group: 'other' },
  host: { label: 'Site host', group: 'other' },
  dc: { label: 'Display container (inferred)', group: 'other' },
  loadId: { label: 'Page load ID (inferred)', group: 'user' },
  BVBRANDID: { label: 'Visitor ID (inferred)', group: 'user' },
  BVBRANDSID: { label: 'Session ID (inferred)', group: 'user' },
  source: { label: 'Sending script (inferred)', group: 'other' },
  r_batch: { label: 'Batched events (Rison)', group: 'other' },
  r_t: { label: 'Load timings (inferred)', group: 'other' },
  _: { label: 'Cache buster', group: 'other' },
};
