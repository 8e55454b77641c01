import type { ReactNode } from 'react';

/** The centred card the account pages share, with their h1. */
export function AuthPageCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <div className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{intro}</p> : null}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </div>
  );
}
