import type { ConditionResult } from '../validation/types.js';
import { own } from '../own.js';

export type Comparison = ConditionResult['comparison'];

/** One metric condition of a test or trigger, ready to evaluate. */
export interface Condition {
  /** The decoded parameter's wire name (`en`, `cu`, `ep.currency`, `cd[value]`, `pr1.id`). */
  metric: string;
  comparison: Comparison;
  /** The expected value in canonical text form (empty for exists / notExists). */
  expected: string;
}

export type LogicalOperator = 'AND' | 'OR';

/** The source named by findings about test and trigger definitions. */
export const CHECKS_SOURCE = 'Tagproof custom checks';

const COMPARISONS: Readonly<Record<string, Comparison>> = {
  equals: 'equals',
  equal: 'equals',
  eq: 'equals',
  '=': 'equals',
  '==': 'equals',
  exists: 'exists',
  exist: 'exists',
  notexists: 'notExists',
  notexist: 'notExists',
  not_exists: 'notExists',
  'not exists': 'notExists',
  doesnotexist: 'notExists',
};

/** Reads a comparison name, case-insensitively, with a few common spellings; null when unknown. */
export function readComparison(value: unknown): Comparison | null {
  if (typeof value !== 'string') return null;
  return own(COMPARISONS, value.trim().toLowerCase()) ?? null;
}

/** `AND` unless the text says `OR` (any case): AND is the form's default. */
export function readOperator(value: unknown): LogicalOperator {
  return typeof value === 'string' && value.trim().toUpperCase() === 'OR' ? 'OR' : 'AND';
}
