import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Every page's frame: skip link, top bar, main content, footer. */
export function AppShell() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-10 outline-none sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
