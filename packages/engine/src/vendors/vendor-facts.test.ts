/**
 * The snapshot of vendor facts (vendor-facts.snapshot.ts) equals what the registry's specs say. After
 * adding a vendor or changing one's facts, regenerate it:
 *   UPDATE_VENDOR_FACTS=1 npx vitest run packages/engine/src/vendors/vendor-facts.test.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDORS } from './index.js';
import { factsRecordOf } from './vendor-facts-record.js';
import { VENDOR_FACTS_SNAPSHOT } from './vendor-facts.snapshot.js';
import { listVendors, vendorFacts } from './vendor-facts.js';
import { vendorByCode, VENDOR_CODE_ALIASES } from './lookup.js';

const SNAPSHOT_FILE = join(import.meta.dirname, 'vendor-facts.snapshot.ts');

async function writeSnapshot(): Promise<void> {
  const records = JSON.stringify(VENDORS.map(factsRecordOf), null, 2);
  const text = `/**
 * Generated from the vendor specs by vendor-facts.test.ts: do not edit. Regenerate with
 *   UPDATE_VENDOR_FACTS=1 npx vitest run packages/engine/src/vendors/vendor-facts.test.ts
 */
import type { VendorFactsRecord } from './vendor-facts-record.js';

export const VENDOR_FACTS_SNAPSHOT: readonly VendorFactsRecord[] = ${records};
`;
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(SNAPSHOT_FILE);
  writeFileSync(SNAPSHOT_FILE, await prettier.format(text, { ...options, filepath: SNAPSHOT_FILE }));
}

describe('vendor facts', () => {
  it('the snapshot says what the specs say (UPDATE_VENDOR_FACTS=1 regenerates it)', async () => {
    const expected = VENDORS.map(factsRecordOf);
    if (process.env.UPDATE_VENDOR_FACTS === '1') await writeSnapshot();
    else
      expect(JSON.parse(JSON.stringify(VENDOR_FACTS_SNAPSHOT))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('lists every vendor of the registry, in order, with what its spec says', () => {
    const listed = listVendors();
    expect(listed.map((facts) => facts.code)).toEqual(VENDORS.map((vendor) => vendor.code));
    for (const [index, facts] of listed.entries()) {
      const vendor = VENDORS[index];
      expect(facts.name).toBe(vendor?.name);
      expect(facts.badge).toEqual(vendor?.badge);
      expect(facts.supported).toBe(vendor?.supported);
      expect(facts.metricCategories).toEqual(vendor?.metricCategories ?? null);
    }
  });

  it('finds a vendor by its code or an alias, as the registry does', () => {
    for (const code of [...VENDORS.map((vendor) => vendor.code), ...Object.keys(VENDOR_CODE_ALIASES)]) {
      expect(vendorFacts(code)?.code).toBe(vendorByCode(code)?.code);
    }
    expect(vendorFacts('NOT_A_VENDOR')).toBeUndefined();
  });
});
