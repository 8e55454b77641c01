import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toRequestView } from './request-view.js';
import { normalizeRequest } from '../capture/normalize.js';
import type { Vendor } from './define-vendor.js';
import { VENDORS } from './index.js';
import { VENDOR_CODES } from './vendor-codes.js';
import { loadNegativeFixtures, loadPositiveFixtures } from './testing/fixtures.js';

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
});
