import type { ReactNode } from 'react';

/** A results section's heading (focusable, so Page Links can move focus to it) and its hint. */
export function SectionHeading({
  id,
  title,
  count,
  hint,
  actions,
}: {
  id: string;
  title: string;
  count?: ReactNode;
  hint?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2
          id={id}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
        >
          {title}
          {count !== undefined ? (
            <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">{count}</span>
          ) : null}
        </h2>
        {hint ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{hint}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** The text shown when a section has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
