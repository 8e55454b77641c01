import {
  DEFAULT_VENDOR_CODE,
  listVendors,
  VENDOR_KINDS,
  vendorFacts,
  type VendorKind,
} from '@tagproof/engine';

const KIND_LABELS: Record<VendorKind, string> = {
  analytics: 'Analytics',
  advertising: 'Advertising',
  tag_manager: 'Tag managers',
  session_recording: 'Session recording',
  other: 'Other',
};

/**
 * The vendor categories a test or trigger can target: the engine's vendors with their names (its
 * vendor facts, which do not load the decoders), grouped by kind in the engine's display order, those
 * with automatic validation first in each group, then by name: a hundred vendors a user can scan.
 */
export const VENDOR_OPTION_GROUPS: ReadonlyArray<{
  label: string;
  options: Array<{ code: string; name: string }>;
}> = groupByKind(listVendors());

function groupByKind(vendors: ReturnType<typeof listVendors>) {
  return VENDOR_KINDS.map((kind) => ({
    label: KIND_LABELS[kind],
    options: vendors
      .filter((vendor) => vendor.kind === kind)
      .sort((a, b) => Number(b.supported) - Number(a.supported) || a.name.localeCompare(b.name))
      .map(({ code, name }) => ({ code, name })),
  })).filter((group) => group.options.length > 0);
}

/** The vendor category new forms start with (specification §9). */
export const DEFAULT_VENDOR = DEFAULT_VENDOR_CODE;

/** A vendor code's readable name (aliases accepted); an unknown code as it is. */
export function vendorName(code: string): string {
  return vendorFacts(code)?.name ?? code;
}
