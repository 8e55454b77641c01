/**
 * The category of a metric, derived from its parameter name (specification §5): vendor-specific exact
 * names and patterns first (each vendor's own, from the engine), then the name before the first dot or
 * bracket, else "other".
 */
import { vendorFacts, type MetricCategoryRules } from '@tagproof/engine';

export const METRIC_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  custom: 'Custom',
  edited: 'Edited',
  globalMetrics: 'Global Metrics',
  most_used: 'Most Used',
  e_commerce: 'E-commerce',
  user: 'User',
  consent_mode: 'Consent Mode',
  other: 'Other',
};

/** A category's readable name; a derived prefix (`xdm`, `cd`) is shown as it is. */
export function metricCategoryLabel(category: string): string {
  return METRIC_CATEGORY_LABELS[category] ?? category;
}

const names = (category: string, list: string[]) => Object.fromEntries(list.map((name) => [name, category]));

/** Rules shared by every vendor (consent signals and ids named the same everywhere). */
const COMMON: MetricCategoryRules = {
  exact: names('consent_mode', ['gdpr', 'gdpr_consent', 'us_privacy', 'npa']),
  patterns: [
    [/(^|[._[])(currency|value|price|quantity|transaction_id|order_id|items?)(\]|$)/i, 'e_commerce'],
  ],
};

function fromRules(name: string, rules: MetricCategoryRules): string | null {
  const exact = rules.exact[name];
  if (exact) return exact;
  for (const [pattern, category] of rules.patterns) if (pattern.test(name)) return category;
  return null;
}

/** The vendor's own rules (its engine spec's metric categories), the code matched in any case. */
function vendorRules(vendor: string): MetricCategoryRules | undefined {
  return (vendorFacts(vendor) ?? vendorFacts(vendor.toUpperCase()))?.metricCategories ?? undefined;
}

/**
 * A metric's category from its name and vendor: `en` → most_used, `cu` and `pr1.id` → e_commerce,
 * `ep.form_id` → custom, `gcs` → consent_mode; otherwise the prefix (`xdm.web.name` → `xdm`), else other.
 */
export function metricCategory(name: string, vendor?: string | null): string {
  const rules = vendor ? vendorRules(vendor) : undefined;
  const derived = (rules && fromRules(name, rules)) ?? fromRules(name, COMMON);
  if (derived) return derived;
  const prefix = /^([^.[\]]+)[.[]/.exec(name)?.[1];
  return prefix ?? 'other';
}
