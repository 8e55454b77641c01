/**
 * Navigation: a top-level page navigation, from a document request of a HAR file or a navigation
 * event of the extension. It is recognised by how it was captured, never by its URL. The event name
 * is `page_navigation` and the account is the page's host; the page's query parameters (UTM tags,
 * click ids) are decoded so that tests can check campaign tagging.
 */
import { NAVIGATION_CODE } from './code.js';
import { defineVendor } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

export const navigation = defineVendor({
  code: NAVIGATION_CODE,
  name: 'Navigation',
  kind: 'other',
  badge: { short: 'Nav', color: 'oklch(50.8% 0.118 165.612)', textColor: '#fff', icon: 'compass' },
  supported: true,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['page_location'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => request.isNavigation,
  decode: (request) => [
    {
      eventName: 'page_navigation',
      accountID: request.url.host,
      params: [
        { name: 'page_location', value: request.url.href },
        { name: 'page_host', value: request.url.host },
        { name: 'page_path', value: request.url.path },
        ...request.query,
      ],
    },
  ],
  params: {
    page_location: { label: 'Page location', group: 'most_used' },
    page_host: { label: 'Host', group: 'most_used' },
    page_path: { label: 'Path', group: 'most_used' },
    gclid: { label: 'Google Ads click ID', group: 'most_used' },
    gbraid: { label: 'Google Ads click ID (iOS app)', group: 'most_used' },
    wbraid: { label: 'Google Ads click ID (web to app)', group: 'most_used' },
    dclid: { label: 'Display & Video 360 click ID', group: 'most_used' },
    fbclid: { label: 'Meta click ID', group: 'most_used' },
    ttclid: { label: 'TikTok click ID', group: 'most_used' },
    msclkid: { label: 'Microsoft Ads click ID', group: 'most_used' },
    twclid: { label: 'X (Twitter) click ID', group: 'most_used' },
    rdt_cid: { label: 'Reddit click ID', group: 'most_used' },
    epik: { label: 'Pinterest click ID', group: 'most_used' },
    _gl: { label: 'Google cross-domain linker', group: 'user' },
  },
  patterns: [{ prefix: 'utm_', group: 'most_used', label: (rest) => `Campaign ${rest} (utm_${rest})` }],
  volatile: [],
});
