/**
 * Every vendor's own match and decode never throw, on requests to the endpoints of its fixtures with
 * arbitrary queries and bodies (the shared property test reaches only the hosts it lists; this one
 * reaches every vendor of the registry through its fixtures, new vendors included). Decoding also stays
 * linear on a 1 MB query.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRequest } from '../capture/normalize.js';
import { parseUrl } from '../url/parse-url.js';
import { VENDORS } from './index.js';
import { toRequestView } from './request-view.js';
import { loadPositiveFixtures } from './testing/fixtures.js';

const here = import.meta.dirname;
const folders = readdirSync(here).filter(
  (name) => name !== 'testing' && statSync(join(here, name)).isDirectory(),
);

/** `https://host/path` of every positive fixture, and the parameter names it sends. */
const endpoints = folders.flatMap((folder) =>
  loadPositiveFixtures(join(here, folder)).flatMap((fixture) => {
    const url = parseUrl(fixture.request.url);
    if (url === null) return [];
    const names = url.query.split('&').map((pair) => pair.split('=')[0] ?? '');
    return [{ base: `${url.protocol}://${url.host}${url.path}`, names, method: fixture.request.method }];
  }),
);

function exercise(input: { url: string; method?: string; postData?: string }): void {
  const captured = normalizeRequest(input, 0);
  if ('reason' in captured) return;
  const view = toRequestView(captured);
  if (view === null) return;
  for (const vendor of VENDORS) {
    if (!vendor.match(view)) continue;
    const events = vendor.decode(view);
    for (const event of events) {
      expect(typeof event.eventName).toBe('string');
      expect(Array.isArray(event.params)).toBe(true);
    }
  }
}

const endpoint = fc.constantFrom(...endpoints);
const pair = (names: readonly string[]) =>
  fc.tuple(fc.oneof(fc.constantFrom(...names, 'id', 'event'), fc.string()), fc.string());
const body = fc.oneof(
  fc.constant(undefined),
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify({ batch: [value], req: [value], tags: [value] })),
);

describe('every vendor decodes its endpoints without throwing', () => {
  it('has endpoints of every vendor folder', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(folders.length);
  });

  it('on arbitrary queries, path suffixes and bodies', () => {
    fc.assert(
      fc.property(
        endpoint.chain((target) =>
          fc.record({
            target: fc.constant(target),
            pairs: fc.array(pair(target.names), { maxLength: 8 }),
            suffix: fc.oneof(fc.constant(''), fc.string({ maxLength: 12 })),
            postData: body,
          }),
        ),
        ({ target, pairs, suffix, postData }) => {
          const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
          exercise({ url: `${target.base}${suffix}?${query}`, method: target.method, postData });
          exercise({ url: `${target.base}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('decodes a 1 MB request to each endpoint in linear time', () => {
    const long = 'a%'.repeat(150_000) + ';|,'.repeat(100_000);
    for (const target of endpoints) {
      const names = target.names.filter((name) => name.length > 0);
      const query = names.map((name) => `${name}=${long}`).join('&');
      exercise({ url: `${target.base};${long}?${query}`, method: 'POST', postData: long });
    }
    expect(endpoints.length).toBeGreaterThan(0);
    // Every endpoint of every vendor (hundreds) reads megabytes: about 20 s on an idle development
    // machine, more on a busy one. A quadratic decoder would take hours, so a generous bound still tells.
  }, 180_000);
});
