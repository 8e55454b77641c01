import { VENDORS } from './index.js';
import type { Vendor } from './define-vendor.js';
import { VENDOR_CODE_ALIASES } from './vendor-codes.js';

const BY_CODE = new Map<string, Vendor>(VENDORS.map((vendor) => [vendor.code, vendor]));

/** The vendor of a code (aliases such as `DYNAMICYIELD` accepted), or undefined. */
export function vendorByCode(code: string): Vendor | undefined {
  return BY_CODE.get(VENDOR_CODE_ALIASES[code] ?? code);
}

/** The readable name of a vendor code; an unknown code is shown as it is. */
export function vendorDisplayName(code: string): string {
  return vendorByCode(code)?.name ?? code;
}
