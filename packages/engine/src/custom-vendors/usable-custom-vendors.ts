import { CUSTOM_VENDOR_LIMITS, type CustomVendorDefinition } from './custom-vendor-definition.js';
import { parseCustomVendor } from './parse-custom-vendors.js';

/**
 * The definitions of stored custom vendors (documents of a user's `vendors` collection) that can be
 * applied: each valid one, the first of each code, at most 100. A stored definition that no longer
 * parses (its code became a built-in vendor's, say) is left out rather than failing the user's
 * validations and journeys: the Vendors page shows the problem. Never throws.
 */
export function usableCustomVendors(stored: readonly unknown[]): CustomVendorDefinition[] {
  const usable: CustomVendorDefinition[] = [];
  const codes = new Set<string>();
  for (const entry of stored) {
    if (usable.length >= CUSTOM_VENDOR_LIMITS.vendors) break;
    const parsed = parseCustomVendor(entry);
    const definition = parsed.ok ? parsed.vendors[0] : undefined;
    if (definition === undefined || codes.has(definition.code)) continue;
    codes.add(definition.code);
    usable.push(definition);
  }
  return usable;
}
