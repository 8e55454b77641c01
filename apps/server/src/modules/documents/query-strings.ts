import { AppError } from '../../errors.js';
import { readQueryArray } from '../../lib/query-array.js';

/** Most queries one request may carry (API.md). */
export const MAX_QUERIES = 100;
/** Longest query, in characters (API.md). */
export const MAX_QUERY_LENGTH = 4096;

/**
 * The `queries[]` of a request's query string (`queries[0]=…`, `queries[]=…` or repeated
 * `queries=…`), in order.
 *
 * @throws {AppError} `general_query_invalid` for more than {@link MAX_QUERIES} queries or one longer
 *   than {@link MAX_QUERY_LENGTH} characters.
 */
export function readQueryStrings(query: unknown): string[] {
  const queries = readQueryArray(query, 'queries');
  if (queries.length > MAX_QUERIES) {
    throw new AppError('general_query_invalid', { reason: `at most ${MAX_QUERIES} queries are allowed` });
  }
  if (queries.some((text) => text.length > MAX_QUERY_LENGTH)) {
    throw new AppError('general_query_invalid', {
      reason: `a query is longer than ${MAX_QUERY_LENGTH} characters`,
    });
  }
  return queries;
}
