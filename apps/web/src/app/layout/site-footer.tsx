import { Logo } from '../../components/ui/logo';

/** The footer: the logo and what Tagproof is. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6 dark:text-slate-400">
        <Logo className="size-6" title="Tagproof logo" />
        <span className="font-semibold text-slate-800 dark:text-slate-200">Tagproof</span>
        <span className="sm:ml-2">QA for analytics and marketing tracking.</span>
      </div>
    </footer>
  );
}
