import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeRequest } from '../capture/normalize.js';
import { hostMatches } from '../url/parse-url.js';
import type { Vendor } from './define-vendor.js';
import { VENDORS } from './index.js';
import { createMatchIndex } from './match-index.js';
import { toRequestView } from './request-view.js';
import { loadNegativeFixtures, loadPositiveFixtures } from './testing/fixtures.js';

const here = import.meta.dirname;
const folders = readdirSync(here).filter(
  (name) => name !== 'testing' && statSync(join(here, name)).isDirectory(),
);

function hostOf(request: unknown): string | null {
  const captured = normalizeRequest(request, 0);
  if ('reason' in captured) return null;
  return toRequestView(captured)?.url.host ?? null;
}

function fake(code: string, matchHosts?: readonly string[]): Vendor {
  const base = VENDORS[0] as Vendor;
  return { ...base, name: code, matchHosts };
}

describe('createMatchIndex', () => {
  const meta = fake('meta', ['facebook.com']);
  const anywhere = fake('anywhere');
  const bing = fake('bing', ['bat.bing.com', 'bat.bing.net']);
  const late = fake('late', ['com']);
  const candidatesOf = createMatchIndex([meta, anywhere, bing, late]);

  it('lists the vendors of the host and of every domain above it, with the any-host ones, in list order', () => {
    expect(candidatesOf('www.facebook.com')).toEqual([meta, anywhere, late]);
    expect(candidatesOf('facebook.com')).toEqual([meta, anywhere, late]);
    expect(candidatesOf('a.b.bat.bing.com')).toEqual([anywhere, bing, late]);
    expect(candidatesOf('bat.bing.net')).toEqual([anywhere, bing]);
  });

  it('covers what hostMatches covers, and no look-alike', () => {
    expect(candidatesOf('evil-facebook.com')).toEqual([anywhere, late]);
    expect(candidatesOf('facebook.com.evil.net')).toEqual([anywhere]);
    expect(candidatesOf('bing.com')).toEqual([anywhere, late]);
    expect(candidatesOf('cdn.example.org')).toEqual([anywhere]);
    expect(candidatesOf('[::1]')).toEqual([anywhere]);
  });

  it('answers the same list again from its cache', () => {
    expect(candidatesOf('www.facebook.com')).toBe(candidatesOf('www.facebook.com'));
  });
});

describe('matchHosts of the registry', () => {
  const annotated = VENDORS.filter((vendor) => vendor.matchHosts !== undefined);

  it('annotates at least the vendors reached by most requests', () => {
    expect(annotated.map((vendor) => vendor.code)).toEqual(
      expect.arrayContaining(['FACEBOOK', 'BING', 'PINTEREST', 'TIKTOK']),
    );
  });

  for (const vendor of annotated) {
    it(`${vendor.code}: its matchHosts are lower-case host names`, () => {
      for (const domain of vendor.matchHosts ?? []) {
        expect(domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/);
      }
    });
  }

  // Every fixture (any folder's, positive or negative) that this vendor matches must be on its hosts:
  // a host missing from matchHosts would make the vendor's hits unrecognised.
  const fixtures = folders.flatMap((folder) => [
    ...loadPositiveFixtures(join(here, folder)),
    ...loadNegativeFixtures(join(here, folder)),
  ]);

  for (const vendor of annotated) {
    it(`${vendor.code}: every fixture it matches is on one of its matchHosts`, () => {
      let matched = 0;
      for (const fixture of fixtures) {
        const captured = normalizeRequest(fixture.request, 0);
        if ('reason' in captured) continue;
        const view = toRequestView(captured);
        if (view === null || !vendor.match(view)) continue;
        matched++;
        const host = hostOf(fixture.request) ?? '';
        const covered = (vendor.matchHosts ?? []).some((domain) => hostMatches(host, domain));
        expect(covered, `${fixture.file}: ${host}`).toBe(true);
      }
      expect(matched).toBeGreaterThan(0);
    });
  }
});
