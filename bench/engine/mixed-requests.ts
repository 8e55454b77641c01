import { capturedEntry } from './captured-entry.js';

/** A deterministic mix of realistic tracking requests, as a capture of a busy shop would hold. */
const PAGES = ['/', '/products/shirt', '/cart', '/checkout', '/thanks', '/blog/how-to-measure'];

function ga4(index: number, page: string): { url: string; method: string; postData?: string } {
  const base = `https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&gtm=45je4bi0v9171998105&_p=${1731923911617 + index}&cid=1698765432.1731923912&ul=en-us&sr=1920x1080&sid=1731923912&sct=1&seg=1&dl=${encodeURIComponent(`https://shop.example.com${page}`)}&dt=Example%20Shop&_s=${index % 20}`;
  if (index % 5 === 0) {
    return {
      url: base,
      method: 'POST',
      postData: `en=scroll&epn.percent_scrolled=90&_et=3021\r\nen=view_item&cu=EUR&epn.value=29.9&pr1=idSKU_${index}~nmBlue%20Shirt~pr29.9~qt1&_et=12`,
    };
  }
  if (index % 3 === 0)
    return {
      url: `${base}&en=add_to_cart&cu=EUR&epn.value=59.8&pr1=idSKU_123~nmBlue%20Shirt~brExample~caApparel~pr29.9~qt2&_et=1520`,
      method: 'POST',
    };
  return { url: `${base}&en=page_view&_fv=1&_ss=1&tfd=612`, method: 'POST' };
}

function meta(index: number, page: string) {
  if (index % 2 === 0) {
    return {
      url: `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${encodeURIComponent(`https://shop.example.com${page}`)}&rl=&if=false&ts=${1731923912345 + index}&sw=1920&sh=1080&v=2.9.176&r=stable&ec=${index % 7}&o=4126`,
      method: 'GET',
    };
  }
  return {
    url: 'https://www.facebook.com/tr/',
    method: 'POST',
    postData: `id=1234567890123456&ev=AddToCart&dl=${encodeURIComponent(`https://shop.example.com${page}`)}&ts=${1731923912345 + index}&cd[value]=59.80&cd[currency]=EUR&cd[content_ids]=%5B%22SKU_123%22%5D&cd[content_type]=product&eid=ev-${index}`,
  };
}

const OTHERS = [
  () => ({
    url: 'https://www.googleadservices.com/pagead/conversion/987654321/?label=AbC-D_efG&value=59.8&currency_code=EUR&oid=T-1001&gcs=G111',
    method: 'GET',
  }),
  () => ({
    url: 'https://analytics.tiktok.com/api/v2/pixel',
    method: 'POST',
    postData: JSON.stringify({
      event: 'AddToCart',
      context: { pixel: { code: 'C4ABCDEF1234567890' }, page: { url: 'https://shop.example.com/cart' } },
      properties: { value: 59.8, currency: 'EUR', contents: [{ content_id: 'SKU_123', quantity: 2 }] },
    }),
  }),
  () => ({
    url: 'https://bat.bing.com/action/0?ti=12345678&evt=pageLoad&p=https%3A%2F%2Fshop.example.com%2F&r=&lt=1234&mid=abc-def',
    method: 'GET',
  }),
  () => ({ url: 'https://shop.example.com/', type: 'navigation' }),
  () => ({ url: 'https://cdn.example.com/app.js', method: 'GET' }),
];

/** `count` captured requests in the flat input shape, the same for the same count. */
export function mixedRequests(count: number): Array<Record<string, unknown>> {
  const requests: Array<Record<string, unknown>> = [];
  for (let index = 0; index < count; index++) {
    const page = PAGES[index % PAGES.length] ?? '/';
    const kind = index % 10;
    const request =
      kind < 5
        ? ga4(index, page)
        : kind < 8
          ? meta(index, page)
          : (OTHERS[index % OTHERS.length] ?? OTHERS[0]!)();
    requests.push(
      capturedEntry(request, {
        requestId: `r${index + 1}`,
        timestamp: 1731923912000 + index * 250,
        tabUrl: `https://shop.example.com${page}`,
      }),
    );
  }
  return requests;
}
