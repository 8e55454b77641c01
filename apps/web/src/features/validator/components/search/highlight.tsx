import type { ReactNode } from 'react';
import { searchTerms } from '../../stores/search-index';
import { useValidator } from '../../stores/validator-instance';

/** `text` cut into plain and matched parts for `terms` (lower-case), matches in order, none overlapping. */
export function highlightParts(
  text: string,
  terms: readonly string[],
): Array<{ text: string; match: boolean }> {
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  while (at < text.length) {
    let start = -1;
    let length = 0;
    for (const term of terms) {
      const found = lower.indexOf(term, at);
      if (found >= 0 && (start < 0 || found < start || (found === start && term.length > length))) {
        start = found;
        length = term.length;
      }
    }
    if (start < 0) break;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    at = start + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** The search query's words in the results page, lower-cased (empty when not searching). */
export function useSearchTerms(): string[] {
  const query = useValidator((state) => state.filters.search[0] ?? '');
  return searchTerms(query);
}

/** Shows `text` with the search box's words marked. */
export function Highlight({ text }: { text: string }): ReactNode {
  const terms = useSearchTerms();
  if (terms.length === 0) return text;
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/40">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
