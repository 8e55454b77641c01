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

/** How the validation request spells an id (specification §3): read once, at the boundary, as `$id`. */
const WIRE_ID_FIELD: Readonly<Record<MetricRole, 'testID' | 'triggerID'>> = {
  test: 'testID',
  trigger: 'triggerID',
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
 * A test or trigger in the one shape the checks read, the document's: a validation request's
 * `testID` / `triggerID` (specification §3) becomes `$id` when the entry has none.
 */
export function asCheckDocument(entry: unknown, role: MetricRole): Readonly<Record<string, unknown>> {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return {};
  const document = entry as Record<string, unknown>;
  const wireId = document[WIRE_ID_FIELD[role]];
  return document.$id === undefined && wireId !== undefined ? { ...document, $id: wireId } : document;
}

/**
 * Reads one test or trigger, in the document's shape (see {@link asCheckDocument}). The id is `$id`,
 * else `test-N` by position; the category is `requestCategory`, defaulting to `testType` / `triggerType`.
 */
export function readEntity(entry: unknown, role: MetricRole, index: number): CheckEntity {
  const raw = asCheckDocument(entry, role);
  const id = entryId(raw, ['$id']) ?? `${role}-${index + 1}`;
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
