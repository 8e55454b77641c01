/**
 * How the test form files Meta Pixel metrics: the usual fields, global hit fields, user, consent and
 * e-commerce fields by name; advanced matching (`ud[…]`) and custom data (`cd[…]`) by prefix.
 */
import { namesIn, type MetricCategoryRules } from '../vendor-traits.js';

export const metaMetricCategories: MetricCategoryRules = {
  exact: {
    ...namesIn('most_used', ['id', 'ev', 'dl', 'rl', 'eid']),
    ...namesIn('globalMetrics', [
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
      'cdl',
    ]),
    ...namesIn('user', ['fbp', 'fbc', 'sw', 'sh']),
    ...namesIn('consent_mode', ['dpo', 'dpoco', 'dpost']),
    ...namesIn('e_commerce', [
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
    [/^udff\[/, 'user'],
    [/^cd\[/, 'custom'],
  ],
};
