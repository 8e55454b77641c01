import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SHOTS } from './validator-page.js';

// What the automation specs share: the builder's heading, the results page's polling interval, the
// fixture shop (a local server) and the Recorder JSON of its journey, and the screenshots.

export const HEADING = 'Automated Tracking Regressuion Test Builder';
/** The results page polls every 30 s (one "attempt" of 60). */
export const POLL_MS = 30_000;

/** A screenshot, of the whole page unless `fullPage` is false (side panels are fixed to the viewport). */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/automation-${name}.png`, fullPage });
}

/** A file for the builder's "Recording file" input. */
export const recordingFile = (content: unknown, name = 'recording.json') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
});

/** A Recorder JSON of the fixture shop journey: open the product, click "Add to cart". */
export function shopRecording(shopUrl: string) {
  return {
    title: 'Add to cart',
    steps: [
      {
        type: 'setViewport',
        width: 1280,
        height: 800,
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
        isLandscape: false,
      },
      {
        type: 'navigate',
        url: `${shopUrl}/product`,
        assertedEvents: [{ type: 'navigation', url: `${shopUrl}/product`, title: 'Fixture Shop' }],
      },
      {
        type: 'click',
        target: 'main',
        selectors: [['aria/Add to cart'], ['#add-to-cart']],
        offsetX: 10,
        offsetY: 10,
      },
    ],
  };
}

/** The fixture shop: a product page whose Add to cart button sends GA4-style hits to its own /g/collect. */
export const SHOP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixture Shop</title></head>
<body><main>
<h1>Blue T-shirt</h1><p>EUR 19.99</p>
<button id="add-to-cart" type="button">Add to cart</button>
<p id="status" role="status"></p>
</main>
<script>
function hit(params) {
  var query = new URLSearchParams(Object.assign({ v: '2', tid: 'G-E2ESHOP01', cid: '1234.5678', dl: location.href, dt: document.title }, params));
  fetch('/g/collect?' + query, { method: 'POST', keepalive: true });
}
hit({ en: 'page_view' });
document.getElementById('add-to-cart').addEventListener('click', function () {
  hit({ en: 'add_to_cart', cu: 'EUR', 'epn.value': '19.99', pr1: 'idSKU-1~nmBlue T-shirt~pr19.99~qt1' });
  document.getElementById('status').textContent = 'Added to cart';
});
</script></body></html>`;

export interface Shop {
  server: Server;
  /** `http://127.0.0.1:<port>`: the product page is `${url}/product`. */
  url: string;
  /** The URLs of the hits it received, in order. */
  hits: string[];
  /**
   * What the shop serves from now on (set it between runs): `live`, the page above; `no-currency`,
   * a release whose add_to_cart hit lost its currency (`cu`); `down`, no answer to any page load.
   */
  release: 'live' | 'no-currency' | 'down';
}

/** Starts the fixture shop on a free port of 127.0.0.1. */
export function startShop(): Promise<Shop> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/g/collect')) {
      shop.hits.push(request.url);
      response.writeHead(204).end();
    } else if (shop.release === 'down') {
      // No answer at all: the browser's page load fails (net::ERR_EMPTY_RESPONSE).
      request.socket.destroy();
    } else if (request.url === '/product' || request.url === '/') {
      const page = shop.release === 'no-currency' ? SHOP_PAGE.replace("cu: 'EUR', ", '') : SHOP_PAGE;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  const shop: Shop = { server, url: '', hits: [], release: 'live' };
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(shop);
    }),
  );
}

export function stopShop(shop: Shop): Promise<void> {
  return new Promise((resolve) => shop.server.close(() => resolve()));
}
