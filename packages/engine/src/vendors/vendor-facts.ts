/**
 * What the apps need to show vendors (the web's badges, names, form options and metric categories, the
 * extension's counts), read from the vendors' specs through a generated snapshot
 * (vendor-facts.snapshot.ts), so that importing them does not load every vendor's decoder. The apps
 * never keep their own table of vendor codes.
 */
import { GA4_CODE } from './ga4/code.js';
import type { VendorCode } from './vendor-codes.js';
import { metricCategoriesOf } from './vendor-facts-record.js';
import { VENDOR_FACTS_SNAPSHOT } from './vendor-facts.snapshot.js';
import type { MetricCategoryRules, VendorBadge, VendorKind } from './vendor-traits.js';

/** A vendor as the apps see it: no decoder, no checks. */
export interface VendorFacts {
  code: VendorCode;
  name: string;
  /** Other spellings accepted for the code. */
  aliases: readonly string[];
  kind: VendorKind;
  badge: VendorBadge;
  /** Automatic validation exists for the vendor. */
  supported: boolean;
  /** Parameters a comparison of two sessions ignores (cache busters, timestamps, random and session ids). */
  diffVolatile: readonly string[];
  /** How the test form files the vendor's metrics, when it has its own rules. */
  metricCategories: MetricCategoryRules | null;
}

const FACTS: readonly VendorFacts[] = VENDOR_FACTS_SNAPSHOT.map((record) => ({
  ...record,
  metricCategories: metricCategoriesOf(record.metricCategories),
}));

const BY_CODE = new Map<string, VendorFacts>(
  FACTS.flatMap((facts) => [facts.code, ...facts.aliases].map((code) => [code, facts] as const)),
);

/** Every vendor's facts, in registry order. */
export function listVendors(): VendorFacts[] {
  return [...FACTS];
}

/** The facts of a vendor code (aliases accepted), or undefined for an unknown code. */
export function vendorFacts(code: string): VendorFacts | undefined {
  return BY_CODE.get(code);
}

/** The vendor new tests and triggers start with (specification §9). */
export const DEFAULT_VENDOR_CODE: VendorCode = GA4_CODE;
