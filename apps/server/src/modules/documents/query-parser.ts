import { z } from 'zod';
import { AppError } from '../../errors.js';
import { describeBadInput, findBadInput, jsonTextExceedsDepth } from '../../plugins/find-bad-input.js';
import { normalizeAppwriteDate } from './appwrite-date.js';
import { findAttribute, type CollectionDefinition } from './collections.js';
import {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_OFFSET,
  MAX_SEARCH_WORDS,
  searchWords,
  type ColumnRef,
  type ComparisonMethod,
  type Filter,
  type ListQuery,
  type TextMethod,
} from './list-query.js';

/** Most values one query may carry, and deepest nesting of `and` / `or`. */
const MAX_VALUES = 100;
const MAX_DEPTH = 3;

const COMPARISONS = new Set<string>([
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
]);
const TEXT_METHODS = new Set<string>(['startsWith', 'endsWith', 'contains', 'search']);
/** System attributes `select` may name; documents always carry them anyway. */
const SELECTABLE_SYSTEM = new Set<string>([
  '$id',
  '$sequence',
  '$collectionId',
  '$databaseId',
  '$createdAt',
  '$updatedAt',
  '$permissions',
]);

const RawQuery = z.object({
  method: z.string(),
  attribute: z.string().optional(),
  values: z.array(z.unknown()).max(MAX_VALUES).optional(),
});
type RawQuery = z.infer<typeof RawQuery>;

function invalid(reason: string): AppError {
  return new AppError('general_query_invalid', { reason });
}

/**
 * Parses the `queries[]` of a list request (Appwrite's JSON queries, API.md "Queries") for
 * `collection`. Unknown methods and attributes, wrong value types, a second limit, offset or cursor,
 * a limit above {@link MAX_LIMIT} or an offset above {@link MAX_OFFSET} are refused.
 *
 * @throws {AppError} `general_query_invalid`, naming the offending query.
 * @example
 * parseListQueries(COLLECTIONS.tests, ['{"method":"equal","attribute":"name","values":["Purchase"]}'])
 */
export function parseListQueries(collection: CollectionDefinition, queries: readonly string[]): ListQuery {
  const result: ListQuery = {
    filters: [],
    orders: [],
    limit: DEFAULT_LIMIT,
    offset: 0,
    cursor: null,
    select: null,
  };
  const seen = new Set<string>();
  const once = (method: string) => {
    const key = method.startsWith('cursor') ? 'cursor' : method;
    if (seen.has(key)) throw invalid(`only one ${key} query is allowed`);
    seen.add(key);
  };
  for (const text of queries) {
    const query = parseJson(text);
    switch (query.method) {
      case 'limit':
        once('limit');
        result.limit = readInteger(query, 0, MAX_LIMIT);
        break;
      case 'offset':
        once('offset');
        result.offset = readInteger(query, 0, MAX_OFFSET);
        break;
      case 'cursorAfter':
      case 'cursorBefore':
        once(query.method);
        result.cursor = {
          direction: query.method === 'cursorAfter' ? 'after' : 'before',
          documentId: readSingleString(query),
        };
        break;
      case 'orderAsc':
      case 'orderDesc': {
        const column = readColumn(collection, query.attribute || '$createdAt', query.method);
        if (result.orders.some((order) => order.column.attribute === column.attribute)) {
          throw invalid(`"${column.attribute}" is ordered twice`);
        }
        result.orders.push({ column, direction: query.method === 'orderAsc' ? 'asc' : 'desc' });
        break;
      }
      case 'select':
        once('select');
        result.select = readSelect(collection, query);
        break;
      default:
        result.filters.push(parseFilter(collection, query, 1));
    }
  }
  return result;
}

/** Parses the `select` queries a single-document read may carry; null when there are none. */
export function parseSelectQueries(
  collection: CollectionDefinition,
  queries: readonly string[],
): string[] | null {
  let select: string[] | null = null;
  for (const text of queries) {
    const query = parseJson(text);
    if (query.method !== 'select')
      throw invalid(`"${query.method}" is not allowed when reading one document`);
    select = [...(select ?? []), ...readSelect(collection, query)];
  }
  return select;
}

function parseJson(text: string): RawQuery {
  if (jsonTextExceedsDepth(text))
    throw invalid(describeBadInput({ problem: 'too-deep', where: 'the query' }));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid(`not JSON: ${abbreviate(text)}`);
  }
  // Values reach the database: the same rule as for the rest of the request (no NUL, lone surrogate, depth).
  const bad = findBadInput(value, 'the query');
  if (bad) throw invalid(describeBadInput(bad));
  return parseRaw(value);
}

function parseRaw(value: unknown): RawQuery {
  const parsed = RawQuery.safeParse(value);
  if (!parsed.success)
    throw invalid('a query must be {"method", "attribute"?, "values"?} with at most 100 values');
  return parsed.data;
}

function parseFilter(collection: CollectionDefinition, query: RawQuery, depth: number): Filter {
  const { method } = query;
  if (method === 'and' || method === 'or') {
    if (depth >= MAX_DEPTH) throw invalid(`and/or may nest at most ${MAX_DEPTH - 1} levels`);
    const children = query.values ?? [];
    if (children.length === 0) throw invalid(`"${method}" needs at least one query`);
    return {
      type: 'group',
      operator: method,
      filters: children.map((child) => parseFilter(collection, parseRaw(child), depth + 1)),
    };
  }
  const attribute = query.attribute ?? '';
  const definition = findAttribute(collection, attribute);
  if (definition?.kind === 'links' && method === 'contains' && collection.association) {
    return { type: 'links', side: collection.association, ids: readStrings(query, 1) };
  }
  if (COMPARISONS.has(method)) {
    const column = readColumn(collection, attribute, method);
    const values = readStrings(query, 1, column);
    if (method !== 'equal' && values.length > 1) throw invalid(`"${method}" takes one value`);
    return { type: 'comparison', method: method as ComparisonMethod, column, values };
  }
  if (method === 'between') {
    const column = readColumn(collection, attribute, method);
    const values = readStrings(query, 2, column);
    if (values.length !== 2) throw invalid('"between" takes two values');
    return { type: 'between', column, low: values[0] ?? '', high: values[1] ?? '' };
  }
  if (method === 'isNull' || method === 'isNotNull') {
    return {
      type: 'null',
      negated: method === 'isNotNull',
      column: readColumn(collection, attribute, method),
    };
  }
  if (TEXT_METHODS.has(method)) {
    const column = readColumn(collection, attribute, method);
    if (column.kind !== 'string') throw invalid(`"${method}" applies to text attributes only`);
    const values = readStrings(query, 1);
    if (method !== 'contains' && values.length > 1) throw invalid(`"${method}" takes one value`);
    if (method === 'search' && searchWords(values[0] ?? '').length > MAX_SEARCH_WORDS)
      throw invalid(`"search" takes at most ${MAX_SEARCH_WORDS} words`);
    return { type: 'text', method: method as TextMethod, column, values };
  }
  throw invalid(`unknown or unsupported method "${abbreviate(method)}"`);
}

function readColumn(collection: CollectionDefinition, attribute: string, method: string): ColumnRef {
  const definition = findAttribute(collection, attribute);
  if (!definition) throw invalid(`unknown attribute "${abbreviate(attribute)}" in ${method}`);
  if (definition.kind !== 'string' && definition.kind !== 'date') {
    throw invalid(`"${attribute}" cannot be used in ${method}`);
  }
  return { attribute, column: definition.column, kind: definition.kind };
}

/** The values as strings (dates normalised to the stored format); at least `min` of them. */
function readStrings(query: RawQuery, min: number, column?: ColumnRef): string[] {
  const values = query.values ?? [];
  if (values.length < min)
    throw invalid(`"${query.method}" needs ${min === 1 ? 'a value' : `${min} values`}`);
  return values.map((value) => {
    if (typeof value !== 'string') throw invalid(`"${query.method}" takes text values`);
    if (column?.kind !== 'date') return value;
    const date = normalizeAppwriteDate(value);
    if (date === null) throw invalid(`"${abbreviate(value)}" is not a date`);
    return date;
  });
}

function readSingleString(query: RawQuery): string {
  const [value, ...rest] = query.values ?? [];
  if (typeof value !== 'string' || value === '' || rest.length > 0) {
    throw invalid(`"${query.method}" takes one document id`);
  }
  return value;
}

function readInteger(query: RawQuery, min: number, max: number): number {
  const [value, ...rest] = query.values ?? [];
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < min ||
    value > max ||
    rest.length > 0
  ) {
    throw invalid(`"${query.method}" takes one integer between ${min} and ${max}`);
  }
  return value;
}

function readSelect(collection: CollectionDefinition, query: RawQuery): string[] {
  const values = query.values ?? [];
  if (values.length === 0) throw invalid('"select" needs at least one attribute');
  return values.map((value) => {
    if (typeof value !== 'string') throw invalid('"select" takes attribute names');
    if (value === '*' || SELECTABLE_SYSTEM.has(value) || Object.hasOwn(collection.attributes, value))
      return value;
    throw invalid(`unknown attribute "${abbreviate(value)}" in select`);
  });
}

function abbreviate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
