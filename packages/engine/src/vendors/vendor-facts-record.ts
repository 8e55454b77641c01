/**
 * The vendor facts the apps need, as plain data: what vendor-facts.snapshot.ts holds, so that the web
 * app can show vendors without loading the decoders (the registry pulls in every vendor's decoding).
 * The snapshot is generated from the specs and checked against them by vendor-facts.test.ts.
 */
import type { Vendor } from './define-vendor.js';
import type { VendorCode } from './vendor-codes.js';
import type { MetricCategoryRules, VendorBadge, VendorKind } from './vendor-traits.js';

/** One vendor's facts as data; metric category patterns as `[source, flags, category]`. */
export interface VendorFactsRecord {
  code: VendorCode;
  name: string;
  aliases: readonly string[];
  kind: VendorKind;
  badge: VendorBadge;
  supported: boolean;
  /**
   * Parameters a comparison of two sessions ignores: the spec's `volatile`, its per-fire event ids
   * (`duplicateKeys.eventIds`), its tag marks (`duplicateKeys.tagMarks`) and its `sessionIds`.
   */
  diffVolatile: readonly string[];
  metricCategories: {
    exact: Readonly<Record<string, string>>;
    patterns: ReadonlyArray<readonly [string, string, string]>;
  } | null;
}

/** The record of a vendor, read from its spec. */
export function factsRecordOf(vendor: Vendor): VendorFactsRecord {
  const rules = vendor.metricCategories;
  return {
    code: vendor.code,
    name: vendor.name,
    aliases: vendor.aliases ?? [],
    kind: vendor.kind,
    badge: { ...vendor.badge },
    supported: vendor.supported,
    diffVolatile: [
      ...new Set([
        ...vendor.volatile,
        ...vendor.duplicateKeys.eventIds,
        ...(vendor.duplicateKeys.tagMarks ?? []),
        ...(vendor.sessionIds ?? []),
      ]),
    ],
    metricCategories: rules
      ? {
          exact: rules.exact,
          patterns: rules.patterns.map(
            ([pattern, category]) => [pattern.source, pattern.flags, category] as const,
          ),
        }
      : null,
  };
}

/** Metric category rules back from their record. */
export function metricCategoriesOf(
  record: VendorFactsRecord['metricCategories'],
): MetricCategoryRules | null {
  if (record === null) return null;
  return {
    exact: record.exact,
    patterns: record.patterns.map(
      ([source, flags, category]) => [new RegExp(source, flags), category] as const,
    ),
  };
}
