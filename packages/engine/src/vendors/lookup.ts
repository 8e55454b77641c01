/**
 * Lists and lookups read from the registry: the codes, their aliases, the supported vendors, and the
 * vendor of a code. Nothing here is written per vendor; each vendor's spec says it.
 */
import { VENDORS } from './index.js';
import type { Vendor } from './define-vendor.js';
import type { VendorCode } from './vendor-codes.js';

/** Every vendor code, in registry order. */
export const VENDOR_CODES: readonly VendorCode[] = VENDORS.map((vendor) => vendor.code);

/** Other spellings accepted as input for a vendor code (`DYNAMICYIELD` for `DY`). */
export const VENDOR_CODE_ALIASES: Readonly<Record<string, VendorCode>> = Object.fromEntries(
  VENDORS.flatMap((vendor) => (vendor.aliases ?? []).map((alias) => [alias, vendor.code])),
);

/** Codes of the vendors with automatic validation (the specification's "supported" platforms). */
export const SUPPORTED_CATEGORIES: ReadonlySet<string> = new Set(
  VENDORS.filter((vendor) => vendor.supported).map((vendor) => vendor.code),
);

const BY_CODE = new Map<string, Vendor>(VENDORS.map((vendor) => [vendor.code, vendor]));

/** The vendor of a code (aliases such as `DYNAMICYIELD` accepted), or undefined. */
export function vendorByCode(code: string): Vendor | undefined {
  return BY_CODE.get(VENDOR_CODE_ALIASES[code] ?? code);
}

/** The vendor of a decoded request's category, or undefined (no category, or an unknown one). */
export function vendorOfCategory(category: string | null): Vendor | undefined {
  return category === null ? undefined : vendorByCode(category);
}

/** The readable name of a vendor code; an unknown code is shown as it is. */
export function vendorDisplayName(code: string): string {
  return vendorByCode(code)?.name ?? code;
}
