import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';

/** The top bar: the Tagproof name (home link), page actions, and the theme toggle. */
export function TopBar({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white"
        >
          <Logo className="size-8" />
          Tagproof
        </Link>
        <nav aria-label="Main" className="ml-auto flex items-center gap-2">
          {actions}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
