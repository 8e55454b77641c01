/**
 * What a hit counts for, never filled, for every vendor: its account and its event name
 * (`undefined`, `null`…). Fields of a purchase never filled are the commerce rules'.
 */
import type { Rule } from '../define-rule.js';
import { unfilledIdentityRule } from './identity.js';

export const UNFILLED_RULES: readonly Rule[] = [unfilledIdentityRule];
