import { vendorDisplayName } from '@tagproof/engine';
import type { ExtensionCapture } from '../shared/captured.js';
import type { VendorCount } from '../shared/messages.js';

/**
 * The number of captured requests per vendor, by the category the engine gave each request when it
 * was captured (a GA4 batch counts once), most requests first, then by name. Navigation is a vendor
 * here like any other.
 */
export function countByVendor(captures: readonly ExtensionCapture[]): VendorCount[] {
  const counts = new Map<string, number>();
  for (const capture of captures) {
    const category = capture.requestMetadata.requestCategory ?? 'UNKNOWN';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, count]) => ({
      category,
      name: category === 'UNKNOWN' ? 'Unrecognised' : vendorDisplayName(category),
      count,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
