import type { Finding } from '../findings/finding.js';
import { VENDOR_CODE_ALIASES } from '../vendors/lookup.js';
import { readOperator, type Condition, type LogicalOperator } from './condition.js';
import { readConditions, type MetricRole } from './metrics.js';
import { entryId } from './parse-list.js';

/** The fields shared by tests and triggers, read leniently from what the web app sends. */
export interface CheckEntity {
  id: string;
  name: string;
  /** The category key (upper case, aliases resolved), or null when none is named. */
  category: string | null;
  operator: LogicalOperator;
  conditions: Condition[];
  findings: Finding[];
  /** The entry as sent, for the links read later. */
  raw: Readonly<Record<string, unknown>>;
}

const ID_FIELDS: Readonly<Record<MetricRole, readonly string[]>> = {
  test: ['$id', 'testID', 'testId', 'id'],
  trigger: ['$id', 'triggerID', 'triggerId', 'id'],
};
const TYPE_FIELD: Readonly<Record<MetricRole, string>> = { test: 'testType', trigger: 'triggerType' };

/**
 * The key a category is compared by: upper case with a vendor's aliases resolved to its code, so that
 * any spelling and case of one vendor agree. Blank and the form's placeholder `default` are no category.
 */
export function categoryKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.toLowerCase() === 'default') return null;
  const upper = trimmed.toUpperCase();
  return (VENDOR_CODE_ALIASES[upper] ?? upper).toUpperCase();
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim().length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Reads one test or trigger. The id is `$id` (or `testID` / `triggerID` as the service receives it),
 * else `test-N` by position; the category is `requestCategory`, defaulting to `testType` / `triggerType`.
 */
export function readEntity(entry: unknown, role: MetricRole, index: number): CheckEntity {
  const raw: Record<string, unknown> =
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? (entry as Record<string, unknown>)
      : {};
  const id = entryId(raw, ID_FIELDS[role]) ?? `${role}-${index + 1}`;
  const { conditions, findings } = readConditions(raw.metrics, role);
  return {
    id,
    name: text(raw.name) ?? `${role === 'test' ? 'Test' : 'Trigger'} ${id}`,
    category: categoryKey(raw.requestCategory) ?? categoryKey(raw[TYPE_FIELD[role]]),
    operator: readOperator(raw.logicalOperator),
    conditions,
    findings,
    raw,
  };
}
