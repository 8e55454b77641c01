import { focusRing } from '../../../components/ui/button-styles';

/** Looks shared by the builder's fields (Tailwind classes). */
export const inputClass = `h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${focusRing}`;

export const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200';

export const hintClass = 'text-sm text-slate-600 dark:text-slate-400';

export const cardClass =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';

export const sectionTitleClass = 'text-lg font-semibold text-slate-900 dark:text-white';
