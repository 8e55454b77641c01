/** The vendor codes of the specification, plus Navigation. `DYNAMICYIELD` is accepted as input for `DY`. */
export const VENDOR_CODES = [
  'GOOGLEANALYTICS4',
  'GOOGLEADS',
  'GTM',
  'FACEBOOK',
  'PINTEREST',
  'BING',
  'TEADS',
  'CONTENT_SQUARE',
  'TIKTOK',
  'TIKTOKPIXEL',
  'TWITTER',
  'ADOBELAUNCH',
  'ADOBEWEBSDK',
  'MSCLARITY',
  'DY',
  'REDDIT',
  'Navigation',
] as const;

export type VendorCode = (typeof VENDOR_CODES)[number];

/** Categories with automatic validation (the specification's "supported" platforms). */
export const SUPPORTED_CATEGORIES: ReadonlySet<string> = new Set([
  'GOOGLEANALYTICS4',
  'FACEBOOK',
  'Navigation',
]);

/** Parameter groups used to lay out decoded parameters. */
export type ParameterGroup =
  'most_used' | 'e_commerce' | 'user' | 'consent_mode' | 'custom_event_parameters' | 'other';

/** Aliases accepted as input for a vendor code. */
export const VENDOR_CODE_ALIASES: Readonly<Record<string, VendorCode>> = { DYNAMICYIELD: 'DY' };
