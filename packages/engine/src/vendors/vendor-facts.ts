/**
 * What the apps need to show vendors (the web's badges, names and form options, the extension's
 * counts), read from the vendors' specs: the apps never keep their own table of vendor codes.
 */
import { VENDORS } from './index.js';
import { vendorByCode } from './lookup.js';
import { GA4_CODE } from './ga4/code.js';
import type { Vendor } from './define-vendor.js';
import type { VendorCode } from './vendor-codes.js';
import type { MetricCategoryRules, VendorBadge, VendorKind } from './vendor-traits.js';

/** A vendor as the apps see it: no decoder, no checks. */
export interface VendorFacts {
  code: VendorCode;
  name: string;
  aliases: readonly string[];
  kind: VendorKind;
  badge: VendorBadge;
  /** Automatic validation exists for the vendor. */
  supported: boolean;
  /** How the test form files the vendor's metrics, when it has its own rules. */
  metricCategories: MetricCategoryRules | null;
}

const factsCache = new WeakMap<Vendor, VendorFacts>();

function factsOf(vendor: Vendor): VendorFacts {
  let facts = factsCache.get(vendor);
  if (!facts) {
    facts = {
      code: vendor.code,
      name: vendor.name,
      aliases: vendor.aliases ?? [],
      kind: vendor.kind,
      badge: vendor.badge,
      supported: vendor.supported,
      metricCategories: vendor.metricCategories ?? null,
    };
    factsCache.set(vendor, facts);
  }
  return facts;
}

/** Every vendor's facts, in registry order. */
export function listVendors(): VendorFacts[] {
  return VENDORS.map(factsOf);
}

/** The facts of a vendor code (aliases accepted), or undefined for an unknown code. */
export function vendorFacts(code: string): VendorFacts | undefined {
  const vendor = vendorByCode(code);
  return vendor ? factsOf(vendor) : undefined;
}

/** The vendor new tests and triggers start with (specification §9). */
export const DEFAULT_VENDOR_CODE: VendorCode = GA4_CODE;
