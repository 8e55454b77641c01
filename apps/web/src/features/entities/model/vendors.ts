/**
 * The vendor categories a test or trigger can target: the engine's vendor codes with their names
 * (kept here as data so the page does not load the engine's decoders; a test checks they agree).
 */
export const VENDOR_OPTIONS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'GOOGLEANALYTICS4', name: 'Google Analytics 4' },
  { code: 'GOOGLEADS', name: 'Google Ads' },
  { code: 'GTM', name: 'Google Tag Manager' },
  { code: 'FACEBOOK', name: 'Meta Pixel' },
  { code: 'PINTEREST', name: 'Pinterest Tag' },
  { code: 'BING', name: 'Microsoft Advertising (UET)' },
  { code: 'TEADS', name: 'Teads Universal Pixel' },
  { code: 'CONTENT_SQUARE', name: 'Contentsquare' },
  { code: 'TIKTOK', name: 'TikTok Pixel events' },
  { code: 'TIKTOKPIXEL', name: 'TikTok Pixel script' },
  { code: 'TWITTER', name: 'X (Twitter) Pixel' },
  { code: 'ADOBELAUNCH', name: 'Adobe Launch' },
  { code: 'ADOBEWEBSDK', name: 'Adobe Experience Platform Web SDK' },
  { code: 'MSCLARITY', name: 'Microsoft Clarity' },
  { code: 'DY', name: 'Dynamic Yield' },
  { code: 'REDDIT', name: 'Reddit Pixel' },
  { code: 'Navigation', name: 'Navigation' },
];

/** The vendor category new forms start with (specification §9). */
export const DEFAULT_VENDOR = 'GOOGLEANALYTICS4';

const NAMES = new Map(VENDOR_OPTIONS.map((option) => [option.code, option.name]));
NAMES.set('DYNAMICYIELD', 'Dynamic Yield');

/** A vendor code's readable name; an unknown code as it is. */
export function vendorName(code: string): string {
  return NAMES.get(code) ?? code;
}
