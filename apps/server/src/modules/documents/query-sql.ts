import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import { searchWords, type ColumnRef, type Filter, type Order } from './list-query.js';

/**
 * Turns parsed queries into SQL with every value bound, the same on SQLite and PostgreSQL: text
 * comparisons are by code point (PostgreSQL's columns use the "C" collation), nulls sort first in
 * ascending order and last in descending order, and `contains` is an exact substring match.
 */
export interface SqlContext {
  dialect: DatabaseDialect;
  /** The document table, to qualify columns. */
  table: string;
}

const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

export function columnRef(context: SqlContext, column: string): RawBuilder<unknown> {
  return sql.ref(`${context.table}.${column}`);
}

/** All filters, AND-ed. */
export function compileFilters(context: SqlContext, filters: readonly Filter[]): RawBuilder<SqlBool> {
  return and(filters.map((filter) => compileFilter(context, filter)));
}

function compileFilter(context: SqlContext, filter: Filter): RawBuilder<SqlBool> {
  switch (filter.type) {
    case 'group': {
      const parts = filter.filters.map((child) => compileFilter(context, child));
      return filter.operator === 'and' ? and(parts) : or(parts);
    }
    case 'comparison': {
      const column = columnRef(context, filter.column.column);
      const [first = ''] = filter.values;
      switch (filter.method) {
        case 'equal':
          return filter.values.length === 1
            ? sql<SqlBool>`${column} = ${first}`
            : sql<SqlBool>`${column} in (${sql.join(filter.values)})`;
        case 'notEqual':
          return sql<SqlBool>`${column} <> ${first}`;
        case 'lessThan':
          return sql<SqlBool>`${column} < ${first}`;
        case 'lessThanEqual':
          return sql<SqlBool>`${column} <= ${first}`;
        case 'greaterThan':
          return sql<SqlBool>`${column} > ${first}`;
        case 'greaterThanEqual':
          return sql<SqlBool>`${column} >= ${first}`;
      }
      break;
    }
    case 'between': {
      const column = columnRef(context, filter.column.column);
      return sql<SqlBool>`(${column} >= ${filter.low} and ${column} <= ${filter.high})`;
    }
    case 'null': {
      const column = columnRef(context, filter.column.column);
      return filter.negated ? sql<SqlBool>`${column} is not null` : sql<SqlBool>`${column} is null`;
    }
    case 'text':
      return compileText(context, filter.method, filter.column, filter.values);
    case 'links': {
      const own = sql.ref(`l.${filter.side.ownColumn}`);
      const other = sql.ref(`l.${filter.side.otherColumn}`);
      return sql<SqlBool>`exists (select 1 from test_trigger_links l where l.owner_id = ${columnRef(context, 'owner_id')} and ${own} = ${columnRef(context, 'id')} and ${other} in (${sql.join(filter.ids)}))`;
    }
  }
  return FALSE;
}

function compileText(
  context: SqlContext,
  method: 'startsWith' | 'endsWith' | 'contains' | 'search',
  columnDefinition: ColumnRef,
  values: readonly string[],
): RawBuilder<SqlBool> {
  const column = columnRef(context, columnDefinition.column);
  const position = (haystack: RawBuilder<unknown>, needle: string) =>
    context.dialect === 'postgres' ? sql`strpos(${haystack}, ${needle})` : sql`instr(${haystack}, ${needle})`;
  const [value = ''] = values;
  switch (method) {
    case 'startsWith':
      return sql<SqlBool>`substr(${column}, 1, ${characterCount(value)}) = ${value}`;
    case 'endsWith': {
      const length = characterCount(value);
      if (length === 0) return sql<SqlBool>`${column} is not null`;
      return sql<SqlBool>`(length(${column}) >= ${length} and substr(${column}, length(${column}) - ${length} + 1) = ${value})`;
    }
    case 'contains':
      return or(values.map((needle) => sql<SqlBool>`${position(column, needle)} > 0`));
    case 'search': {
      // Every word, ignoring ASCII case (lower() folds only ASCII on SQLite and under PostgreSQL's "C").
      const words = searchWords(value);
      const lowered = sql`lower(${column})`;
      return and(words.map((word) => sql<SqlBool>`${position(lowered, foldAscii(word))} > 0`));
    }
  }
}

/**
 * The rows after the cursor in the order `orders` (which must end with a unique column): the
 * lexicographic expansion `o1 > v1 or (o1 = v1 and o2 > v2) or …`, with null as the smallest value.
 */
export function compileKeyset(
  context: SqlContext,
  orders: readonly Order[],
  cursor: Readonly<Record<string, string | null>>,
): RawBuilder<SqlBool> {
  const branches = orders.map((order, index) => {
    const equalBefore = orders.slice(0, index).map((previous) => {
      const value = cursor[previous.column.column] ?? null;
      const column = columnRef(context, previous.column.column);
      return value === null ? sql<SqlBool>`${column} is null` : sql<SqlBool>`${column} = ${value}`;
    });
    const value = cursor[order.column.column] ?? null;
    const column = columnRef(context, order.column.column);
    let after: RawBuilder<SqlBool>;
    if (order.direction === 'asc') {
      after = value === null ? sql<SqlBool>`${column} is not null` : sql<SqlBool>`${column} > ${value}`;
    } else {
      after = value === null ? FALSE : sql<SqlBool>`(${column} is null or ${column} < ${value})`;
    }
    return and([...equalBefore, after]);
  });
  return or(branches);
}

function and(parts: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  if (parts.length === 0) return TRUE;
  if (parts.length === 1) return parts[0] ?? TRUE;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

function or(parts: readonly RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  if (parts.length === 0) return FALSE;
  if (parts.length === 1) return parts[0] ?? FALSE;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** Characters as the databases count them (code points, not UTF-16 units). */
function characterCount(text: string): number {
  return [...text].length;
}

function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
