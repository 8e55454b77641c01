import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { AccountMenu } from './account-menu';

/**
 * The top bar: the Tagproof name (home link), the page's actions (on a second line below 1280 px),
 * the account (Sign in or avatar) and the theme toggle.
 */
export function TopBar({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex h-16 items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white"
        >
          <Logo className="size-8" />
          Tagproof
        </Link>
        {actions ? (
          <div className="order-last -mx-1 flex w-full items-center gap-1 overflow-x-auto px-1 pb-2 xl:order-none xl:ml-4 xl:w-auto xl:flex-1 xl:pb-0">
            {actions}
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <AccountMenu />
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
