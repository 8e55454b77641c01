/**
 * Commerce rules, for every vendor whose purchases Tagproof reads: money and order fields the tag
 * never filled (`undefined`, `NaN`, `[object Object]`).
 */
import type { Rule } from '../define-rule.js';
import { unfilledValueRule } from './unfilled-value.js';

export const COMMERCE_RULES: readonly Rule[] = [unfilledValueRule];
