import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button-styles';

/**
 * A card whose header button shows and hides its body; the body renders on expansion only, so a
 * report with many requests stays light. `level` is the heading level of the header.
 */
export function Expandable({
  header,
  children,
  level = 3,
  label,
}: {
  header: ReactNode;
  children: () => ReactNode;
  level?: 3 | 5;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const Heading = level === 3 ? 'h3' : 'h5';
  return (
    <article
      aria-label={label}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <Heading className="m-0 text-base font-normal">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen(!open)}
          className={`flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60 ${focusRing}`}
        >
          <span className="min-w-0 flex-1">{header}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`mt-1 size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      {open ? (
        <div id={bodyId} className="border-t border-slate-200 p-4 dark:border-slate-700">
          {children()}
        </div>
      ) : null}
    </article>
  );
}
