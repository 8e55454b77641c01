/**
 * Meta pixel rules (the vendor's META_CODE), from RULES.md and Meta's pixel reference: pixel id, event name, Purchase
 * value and currency, value and currency formats, JSON contents, content type, standard event spelling,
 * and hashed advanced matching (these own `ud[em]`, `ud[ph]`, …; the personal-data rules skip them).
 */
import type { Rule } from '../define-rule.js';
import { metaContentJsonRule } from './content-json.js';
import { metaContentTypeRule } from './content-type.js';
import { metaContentsShapeRule } from './contents-shape.js';
import { metaCurrencyFormatRule } from './currency-format.js';
import { metaEventCaseRule } from './event-name-case.js';
import { metaPixelIdRule } from './pixel-id.js';
import { metaEventRequiredRule, metaPurchaseRequiredRule } from './required-fields.js';
import { metaContactUnhashedRule, metaCustomerInfoUnhashedRule } from './user-data-hashed.js';
import { metaValueFormatRule } from './value-format.js';

export const META_RULES: readonly Rule[] = [
  metaPixelIdRule,
  metaEventRequiredRule,
  metaPurchaseRequiredRule,
  metaCurrencyFormatRule,
  metaValueFormatRule,
  metaContentJsonRule,
  metaContentsShapeRule,
  metaContentTypeRule,
  metaEventCaseRule,
  metaContactUnhashedRule,
  metaCustomerInfoUnhashedRule,
];
