import { parseMetricList } from '@tagproof/engine';
import { metricCategory } from './metric-category';
import { randomId } from './random-id';

export type Comparison = 'equals' | 'exists' | 'notExists';
export const COMPARISONS: readonly Comparison[] = ['equals', 'exists', 'notExists'];
export const COMPARISON_LABELS: Readonly<Record<Comparison, string>> = {
  equals: 'equals',
  exists: 'exists',
  notExists: 'does not exist',
};

/** A row of the metrics manager (specification §3, "Metric row"). */
export interface MetricRow {
  id: string;
  name: string;
  /** The expected value: text, or a parsed JSON object or array. */
  value: unknown;
  /** The expected value as the user reads and types it. */
  expectedValue: string;
  comparison: Comparison;
  /** Used by the test. */
  isSelected: boolean;
  /** Used by the trigger. */
  isTrigger: boolean;
  category: string;
  isCustom: boolean;
  isRealObject: boolean;
  isProductMetric: boolean;
  children?: MetricRow[];
}

/** A metric as stored in a document's `metrics` JSON text (specification §3, "Saved metric"). */
export interface SavedMetric {
  metric: string;
  comparison: Comparison;
  value: string;
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * A typed metric value: text starting with `{` or `[` is parsed as JSON; anything else, and JSON that
 * does not parse, stays text (specification §4).
 */
export function parseMetricValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The text form of a value: JSON for objects and arrays, else its string. */
export function metricValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (isObject(value)) return JSON.stringify(value);
  return String(value);
}

function readComparison(value: unknown, expected: string): Comparison {
  if (typeof value === 'string') {
    const found = COMPARISONS.find((comparison) => comparison.toLowerCase() === value.toLowerCase());
    if (found) return found;
  }
  return expected === '' ? 'exists' : 'equals';
}

/** A product metric: GA4 items (`pr1`, `pr1.id`), Meta contents, any `items` path. */
function isProductName(name: string): boolean {
  return (
    /^pr\d+(\.|$)/.test(name) ||
    /^cd\[(contents|content_ids)\]/.test(name) ||
    /(^|[.[])items?([.[\]]|$)/.test(name)
  );
}

export interface MetricInit {
  name: string;
  value?: unknown;
  comparison?: Comparison;
  isSelected?: boolean;
  isTrigger?: boolean;
  category?: string;
  isCustom?: boolean;
  vendor?: string | null;
}

/** Builds a metric row; the category is derived from the name unless given. */
export function createMetricRow(init: MetricInit): MetricRow {
  const value = init.value ?? '';
  const expectedValue = metricValueText(value);
  return {
    id: randomId(),
    name: init.name,
    value,
    expectedValue,
    comparison: init.comparison ?? 'equals',
    isSelected: init.isSelected ?? false,
    isTrigger: init.isTrigger ?? false,
    category: init.category ?? (init.isCustom ? 'custom' : metricCategory(init.name, init.vendor)),
    isCustom: init.isCustom ?? false,
    isRealObject: isObject(value),
    isProductMetric: isProductName(init.name),
  };
}

/** Reads one stored entry: a saved metric `{metric, comparison, value}` or a form row `{name, …}`. */
function readSavedEntry(entry: unknown, role: 'test' | 'trigger', vendor?: string | null): MetricRow | null {
  if (!isObject(entry) || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  const name = typeof record.metric === 'string' ? record.metric : record.name;
  if (typeof name !== 'string' || name.trim() === '') return null;
  const raw = 'metric' in record ? record.value : (record.expectedValue ?? record.value);
  const value = typeof raw === 'string' ? parseMetricValue(raw) : (raw ?? '');
  const row = createMetricRow({
    name,
    value,
    comparison: readComparison(record.comparison, metricValueText(value)),
    vendor,
    isSelected: role === 'test',
    isTrigger: role === 'trigger',
  });
  const children = Array.isArray(record.children)
    ? record.children
        .map((child) => readSavedEntry(child, role, vendor))
        .filter((c): c is MetricRow => c !== null)
    : [];
  return children.length > 0 ? { ...row, children } : row;
}

/**
 * The rows of a document's stored metrics (JSON text or an array). A test's rows come selected, a
 * trigger's marked as trigger. Unparseable metrics give an empty list (specification §8). The list is
 * read by the engine's parser, the one the checks read the same metrics with.
 */
export function parseSavedMetrics(
  metrics: unknown,
  role: 'test' | 'trigger',
  vendor?: string | null,
): MetricRow[] {
  const list = parseMetricList(metrics);
  if (!list.ok) return [];
  return list.items
    .map((entry) => readSavedEntry(entry, role, vendor))
    .filter((row): row is MetricRow => row !== null);
}

/** One row as stored: value empty for exists / notExists, JSON text for objects, else the expected text. */
export function toSavedMetric(row: MetricRow): SavedMetric {
  const value =
    row.comparison !== 'equals' ? '' : isObject(row.value) ? JSON.stringify(row.value) : row.expectedValue;
  return { metric: row.name, comparison: row.comparison, value };
}

/** A metric list as the documents store it: JSON text (DESIGN.md). */
export function serializeMetrics(rows: readonly MetricRow[]): string {
  return JSON.stringify(rows.map(toSavedMetric));
}

/**
 * The rows an entity uses (specification §4): from a request, a test its selected rows and a trigger
 * its trigger rows; otherwise every row.
 */
export function metricsFor(
  rows: readonly MetricRow[],
  role: 'test' | 'trigger',
  fromRequest: boolean,
): MetricRow[] {
  if (!fromRequest) return [...rows];
  return rows.filter((row) => (role === 'test' ? row.isSelected : row.isTrigger));
}

/** A new expected value typed by the user: parsed, and a request's metric becomes "edited". */
export function editMetricValue(row: MetricRow, text: string): MetricRow {
  const value = parseMetricValue(text);
  return {
    ...row,
    value,
    expectedValue: text,
    isRealObject: isObject(value),
    category: row.isCustom ? row.category : 'edited',
  };
}
