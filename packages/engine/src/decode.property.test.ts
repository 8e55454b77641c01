import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from './decode.js';
import { validate } from './validation/validate.js';
import { VENDORS } from './vendors/index.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadPositiveFixtures } from './vendors/testing/fixtures.js';
import { normalizeRequest } from './capture/normalize.js';
import { toRequestView } from './vendors/request-view.js';

/** Hosts and paths of every vendor, so that arbitrary input reaches each decoder, not just the fallback. */
const HOSTS = [
  'smetrics.example.com',
  'example.matomo.cloud',
  'example.piwik.pro',
  'api.segment.io',
  'x.dataplane.rudderstack.com',
  'api2.amplitude.com',
  'api.amplitude.com',
  'api-js.mixpanel.com',
  'in.hotjar.com',
  'rs.fullstory.com',
  'heapanalytics.com',
  'us.i.posthog.com',
  'track.hubspot.com',
  'x.mktoresp.com',
  'pi.pardot.com',
  'a.klaviyo.com',
  'sdk.iad-01.braze.com',
  'x.tt.omtrdc.net',
  'dpm.demdex.net',
  'collect.tealiumiq.com',
  'jssdks.mparticle.com',
  'x.pa-cd.com',
  'logx.optimizely.com',
  'plausible.io',
  'mc.yandex.ru',
  'ping.chartbeat.net',
  'p1.parsely.com',
  'r.lr-ingest.io',
  'www.google-analytics.com',
  'region1.google-analytics.com',
  'sgtm.example.com',
  'www.facebook.com',
  'ct.pinterest.com',
  'bat.bing.com',
  't.teads.tv',
  'c.contentsquare.net',
  'analytics.tiktok.com',
  'analytics.twitter.com',
  't.co',
  'assets.adobedtm.com',
  'edge.adobedc.net',
  'www.clarity.ms',
  'k.clarity.ms',
  'async-px.dynamicyield.com',
  'alb.reddit.com',
  'www.reddit.com',
  'www.googleadservices.com',
  'googleads.g.doubleclick.net',
  'www.googletagmanager.com',
];
const PATHS = [
  '/g/collect',
  '/mp/collect',
  '/tr/',
  '/v3/',
  '/user/',
  '/action/0',
  '/track',
  '/pageview',
  '/events',
  '/api/v2/pixel',
  '/i18n/pixel/events.js',
  '/i/adsct',
  '/launch-EN123.min.js',
  '/ee/v1/interact',
  '/tag/abc',
  '/collect',
  '/r/collect',
  '/batch',
  '/__utm.gif',
  '/uia',
  '/ac',
  '/rp.gif',
  '/pagead/conversion/123/',
  '/pagead/viewthroughconversion/123/',
  '/gtm.js',
  '/gtag/js',
  '/',
  '/b/ss/rs/1/JS-2.22.0/s1',
  '/matomo.php',
  '/ppms.php',
  '/v1/batch',
  '/2/httpapi',
  '/track/',
  '/engage/',
  '/api/v2/client/sites/1/visit-data',
  '/rec/page',
  '/h',
  '/api/track',
  '/e/',
  '/batch/',
  '/__ptq.gif',
  '/webevents/visitWebPage',
  '/analytics',
  '/client/events/',
  '/api/track',
  '/api/v3/data',
  '/rest/v1/delivery',
  '/m2/x/mbox/json',
  '/event',
  '/ibs:dpid=1&dpuuid=2',
  '/v3/JS/us1-x/events',
  '/i',
  '/com.snowplowanalytics.snowplow/tp2',
  '/hit.xiti',
  '/v1/events',
  '/api/event',
  '/_vercel/insights/event',
  '/watch/123',
  '/ping',
  '/px/',
];

const queryPart = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'v',
          'tid',
          't',
          'ea',
          'utme',
          'en',
          'ev',
          'id',
          'pr1',
          'cu',
          'ep.value',
          'cd[value]',
          'configId',
          'sdkid',
          'data',
          'e',
          'ue_px',
          'idsite',
        ),
        fc.string(),
      ),
      fc.string(),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

const url = fc.oneof(
  fc.string(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom(...HOSTS), fc.constantFrom(...PATHS), queryPart)
    .map(([host, path, query]) => `https://${host}${path}?${query}`),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc.json(),
  fc.string().map((text) => `en=${text}\nen=x&pr1=${text}`),
);

describe('decoding never throws', () => {
  it('on arbitrary URLs and bodies', () => {
    fc.assert(
      fc.property(
        url,
        body,
        fc.constantFrom('GET', 'POST', undefined),
        fc.boolean(),
        (requestUrl, postData, method, navigation) => {
          const events = decode({
            url: requestUrl,
            postData,
            method,
            type: navigation ? 'navigation' : undefined,
          });
          for (const event of events) {
            expect(typeof event.requestId).toBe('string');
            expect(Array.isArray(event.parameters)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("on every vendor fixture's URL with an arbitrary query tail and body: the vendor's own decode never throws", () => {
    const vendorsDir = join(import.meta.dirname, 'vendors');
    const fixtureUrls = readdirSync(vendorsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
      .flatMap((entry) => loadPositiveFixtures(join(vendorsDir, entry.name)))
      .map((fixture) => fixture.request.url);
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtureUrls),
        queryPart,
        body,
        fc.constantFrom('GET', 'POST'),
        (fixtureUrl, query, postData, method) => {
          const url = `${fixtureUrl}${fixtureUrl.includes('?') ? '&' : '?'}${query}`;
          const captured = normalizeRequest({ url, postData, method }, 0);
          const view = 'reason' in captured ? null : toRequestView(captured);
          if (view === null) return;
          // Called directly: decode() would turn a throwing decoder into a finding.
          for (const vendor of VENDORS)
            if (vendor.match(view)) expect(vendor.decode(view).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('on arbitrary payload shapes', () => {
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        const response = validate(payload);
        expect(typeof response.success).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 5 }), (requests) => {
        expect(validate({ requests }).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('decodes a 1 MB URL of every vendor in linear time (no catastrophic backtracking)', () => {
    const long = 'a%'.repeat(250_000) + '~k0'.repeat(100_000);
    for (const host of HOSTS) {
      for (const path of PATHS.slice(0, 4))
        decode({ url: `https://${host}${path}?v=2&tid=G-1&pr1=${long}&en=${long}`, postData: long });
    }
    expect(VENDORS.length).toBeGreaterThan(0);
  });
});
