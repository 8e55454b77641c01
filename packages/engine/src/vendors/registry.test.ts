import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRequestView } from './request-view.js';
import { normalizeRequest } from '../capture/normalize.js';
import type { Vendor } from './define-vendor.js';
import { VENDORS } from './index.js';
import { VENDOR_CODE_ALIASES, VENDOR_CODES } from './lookup.js';
import { VENDOR_KINDS } from './vendor-traits.js';
import { RULES } from '../rules/index.js';
import { loadNegativeFixtures, loadPositiveFixtures } from './testing/fixtures.js';
import { parseHostEntry } from './drift.js';

const here = import.meta.dirname;
const folders = readdirSync(here).filter(
  (name) => name !== 'testing' && statSync(join(here, name)).isDirectory(),
);

async function vendorOfFolder(folder: string): Promise<Vendor | undefined> {
  const module = (await import(`./${folder}/${folder}.ts`)) as Record<string, unknown>;
  return Object.values(module).find(
    (value): value is Vendor =>
      typeof value === 'object' && value !== null && 'code' in value && 'match' in value,
  );
}

function matchingVendors(request: unknown): string[] {
  const captured = normalizeRequest(request, 0);
  if ('reason' in captured) return [];
  const view = toRequestView(captured);
  return view === null ? [] : VENDORS.filter((vendor) => vendor.match(view)).map((vendor) => vendor.code);
}

const vendorOfFolderCode = new Map<string, string | undefined>(
  await Promise.all(folders.map(async (folder) => [folder, (await vendorOfFolder(folder))?.code] as const)),
);

describe('vendor registry', () => {
  it('has one folder per registered vendor, and a registered vendor per folder', async () => {
    const fromFolders = await Promise.all(folders.map(vendorOfFolder));
    expect(fromFolders.every((vendor) => vendor !== undefined && VENDORS.includes(vendor))).toBe(true);
    expect(folders).toHaveLength(VENDORS.length);
  });

  it('covers every vendor code of the specification exactly once', () => {
    expect(VENDORS.map((vendor) => vendor.code).sort()).toEqual([...VENDOR_CODES].sort());
  });

  for (const folder of folders) {
    it(`${folder} has positive and negative fixtures and a test file`, () => {
      expect(loadPositiveFixtures(join(here, folder)).length).toBeGreaterThan(0);
      expect(loadNegativeFixtures(join(here, folder)).length).toBeGreaterThan(0);
      expect(readdirSync(join(here, folder))).toContain(`${folder}.test.ts`);
    });

    it(`every positive fixture of ${folder} matches exactly one vendor`, () => {
      for (const fixture of loadPositiveFixtures(join(here, folder))) {
        expect(matchingVendors(fixture.request), fixture.file).toHaveLength(1);
      }
    });
  }

  it('gives each vendor a distinct code, and aliases that name no other vendor', () => {
    expect(new Set(VENDOR_CODES).size).toBe(VENDORS.length);
    for (const [alias, code] of Object.entries(VENDOR_CODE_ALIASES)) {
      expect(VENDOR_CODES, alias).not.toContain(alias);
      expect(VENDOR_CODES).toContain(code);
    }
  });

  for (const vendor of VENDORS) {
    it(`${vendor.code} declares every fact of its spec`, () => {
      expect(vendor.code).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(vendor.name.trim().length).toBeGreaterThan(0);
      expect(VENDOR_KINDS).toContain(vendor.kind);
      expect(vendor.badge.short).toMatch(/^\S{1,3}$/);
      expect(vendor.badge.color.trim().length).toBeGreaterThan(0);
      expect(vendor.badge.textColor.trim().length).toBeGreaterThan(0);
      expect(typeof vendor.supported).toBe('boolean');
      expect(typeof vendor.adPixel).toBe('boolean');
      for (const name of vendor.pageViewEvents) expect(name).toBe(name.toLowerCase());
      for (const name of vendor.pageUrlParams) expect(name.length).toBeGreaterThan(0);
      const keys = vendor.duplicateKeys;
      for (const name of [...keys.eventIds, ...keys.dedupKeys, ...keys.distinctKeys]) {
        expect(name.length).toBeGreaterThan(0);
      }
      if (vendor.purchase !== null) {
        expect(vendor.purchase.events.length).toBeGreaterThan(0);
        for (const name of vendor.purchase.events) expect(name).toBe(name.toLowerCase());
        expect(vendor.purchase.value.length).toBeGreaterThan(0);
        expect(vendor.purchase.currency.length).toBeGreaterThan(0);
        expect(vendor.purchase.itemCount(new Map())).toBeNull();
      }
      for (const alias of vendor.aliases ?? []) expect(alias).toBe(alias.toUpperCase());
    });

    it(`${vendor.code} declares drift-alarm hosts that are its own and carry its hits`, () => {
      const hosts = vendor.hosts ?? [];
      if (vendor.knownNonHits !== undefined) expect(hosts.length).toBeGreaterThan(0);
      for (const entry of hosts) {
        const { host, pathPrefix } = parseHostEntry(entry);
        expect(host, entry).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(pathPrefix, entry).toMatch(/^(\/\S*)?$/);
        for (const other of VENDORS.filter((candidate) => candidate !== vendor)) {
          expect(other.hosts ?? [], `${entry} is also ${other.code}'s`).not.toContain(entry);
        }
      }
      if (hosts.length === 0) return;
      // A typo in a host would silence the alarm: at least one real hit of the vendor is on its hosts.
      const folder = folders.find((name) => vendorOfFolderCode.get(name) === vendor.code);
      const onHosts = loadPositiveFixtures(join(here, folder ?? '')).some((fixture) => {
        const url = new URL(fixture.request.url);
        return hosts.some((entry) => {
          const { host, pathPrefix } = parseHostEntry(entry);
          const matchesHost = url.hostname === host || url.hostname.endsWith(`.${host}`);
          return matchesHost && url.pathname.startsWith(pathPrefix);
        });
      });
      expect(onHosts).toBe(true);
    });

    it(`${vendor.code} is supported exactly when it has a rule set of its own`, () => {
      const ownRules = RULES.filter(
        (rule) => rule.categories !== 'all' && rule.categories.includes(vendor.code),
      );
      // An ad pixel is also the target of GA4's consent rule, which is not a rule set of its own.
      const ruleSet = ownRules.filter((rule) => !rule.id.startsWith('consent.'));
      expect(ruleSet.length > 0).toBe(vendor.supported);
    });
  }
});
