/**
 * The GA4 rule set, as data: every rule has a code from the catalogue, a severity (RULES.md's
 * contract), its rule book with a source URL and the date it was last verified. Rules that depend on the
 * way an event was sent exist once per protocol: `ga4.<id>` for gtag.js browser hits, `ga4.mp.<id>` for
 * the Measurement Protocol, so each finding names the rule book it comes from.
 */
import type { Rule } from '../define-rule.js';
import { CURRENCY_RULES } from './currency.js';
import { ITEM_RULES } from './items.js';
import { COUNT_RULES } from './counts.js';
import { EVENT_NAME_RULES } from './event-names.js';
import { LENGTH_RULES } from './lengths.js';
import { MEASUREMENT_PROTOCOL_RULES } from './measurement-protocol.js';
import { NAMING_RULES } from './naming.js';
import { MEASUREMENT_ID_RULES } from './measurement-id.js';
import { PAGE_LOCATION_RULES } from './page-location.js';
import { PERSONAL_DATA_FIELD_RULES } from './personal-data-fields.js';
import { RECOMMENDED_EVENT_RULES } from './recommended-events.js';
import { RESERVED_RULES } from './reserved.js';
import { TRANSACTION_RULES } from './transaction.js';
import { UNFILLED_PARAMETER_RULES } from './unfilled-parameters.js';
import { VALUE_RULES } from './value.js';

export const GA4_RULES: readonly Rule[] = [
  ...EVENT_NAME_RULES,
  ...NAMING_RULES,
  ...RESERVED_RULES,
  ...COUNT_RULES,
  ...LENGTH_RULES,
  ...RECOMMENDED_EVENT_RULES,
  ...ITEM_RULES,
  ...CURRENCY_RULES,
  ...VALUE_RULES,
  ...TRANSACTION_RULES,
  ...MEASUREMENT_PROTOCOL_RULES,
  ...PERSONAL_DATA_FIELD_RULES,
  ...PAGE_LOCATION_RULES,
  ...MEASUREMENT_ID_RULES,
  ...UNFILLED_PARAMETER_RULES,
];

export { GA4_SOURCES, GA4_LAST_VERIFIED } from './sources.js';
