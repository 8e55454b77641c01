/**
 * `recognise` tries only the vendors whose matchHosts allow the request's host (vendors/match-index.ts):
 * it must name the same vendor as trying every vendor of the registry in order. Checked on every
 * fixture, on the benchmark's kinds of request, and on their hosts and paths swapped, nested and faked.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRequest } from './capture/normalize.js';
import { recognise } from './decode.js';
import { parseUrl } from './url/parse-url.js';
import type { RequestView, Vendor } from './vendors/define-vendor.js';
import { VENDORS } from './vendors/index.js';
import { toRequestView } from './vendors/request-view.js';
import {
  loadNegativeFixtures,
  loadPositiveFixtures,
  type FixtureRequest,
} from './vendors/testing/fixtures.js';

/** The registry scan recognise stood for before the index: the first vendor whose match holds. */
function linearRecognise(view: RequestView): Vendor | null {
  for (const vendor of VENDORS) {
    try {
      if (vendor.match(view)) return vendor;
    } catch {
      // As recognise: a throwing match is no match.
    }
  }
  return null;
}

const vendorsDir = join(import.meta.dirname, 'vendors');
const fixtureRequests: FixtureRequest[] = readdirSync(vendorsDir)
  .filter((name) => name !== 'testing' && statSync(join(vendorsDir, name)).isDirectory())
  .flatMap((folder) => [
    ...loadPositiveFixtures(join(vendorsDir, folder)).map((fixture) => fixture.request),
    ...loadNegativeFixtures(join(vendorsDir, folder)).map((fixture) => fixture.request),
  ]);

/** The kinds of request of bench/engine/mixed-requests.ts. */
const benchmarkRequests: FixtureRequest[] = [
  {
    url: 'https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&sid=3&en=page_view&dl=https%3A%2F%2Fshop.example.com%2F',
    method: 'POST',
  },
  {
    url: 'https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2',
    method: 'POST',
    postData: 'en=scroll&epn.percent_scrolled=90\r\nen=view_item&cu=EUR',
  },
  {
    url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F',
  },
  { url: 'https://www.facebook.com/tr/', method: 'POST', postData: 'id=1234567890123456&ev=AddToCart' },
  {
    url: 'https://www.googleadservices.com/pagead/conversion/987654321/?label=AbC-D_efG&value=59.8&currency_code=EUR',
  },
  {
    url: 'https://analytics.tiktok.com/api/v2/pixel',
    method: 'POST',
    postData: '{"event":"AddToCart","context":{"pixel":{"code":"C4ABCDEF1234567890"}}}',
  },
  { url: 'https://bat.bing.com/action/0?ti=12345678&evt=pageLoad&p=https%3A%2F%2Fshop.example.com%2F' },
  { url: 'https://shop.example.com/', type: 'navigation' },
  { url: 'https://cdn.example.com/app.js' },
];

const baseRequests = [...fixtureRequests, ...benchmarkRequests];
const parsed = baseRequests.flatMap((request) => {
  const url = parseUrl(request.url);
  return url === null ? [] : [{ request, url }];
});
const hosts = [...new Set(parsed.map(({ url }) => url.host))];
const paths = [...new Set(parsed.map(({ url }) => url.path))];

function viewOf(request: FixtureRequest): RequestView | null {
  const captured = normalizeRequest(request, 0);
  return 'reason' in captured ? null : toRequestView(captured);
}

function expectSameVendor(request: FixtureRequest): void {
  const view = viewOf(request);
  if (view === null) return;
  expect(recognise(view)?.code ?? null, request.url).toBe(linearRecognise(view)?.code ?? null);
}

describe('recognise through the host index', () => {
  it('names the vendor a scan of the registry names, on every fixture and benchmark request', () => {
    expect(fixtureRequests.length).toBeGreaterThan(VENDORS.length);
    for (const request of baseRequests) expectSameVendor(request);
  });

  it('still does with hosts swapped, nested, faked or first-party, and paths swapped', () => {
    const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const host = (original: string) =>
      fc.oneof(
        fc.constant(original),
        fc.constantFrom(...hosts),
        label.map((sub) => `${sub}.${original}`),
        label.map((prefix) => `${prefix}-${original}`),
        label.map((prefix) => `${prefix}${original}`),
        label.map((suffix) => `${original}.${suffix}.com`),
        fc.constantFrom('shop.example.com', 'www.example.co.uk', 'metrics.shop.example.com', 'localhost'),
        fc.constantFrom(...hosts).map((other) => original.split('.')[0] + '.' + other),
      );
    const mutated = fc.constantFrom(...parsed).chain(({ request, url }) =>
      fc.record({
        request: fc.constant(request),
        url: fc.constant(url),
        host: host(url.host),
        path: fc.oneof(fc.constant(url.path), fc.constantFrom(...paths)),
        query: fc.oneof(fc.constant(url.query), fc.constantFrom(...parsed.map((entry) => entry.url.query))),
      }),
    );
    fc.assert(
      fc.property(mutated, ({ request, url, host: newHost, path, query }) => {
        const port = url.port.length > 0 ? `:${url.port}` : '';
        const search = query.length > 0 ? `?${query}` : '';
        expectSameVendor({ ...request, url: `${url.protocol}://${newHost}${port}${path}${search}` });
      }),
      { numRuns: 3000 },
    );
  });
});
