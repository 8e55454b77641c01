import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A hit the fixture shop's own `/g/collect` received. */
export interface ReceivedHit {
  method: string;
  url: string;
  body: string;
}

export interface ShopSite {
  /** `http://host:port` */
  origin: string;
  /** Every `/g/collect` request the site received, in order. */
  received: ReceivedHit[];
  close(): Promise<void>;
}

export interface ShopSiteOptions {
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Where `/leave` redirects (the private-target test). */
  redirectTarget?: string;
}

const TRACKER = `
<script>
  const TID = 'G-TEST12345';
  const shared = () => new URLSearchParams({ v: '2', tid: TID, cid: '555.1700000000', sid: '1700000000', dl: location.href, dt: document.title });
  function hit(params) {
    const query = shared();
    for (const [name, value] of Object.entries(params)) query.set(name, value);
    fetch('/g/collect?' + query, { keepalive: true });
  }
  // Events waiting for the next batch: sent 1 s after the first one, or by sendBeacon when the page is left.
  let batch = [];
  let timer = null;
  function later(line) {
    batch.push(line);
    timer ??= setTimeout(() => send(false), 1000);
  }
  function send(onLeave) {
    clearTimeout(timer);
    timer = null;
    if (batch.length === 0) return;
    const url = '/g/collect?' + shared();
    const body = batch.join('\\n');
    batch = [];
    if (onLeave) navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
    else fetch(url, { method: 'POST', body, keepalive: true });
  }
  addEventListener('pagehide', () => {
    later('en=user_engagement&_et=1500');
    send(true);
  });
  const ITEM = { pr1: 'idSKU-1~nmBlue shirt~pr25~qt1' };
  function addToCart() {
    hit({ en: 'add_to_cart', cu: 'EUR', 'epn.value': '25', ...ITEM });
    later('en=view_cart&cu=EUR&epn.value=25&pr1=idSKU-1~nmBlue%20shirt~pr25~qt1');
    later('en=begin_checkout&cu=EUR&epn.value=25&pr1=idSKU-1~nmBlue%20shirt~pr25~qt1');
  }
  hit({ en: 'page_view', _s: '1' });
</script>`;

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${TRACKER}</head><body>${body}</body></html>`;
}

const PAGES: Record<string, string> = {
  '/': page(
    'Blue shirt – Test Shop',
    `<h1>Blue shirt</h1><p>25 €</p>
     <button type="button" id="add-to-cart" data-testid="add-to-cart" onclick="addToCart()">Add to cart</button>
     <button type="button" id="wishlist" onclick="hit({ en: 'add_to_wishlist', cu: 'EUR', 'epn.value': '25', ...ITEM })">Add to wishlist</button>
     <label>Search <input type="search" id="search" placeholder="Search products"
       onchange="hit({ en: 'search', 'ep.search_term': this.value })"></label>
     <iframe src="/frame" title="Reviews" width="300" height="60"></iframe>`,
  ),
  '/double': page(
    'Red shirt – Test Shop',
    `<h1>Red shirt</h1>
     <button type="button" onclick="addToCart(); addToCart()">Add to cart</button>
     <a href="/">Back to the blue shirt</a>`,
  ),
  '/workers': page(
    'Workers – Test Shop',
    `<h1>Workers</h1><script>
       new SharedWorker('/shared-worker.js');
       navigator.serviceWorker.register('/service-worker.js').catch(() => {});
     </script>`,
  ),
  // A hit the site answers 404, as a vendor refuses one: the report says it collected nothing.
  '/refused': `<!doctype html><html><head><title>Refused – Test Shop</title></head><body><h1>Refused</h1><script>
     fetch('/refused/g/collect?v=2&tid=G-TEST12345&cid=555.1700000000&en=page_view&dl=' + encodeURIComponent(location.href));
   </script></body></html>`,
  // A hit the site answers with a redirect to a second address, as Comscore's `/b` goes on to `/b2`.
  '/redirected': `<!doctype html><html><head><title>Redirected – Test Shop</title></head><body><h1>Redirected</h1><script>
     fetch('/hop/g/collect?v=2&tid=G-TEST12345&cid=555.1700000000&en=page_view&dl=' + encodeURIComponent(location.href));
   </script></body></html>`,
  '/frame': `<!doctype html><html><body><p>Reviews</p><script>
     fetch('/g/collect?v=2&tid=G-TEST12345&cid=555.1700000000&en=view_reviews&dl=' + encodeURIComponent(location.href));
   </script></body></html>`,
};

/**
 * A small shop for the automation tests: pages sending GA4-style hits to the site's own
 * `/g/collect?v=2&tid=G-TEST…` (the engine recognises those on any host). The product page has an
 * "Add to cart" button firing add_to_cart, a delayed batch (two events in one POST body after 1 s,
 * or by sendBeacon with a Blob when the page is left) and an iframe sending its own hit; `/double`
 * fires add_to_cart twice per click; `/refused` sends a hit the site answers 404; `/redirected` one it answers with a
 * redirect to `/g/collect`; `/leave` redirects to `redirectTarget`, and `/workers` starts a
 * shared worker and a service worker that fetch it.
 */
export async function startShopSite(options: ShopSiteOptions = {}): Promise<ShopSite> {
  const received: ReceivedHit[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? '/', 'http://shop').pathname;
      if (path === '/g/collect') {
        received.push({ method: request.method ?? 'GET', url: request.url ?? '', body });
        response.writeHead(204).end();
      } else if (path === '/hop/g/collect') {
        const query = (request.url ?? '').split('?')[1] ?? '';
        response.writeHead(302, { location: `/g/collect?${query}&hop=2` }).end();
      } else if (path === '/leave' && options.redirectTarget) {
        response.writeHead(302, { location: options.redirectTarget }).end();
      } else if ((path === '/shared-worker.js' || path === '/service-worker.js') && options.redirectTarget) {
        // Workers run outside the page: they must not reach what the page cannot.
        const target = JSON.stringify(options.redirectTarget);
        response
          .writeHead(200, { 'content-type': 'text/javascript' })
          .end(
            path === '/service-worker.js'
              ? `self.addEventListener('install', (event) => event.waitUntil(fetch(${target}).catch(() => {})));`
              : `fetch(${target}).catch(() => {});`,
          );
      } else if (PAGES[path]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[path]);
      } else response.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    origin: `http://${address}:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', () => resolve(body));
  });
}
