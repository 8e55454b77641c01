/**
 * The vendor registry: one line per vendor folder, in matching order. The Navigation vendor comes first
 * (a navigation is recognised by how it was captured, never by its URL). A completeness test keeps this
 * list, the folders and their fixtures in step.
 */
import type { Vendor } from './define-vendor.js';
import { facebook } from './facebook/facebook.js';
import { ga4 } from './ga4/ga4.js';
import { googleAds } from './google-ads/google-ads.js';
import { gtm } from './gtm/gtm.js';
import { pinterest } from './pinterest/pinterest.js';
import { navigation } from './navigation/navigation.js';

export const VENDORS: readonly Vendor[] = [
  navigation,
  ga4,
  facebook,
  googleAds,
  gtm,
  pinterest,
];
