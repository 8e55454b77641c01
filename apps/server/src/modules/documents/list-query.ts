import type { AssociationSide } from './collections.js';

/**
 * A list request once its Appwrite queries are parsed and checked against the collection: only
 * known methods and whitelisted attributes, values as bound strings. The owner condition is not
 * here: the repository adds it to every statement.
 */
export interface ListQuery {
  filters: Filter[];
  /** Explicit orders; the repository ends every order with `$id` to make it total. */
  orders: Order[];
  limit: number;
  offset: number;
  cursor: Cursor | null;
  /** Attributes to return (system attributes always come back); null for all. */
  select: string[] | null;
}

/** A queryable column: a string attribute or a date (system) attribute. */
export interface ColumnRef {
  attribute: string;
  column: string;
  kind: 'string' | 'date';
}

export type ComparisonMethod =
  'equal' | 'notEqual' | 'lessThan' | 'lessThanEqual' | 'greaterThan' | 'greaterThanEqual';

export type TextMethod = 'startsWith' | 'endsWith' | 'contains' | 'search';

export type Filter =
  /** `equal` matches any of the values; the others take one value. */
  | { type: 'comparison'; method: ComparisonMethod; column: ColumnRef; values: string[] }
  | { type: 'between'; column: ColumnRef; low: string; high: string }
  | { type: 'null'; negated: boolean; column: ColumnRef }
  /** `contains` matches any of the values; `search` matches when every word of its value appears. */
  | { type: 'text'; method: TextMethod; column: ColumnRef; values: string[] }
  /** `contains` on an association: linked to any of the ids. */
  | { type: 'links'; side: AssociationSide; ids: string[] }
  | { type: 'group'; operator: 'and' | 'or'; filters: Filter[] };

export interface Order {
  column: ColumnRef;
  direction: 'asc' | 'desc';
}

export interface Cursor {
  direction: 'after' | 'before';
  documentId: string;
}

/** Default page size of a list (DESIGN.md). */
export const DEFAULT_LIMIT = 25;
/** Largest page size (DESIGN.md). */
export const MAX_LIMIT = 5000;
/** Largest offset: deeper pages use cursors, which cost the same at any depth. */
export const MAX_OFFSET = 5000;
/** Most words one `search` may carry: each is a term of the SQL condition (SQLite nests 1000 at most). */
export const MAX_SEARCH_WORDS = 100;

/** The words of a `search` value: its text split at white space. */
export function searchWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}
