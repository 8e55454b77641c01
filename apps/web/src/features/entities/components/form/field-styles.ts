/** Shared input looks of the form. */
export const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';
export const TEXT_INPUT = `${INPUT} h-10`;
export const SELECT = `${INPUT} h-10 pr-8`;
export const LABEL = 'text-sm font-medium text-slate-800 dark:text-slate-200';
export const SECTION = 'rounded-xl border border-slate-200 p-4 dark:border-slate-700';
export const SECTION_TITLE = 'text-base font-semibold';
