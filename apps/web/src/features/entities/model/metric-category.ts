/**
 * The category of a metric, derived from its parameter name (specification §5): vendor-specific exact
 * names and patterns first, then the name before the first dot or bracket, else "other".
 */

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

interface CategoryRules {
  exact: Readonly<Record<string, string>>;
  patterns: ReadonlyArray<readonly [RegExp, string]>;
}

const names = (category: string, list: string[]) => Object.fromEntries(list.map((name) => [name, category]));

const GA4: CategoryRules = {
  exact: {
    ...names('most_used', ['en', 'tid', 'dl', 'dt', 'dr', 'sid', 'ep.page_type', 'ep.event_category']),
    ...names('globalMetrics', [
      'v',
      'gtm',
      '_p',
      '_s',
      '_et',
      '_ss',
      '_fv',
      '_nsi',
      '_ee',
      '_eu',
      '_uip',
      '_tu',
      '_c',
      'tt',
      '_dbg',
      'seg',
      'sct',
      'frm',
      'richsstsse',
    ]),
    ...names('user', ['cid', 'uid', 'ul', 'sr', 'uaa', 'uab', 'uafvl', 'uamb', 'uam', 'uap', 'uapv', 'uaw']),
    ...names('consent_mode', [
      'gcs',
      'gcd',
      'dma',
      'dma_cps',
      'npa',
      'pscdl',
      'gdpr',
      'gdpr_consent',
      'us_privacy',
      'are',
    ]),
    ...names('e_commerce', [
      'cu',
      'ep.currency',
      'epn.value',
      'ep.value',
      'ep.transaction_id',
      'ep.coupon',
      'ep.affiliation',
      'epn.tax',
      'epn.shipping',
      'ep.shipping_tier',
      'ep.payment_type',
      'ep.item_list_id',
      'ep.item_list_name',
      'ep.promotion_id',
      'ep.promotion_name',
      'ep.creative_name',
      'ep.creative_slot',
    ]),
  },
  patterns: [
    [/^pr\d+(\.|$)/, 'e_commerce'],
    [/^upn?\./, 'user'],
    [/^epn?\./, 'custom'],
  ],
};

const FACEBOOK: CategoryRules = {
  exact: {
    ...names('most_used', ['id', 'ev', 'dl', 'rl', 'eid']),
    ...names('globalMetrics', [
      'v',
      'r',
      'a',
      'ec',
      'o',
      'it',
      'ts',
      'if',
      'coo',
      'rqm',
      'expv2',
      'plt',
      'pmd',
    ]),
    ...names('user', ['fbp', 'fbc', 'sw', 'sh']),
    ...names('consent_mode', ['cdl', 'dpo', 'dpoco', 'dpost']),
    ...names('e_commerce', [
      'cd[value]',
      'cd[currency]',
      'cd[contents]',
      'cd[content_ids]',
      'cd[content_type]',
      'cd[content_name]',
      'cd[content_category]',
      'cd[num_items]',
      'cd[order_id]',
      'cd[predicted_ltv]',
      'cd[search_string]',
    ]),
  },
  patterns: [
    [/^ud\[/, 'user'],
    [/^cd\[/, 'custom'],
  ],
};

/** Rules shared by every vendor (consent signals and ids named the same everywhere). */
const COMMON: CategoryRules = {
  exact: names('consent_mode', ['gdpr', 'gdpr_consent', 'us_privacy', 'npa']),
  patterns: [
    [/(^|[._[])(currency|value|price|quantity|transaction_id|order_id|items?)(\]|$)/i, 'e_commerce'],
  ],
};

const BY_VENDOR: Readonly<Record<string, CategoryRules>> = { GOOGLEANALYTICS4: GA4, FACEBOOK };

function fromRules(name: string, rules: CategoryRules): string | null {
  const exact = rules.exact[name];
  if (exact) return exact;
  for (const [pattern, category] of rules.patterns) if (pattern.test(name)) return category;
  return null;
}

/**
 * A metric's category from its name and vendor: `en` → most_used, `cu` and `pr1.id` → e_commerce,
 * `ep.form_id` → custom, `gcs` → consent_mode; otherwise the prefix (`xdm.web.name` → `xdm`), else other.
 */
export function metricCategory(name: string, vendor?: string | null): string {
  const rules = vendor ? BY_VENDOR[vendor.toUpperCase() === 'FACEBOOK' ? 'FACEBOOK' : vendor] : undefined;
  const derived = (rules && fromRules(name, rules)) ?? fromRules(name, COMMON);
  if (derived) return derived;
  const prefix = /^([^.[\]]+)[.[]/.exec(name)?.[1];
  return prefix ?? 'other';
}
