import { useState } from 'react';
import { Highlight, useSearchTerms } from '../search/highlight';

/** Characters of a value shown before "Show all": a few lines of the value column. */
export const SHOWN_CHARACTERS = 400;

/** True when a search word is found in `text` only past the characters shown. */
function matchesOnlyBeyond(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const lower = text.toLowerCase();
  const head = lower.slice(0, SHOWN_CHARACTERS);
  return terms.some((term) => !head.includes(term) && lower.includes(term, SHOWN_CHARACTERS - term.length));
}

/**
 * A parameter value, its search words marked; a long one (a resource timing list, a whole JSON body:
 * tens of thousands of characters) shows its first SHOWN_CHARACTERS with a button to show it all, and
 * opens by itself when the search finds it only in the part cut off.
 */
export function LongValue({ text }: { text: string }) {
  // The reader's choice, once made; until then, open only for a search match in the part cut off.
  const [choice, setChoice] = useState<boolean | null>(null);
  const terms = useSearchTerms();
  if (text.length <= SHOWN_CHARACTERS) return <Highlight text={text} />;
  const shown = choice ?? matchesOnlyBeyond(text, terms);
  return (
    <>
      <Highlight text={shown ? text : `${text.slice(0, SHOWN_CHARACTERS)}…`} />{' '}
      <button
        type="button"
        className="font-sans text-xs font-medium whitespace-nowrap text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
        aria-expanded={shown}
        onClick={() => setChoice(!shown)}
      >
        {shown ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
      </button>
    </>
  );
}
