import { createElement, type ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Toaster } from 'sonner';
import { BackToTop } from '../../components/ui/back-to-top';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { OperationsIndicator } from '../../components/ui/operations-indicator';
import { NOTIFICATION_DURATION_MS } from '../../lib/notify';
import { useTheme } from '../../lib/theme';
import { useMediaQuery } from '../../lib/use-media-query';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** What a route may declare in its `handle`: its top bar actions and its back-to-top settings. */
export interface RouteHandle {
  toolbar?: ComponentType;
  backToTop?: { threshold: number; duration: number };
}

/** From this width the top bar is one line and toasts show at the top right. */
const WIDE_SCREEN = '(min-width: 1280px)';

/** Back-to-top outside the validator page (DESIGN.md: 400 px / 600 ms). */
const DEFAULT_BACK_TO_TOP = { threshold: 400, duration: 600 };

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return Object.assign({}, ...handles) as RouteHandle;
}

/**
 * Every page's frame: skip link, top bar, main content, footer, notifications, the running operations
 * (indicator and blocking overlay), privacy banner.
 */
export function AppShell() {
  const { toolbar, backToTop = DEFAULT_BACK_TO_TOP } = useRouteHandle();
  const { theme } = useTheme();
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar actions={toolbar ? createElement(toolbar) : undefined} />
      {/* At least a screen tall, so the footer starts below the fold and never shifts into view
          while a page swaps its content (getting started → loading → results). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 px-4 py-10 outline-none sm:px-6">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop threshold={backToTop.threshold} duration={backToTop.duration} />
      <CookieBanner />
      {/* Toasts at the top right (specification §2), below the one-line top bar; below 1280 px the top
          bar takes two lines, so they show at the bottom: never over the toolbar or Import/Export. */}
      <Toaster
        theme={theme}
        position={wide ? 'top-right' : 'bottom-center'}
        offset={wide ? { top: 72, right: 16 } : { bottom: 16 }}
        mobileOffset={{ bottom: 12, left: 12, right: 12 }}
        duration={NOTIFICATION_DURATION_MS}
      />
      <OperationsIndicator />
      <LoadingOverlay />
    </div>
  );
}
