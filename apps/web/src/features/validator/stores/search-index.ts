import { resolveParameters } from '@tagproof/engine';
import type { RequestRow } from './request-rows';

/**
 * The text a row is searched by, lower-cased once per row (a result's rows live as long as the
 * result): event name, vendor, account, URLs, another site's frame that sent it, parameter names,
 * labels and values, finding messages and custom check names. Fields are joined by a separator no query contains, so that a match never
 * spans two fields.
 */
const index = new WeakMap<RequestRow, string>();
const SEPARATOR = '\u0000';

function textOf(row: RequestRow): string {
  const meta = row.request.requestMetadata;
  const { erroredParameters, suggestedParameters } = row.request.validation.autoValidationResults;
  const parts: string[] = [row.eventName, row.vendorName, row.category ?? '', row.accountID ?? ''];
  parts.push(meta.requestUrl, row.tabUrl ?? '');
  // As its badge says it: "in a frame of ads01.groovinads.com".
  if (row.frame !== null) parts.push(`in a frame of ${row.frame}`);
  for (const parameter of resolveParameters(row.parameterLabels, row.request))
    parts.push(parameter.name, parameter.label, parameter.value);
  for (const finding of [...erroredParameters, ...suggestedParameters])
    parts.push(finding.message, finding.parameter, finding.code);
  for (const check of row.request.validation.customValidationResults) parts.push(check.testName);
  return parts.join(SEPARATOR).toLowerCase();
}

/** Builds the search text of every row now (after a result arrives), so that the first keystroke is fast. */
export function indexRows(rows: readonly RequestRow[]): void {
  for (const row of rows) if (!index.has(row)) index.set(row, textOf(row));
}

/** The words of a query, lower-cased; quotes keep a phrase together (`"add to cart"`). */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.toLowerCase().matchAll(/"([^"]+)"|(\S+)/g)) {
    const term = (match[1] ?? match[2] ?? '').trim();
    if (term) terms.push(term);
  }
  return terms;
}

let lastQuery: { query: string; terms: string[] } = { query: '', terms: [] };

/** Every word of the query occurs in the row (in any field), case-insensitively. */
export function matchesSearch(row: RequestRow, query: string): boolean {
  let text = index.get(row);
  if (text === undefined) {
    text = textOf(row);
    index.set(row, text);
  }
  if (lastQuery.query !== query) lastQuery = { query, terms: searchTerms(query) };
  for (const term of lastQuery.terms) if (!text.includes(term)) return false;
  return true;
}
