/**
 * "Try sample data": a short shopping session as the extension would capture it, chosen to show
 * every part of the results page: a page navigation with campaign parameters, GA4 and Meta page
 * views, a purchase with errors, a duplicated add_to_cart, a tag library load and an unsupported
 * vendor.
 */
import { NAVIGATION_CATEGORY } from '@tagproof/engine';

const PAGE =
  'https://shop.example.com/products/blue-shirt?utm_source=Newsletter&utm_medium=email&utm_campaign=autumn&utm_content=';
const GA4 = 'https://region1.google-analytics.com/g/collect';
const COMMON =
  'v=2&tid=G-8HGZ4YQ7ZB&gtm=45je4bi0v9171998105&cid=1698765432.1731923912&sid=1731923912&sct=1&seg=1&ul=en-us';
const DL = `dl=${encodeURIComponent(PAGE)}&dt=${encodeURIComponent('Blue Shirt – Example Shop')}`;
const ITEM = 'pr1=idSKU_123~nmBlue%20Shirt~brExample~caApparel~pr29.9~qt1';

interface SampleRequest {
  requestMetadata: {
    requestId: string;
    requestUrl: string;
    requestCategory?: string;
    postData?: string;
    method?: string;
  };
  tabUrl: string;
  timestamp: number;
}

function request(
  id: string,
  url: string,
  at: number,
  extra: Partial<SampleRequest['requestMetadata']> = {},
): SampleRequest {
  return { requestMetadata: { requestId: id, requestUrl: url, ...extra }, tabUrl: PAGE, timestamp: at };
}

/** The sample capture, timed as if it had just been recorded. */
export function sampleRequests(now = Date.now()): SampleRequest[] {
  const at = (seconds: number) => now - 60_000 + seconds * 1000;
  return [
    request('sample-nav-1', PAGE, at(0), { requestCategory: NAVIGATION_CATEGORY }),
    request('sample-gtm-1', 'https://www.googletagmanager.com/gtm.js?id=GTM-K7X2P9Q', at(0.4)),
    request('sample-ga4-1', `${GA4}?${COMMON}&${DL}&en=page_view&_s=1`, at(1.2), { method: 'POST' }),
    request(
      'sample-fb-1',
      `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${encodeURIComponent(PAGE)}&rl=&if=false&ts=${Math.round(at(1.3))}&v=2.9.176`,
      at(1.3),
    ),
    request('sample-ga4-2', `${GA4}?${COMMON}&${DL}&en=view_item&cu=EUR&ep.value=29.9&${ITEM}&_s=2`, at(3), {
      method: 'POST',
    }),
    request(
      'sample-ga4-3',
      `${GA4}?${COMMON}&${DL}&en=add_to_cart&cu=EUR&epn.value=29.9&${ITEM}&_s=3`,
      at(9),
      { method: 'POST' },
    ),
    request(
      'sample-ga4-4',
      `${GA4}?${COMMON}&${DL}&en=add_to_cart&cu=EUR&epn.value=29.9&${ITEM}&_s=4`,
      at(9.2),
      { method: 'POST' },
    ),
    request(
      'sample-tt-1',
      `https://analytics.tiktok.com/api/v2/pixel?sdkid=C4ABCDEFGH12345&event=AddToCart&url=${encodeURIComponent(PAGE)}`,
      at(9.3),
    ),
    request('sample-ga4-5', `${GA4}?${COMMON}&${DL}&en=purchase&epn.value=29,90&_s=5`, at(30), {
      method: 'POST',
    }),
  ];
}
