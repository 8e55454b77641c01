import { DEFAULT_VENDOR_CODE, listVendors, vendorFacts } from '@tagproof/engine';

/**
 * The vendor categories a test or trigger can target: the engine's vendors, with their names (its vendor
 * facts, which do not load the decoders).
 */
export const VENDOR_OPTIONS: ReadonlyArray<{ code: string; name: string }> = listVendors().map(
  ({ code, name }) => ({ code, name }),
);

/** The vendor category new forms start with (specification §9). */
export const DEFAULT_VENDOR = DEFAULT_VENDOR_CODE;

/** A vendor code's readable name (aliases accepted); an unknown code as it is. */
export function vendorName(code: string): string {
  return vendorFacts(code)?.name ?? code;
}
